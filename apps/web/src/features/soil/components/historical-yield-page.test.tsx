import { cropPlanningPaths, soilPaths, type SoilAnalysisResponse, type SuggestionsResponse, type YieldRecord } from '@farmsight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, inTurn, json, networkError } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

const analysis: SoilAnalysisResponse = {
  soilData: { pH: 5.2, Nitrogen_ppm: 10, Phosphorus_ppm: 'Not provided', Potassium_ppm: 0 },
  analysis: {
    pH: { interpretation: 'Strongly acid.', importance: 'pH controls uptake.', recommendation: ['Apply lime.', 'Re-test in a year.'] },
    Phosphorus: { interpretation: 'Not provided: no phosphorus value.', recommendation: 'Have it tested.' },
  },
  generalRecommendations: {
    'pH management': { description: 'The soil is strongly acid.', recommendation: 'Lime first.' },
    'fertilizer plan': { recommendation: 'Nitrogen: none needed.' },
    crops: { recommendation: 'Choose among these.', crops: [{ name: 'Acid-tolerant crops', examples: ['Potatoes', 'Oats'], recommendation: 'Grow these.' }] },
  },
};

async function fillForm(values = { pH: '5.2', n: '10', p: '7', k: '0' }) {
  await userEvent.type(await screen.findByLabelText('Soil pH'), values.pH);
  await userEvent.type(screen.getByLabelText('Nitrogen (N) in ppm'), values.n);
  await userEvent.type(screen.getByLabelText('Phosphorus (P) in ppm'), values.p);
  await userEvent.type(screen.getByLabelText('Potassium (K) in ppm'), values.k);
}

vi.mock('react-chartjs-2', () => import('@/testing/charts'));

const emptySuggestions = { season: 'rabi', basis: 'the rabi (winter) season, as asked', region: null, suggestions: [], lacking: ['no soil test yet'] };

describe('/historical', () => {
  beforeEach(() => {
    answer('get', 'soil', soilPaths.tests, json({ tests: [] }));
    answer('get', 'crops', cropPlanningPaths.yields, json({ harvests: [] }));
    answer('get', 'crops', cropPlanningPaths.suggestions, json(emptySuggestions));
  });

  it('shows the form with four required number inputs', async () => {
    await renderApp('/historical', farmer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Historical Yield Analysis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Soil Analysis Report' })).toBeInTheDocument();
    for (const label of ['Soil pH', 'Nitrogen (N) in ppm', 'Phosphorus (P) in ppm', 'Potassium (K) in ppm']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', 'number');
      expect(input).toBeRequired();
    }
    expect(screen.getByRole('button', { name: 'Analyze Soil' })).toBeEnabled();
  });

  it('sends the parsed values and renders every section', async () => {
    const requests = answer('post', 'soil', soilPaths.analysis, json(analysis));
    await renderApp('/historical', farmer);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Soil' }));

    const soilData = await screen.findByRole('region', { name: 'Soil Data' });
    expect(await requests[0]!.json()).toEqual({ soilData: { 'Soil pH': 5.2, 'Nitrogen (N)': 10, 'Phosphorus (P)': 7, 'Potassium (K)': 0 } });
    expect(within(soilData).getByText('Phosphorus (ppm)').nextSibling).toHaveTextContent('Not provided');
    expect(within(soilData).getByText('Potassium (ppm)').nextSibling).toHaveTextContent('0');

    const detailed = screen.getByRole('region', { name: 'Detailed Analysis' });
    expect(within(detailed).getByRole('heading', { name: 'pH' })).toBeInTheDocument();
    expect(within(detailed).getByText('Strongly acid.')).toBeInTheDocument();
    expect(within(detailed).getByText('pH controls uptake.')).toBeInTheDocument();
    expect(within(detailed).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Apply lime.', 'Re-test in a year.']);
    expect(within(detailed).getByText('Have it tested.')).toBeInTheDocument();

    const general = screen.getByRole('region', { name: 'General Recommendations' });
    expect(within(general).getByRole('heading', { name: 'pH management' })).toBeInTheDocument();
    expect(within(general).getByText('The soil is strongly acid.')).toBeInTheDocument();
    expect(within(general).getByRole('heading', { name: 'Fertilizer plan' })).toBeInTheDocument();
    expect(within(general).getByRole('heading', { name: 'Crops' })).toBeInTheDocument();
    expect(within(general).getByText('Acid-tolerant crops')).toBeInTheDocument();
    expect(within(general).getByText('Examples: Potatoes, Oats')).toBeInTheDocument();
    expect(within(general).getByText('Grow these.')).toBeInTheDocument();
  });

  it('shows the spec failure text when the server fails and the server message on a 4xx', async () => {
    const requests = answer(
      'post',
      'soil',
      soilPaths.analysis,
      inTurn(networkError, apiError(400, 'VALIDATION_ERROR', 'Soil pH must be a number from 0 to 14.'), apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.')),
    );
    await renderApp('/historical', farmer);
    await fillForm();
    const button = screen.getByRole('button', { name: 'Analyze Soil' });

    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch analysis. Please try again.');
    await userEvent.click(button);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Soil pH must be a number from 0 to 14.'));
    await userEvent.click(button);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch analysis. Please try again.'));
    expect(requests).toHaveLength(3);
  });
});

describe('/historical yield history and suggestions', () => {
  const rice: YieldRecord = {
    cropId: 'crop-1',
    cropType: 'Rice',
    season: 'kharif 2025',
    seedingDate: '2025-06-15',
    harvest: { date: '2025-10-20', quantityKg: 3000, areaHa: 0.5, yieldTPerHa: 6 },
    comparison: { typicalTPerHa: [6.2, 9.2], status: 'below', region: 'Punjab', text: 'Your yield: 6 t/ha, below the typical 6.2-9.2 t/ha for Rice in Punjab.', source: 'PAU' },
  };
  const suggestions: SuggestionsResponse = {
    season: 'kharif',
    basis: 'the kharif (monsoon) season, as asked',
    region: 'Punjab',
    suggestions: [{ cropId: 'green-gram', name: 'Green gram', score: 95, reasons: [{ kind: 'season', text: 'Green gram is grown in the kharif (monsoon) season.', points: 30, source: 'FAO ECOCROP' }] }],
    lacking: ['no irrigation method or water storage saved: ranked as rainfed'],
  };

  it('shows the harvests by season and crop with a chart, the soil tests over time, and the ranked crops with their sources', async () => {
    answer('get', 'soil', soilPaths.tests, json({ tests: [{ id: 't1', pH: 6.2, nitrogen: 12, phosphorus: null, potassium: 180, testedAt: '2026-11-01T08:00:00.000Z' }] }));
    answer('get', 'crops', cropPlanningPaths.yields, json({ harvests: [rice] }));
    const asked = answer('get', 'crops', cropPlanningPaths.suggestions, json(suggestions));
    await renderApp('/historical', farmer);

    const history = await screen.findByRole('region', { name: 'Your yield history' });
    expect(await within(history).findByRole('img', { name: 'Yield by season and crop chart' })).toHaveAttribute('data-series', 'Your yield (t/ha)|Typical range (t/ha)');
    const cells = (name: string) => within(within(history).getByRole('table', { name })).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells('Harvests by season and crop')).toEqual([
      ['Season', 'Crop', 'Harvested', 'Yield (t/ha)', 'Typical (t/ha)', 'Compared'],
      ['kharif 2025', 'Rice', '2025-10-20', '6', '6.2-9.2', 'Your yield: 6 t/ha, below the typical 6.2-9.2 t/ha for Rice in Punjab.'],
    ]);
    expect(cells('Soil tests over time')).toEqual([
      ['Tested', 'pH', 'N (ppm)', 'P (ppm)', 'K (ppm)'],
      ['2026-11-01', '6.2', '12', 'not measured', '180'],
    ]);

    const next = screen.getByRole('region', { name: 'What to grow next' });
    await userEvent.selectOptions(within(next).getByLabelText('Season'), 'kharif');
    await vi.waitFor(() => expect(new URL(asked.at(-1)!.url).searchParams.get('season')).toBe('kharif'));
    expect(await within(next).findByText('Ranked for the kharif (monsoon) season, as asked, for Punjab.')).toBeInTheDocument();
    expect(within(next).getByText('Not used: no irrigation method or water storage saved: ranked as rainfed.')).toBeInTheDocument();
    const [item] = within(within(next).getByRole('list', { name: 'Suggested crops' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Green gram (score 95)Green gram is grown in the kharif (monsoon) season. Source: FAO ECOCROP');
  });
});
