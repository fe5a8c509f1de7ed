import { cropPlanningPaths, soilPaths, type SoilAnalysisResponse, type SuggestionsResponse, type YieldRecord } from '@farmsight/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
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
  ratings: {
    scheme: 'Lab classes',
    source: 'Iowa State PM 1688',
    lines: [{ parameter: 'pH', label: 'Soil pH', value: 5.2, unit: '', rating: 'Strongly acid', attention: true, norm: 'Target 6-6.5' }],
  },
  fertilizerPlan: { status: 'none', reason: 'no-crop', crop: null, message: 'Choose a crop to get its fertilizer plan in bags.' },
};

const bags = (kg: number, count: number) => ({ kg, bags: count });
const cardReport: SoilAnalysisResponse = {
  ...analysis,
  ratings: {
    scheme: 'Soil Health Card',
    source: 'Department of Agriculture & Cooperation: Methods Manual: Soil Testing in India (2011)',
    lines: [
      {
        parameter: 'nitrogen',
        label: 'Available nitrogen (N)',
        value: 250,
        unit: 'kg/ha',
        rating: 'Low',
        attention: true,
        norm: 'Low below 280, Medium 280-560, High above 560 kg/ha',
      },
      {
        parameter: 'potassium',
        label: 'Available potassium (K)',
        value: 300,
        unit: 'kg/ha',
        rating: 'High',
        attention: false,
        norm: 'Low below 108, Medium 108-280, High above 280 kg/ha',
      },
      { parameter: 'zinc', label: 'Zinc (Zn)', value: 0.5, unit: 'ppm', rating: 'Deficient', attention: true, norm: 'Deficient below 0.6 ppm' },
    ],
  },
  fertilizerPlan: {
    status: 'plan',
    crop: { en: 'Rice', hi: 'धान (चावल)' },
    region: 'Gujarat',
    regionNote: "No entry for Maharashtra yet; this is Gujarat's practice.",
    basis: { kind: 'neighbour', region: 'Gujarat', own: 'Maharashtra', by: 'Anand Agricultural University' },
    landHectares: 2.5,
    recommended: { n: 98.8, p2o5: 49.4, k2o: 49.4 },
    adjusted: { n: 123.5, p2o5: 49.4, k2o: 37.1 },
    adjustments: [
      { nutrient: 'N', rating: 'Low', factor: 1.25 },
      { nutrient: 'P2O5', rating: null, factor: 1 },
      { nutrient: 'K2O', rating: 'High', factor: 0.75 },
    ],
    withDap: [
      { product: 'dap', name: 'DAP (18-46-0)', bagKg: 50, perAcre: bags(43, 1), perHectare: bags(107, 2), wholeLand: bags(268, 5.5) },
      { product: 'urea', name: 'Urea (46% N)', bagKg: 45, perAcre: bags(92, 2), perHectare: bags(226, 5), wholeLand: bags(566, 12.5) },
    ],
    withSsp: [{ product: 'ssp', name: 'SSP (16% P2O5)', bagKg: 50, perAcre: bags(125, 2.5), perHectare: bags(309, 6), wholeLand: bags(772, 15.5) }],
    split: 'Half the N at transplanting.',
    notes: [],
    sources: ['MPKV Rahuri (2022)'],
  },
};

async function fillForm(values = { pH: '5.2', n: '10', p: '7', k: '0' }, unit = 'ppm') {
  for (const [field, value] of [
    ['pH', values.pH],
    ['nitrogen', values.n],
    ['phosphorus', values.p],
    ['potassium', values.k],
  ] as const) {
    await userEvent.type(await screen.findByLabelText(i18next.t(`soil:fields.${field}`, { unit })), value);
  }
}

vi.mock('react-chartjs-2', () => import('@/testing/charts'));

const emptySuggestions = {
  season: 'rabi',
  basis: 'the rabi (winter) season, as asked',
  region: null,
  suggestions: [],
  lacking: ['no soil test yet'],
  excluded: null,
};

describe('/historical', () => {
  beforeEach(() => {
    answer('get', 'soil', soilPaths.tests, json({ tests: [] }));
    answer('get', 'crops', cropPlanningPaths.yields, json({ harvests: [] }));
    answer('get', 'crops', cropPlanningPaths.suggestions, json(emptySuggestions));
    answer(
      'get',
      'soil',
      soilPaths.crops,
      json({
        crops: [
          { id: 'grapes', names: { en: 'Grapes', hi: 'अंगूर' }, hasDose: false },
          { id: 'rice', names: { en: 'Rice', hi: 'धान (चावल)' }, hasDose: true },
          { id: 'wheat', names: { en: 'Wheat', hi: 'गेहूँ' }, hasDose: true },
        ],
      }),
    );
    localStorage.clear();
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

    // The lead comes first and takes the focus; the lab's reading is folded under 'Lab details'.
    const lead = await screen.findByRole('heading', { name: 'Your soil (lab classes)' });
    expect(lead).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Soil ratings' })).getByRole('listitem')).toHaveTextContent('Soil pH: 5.2Strongly acid');
    expect(
      within(screen.getByRole('region', { name: 'Fertilizer plan in bags' })).getByText('Choose a crop to get its fertilizer plan in bags.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Lab details'));
    const soilData = await screen.findByRole('region', { name: 'Soil Data' });
    expect(await requests[0]!.json()).toEqual({ soilData: { 'Soil pH': 5.2, 'Nitrogen (N)': 10, 'Phosphorus (P)': 7, 'Potassium (K)': 0 } });
    expect(within(soilData).getByText('Phosphorus (ppm)').nextSibling).toHaveTextContent('Not provided');
    expect(within(soilData).getByText('Potassium (ppm)').nextSibling).toHaveTextContent('0');

    const detailed = screen.getByRole('region', { name: 'Detailed Analysis' });
    expect(within(detailed).getByRole('heading', { name: 'pH' })).toBeInTheDocument();
    expect(within(detailed).getByText('Strongly acid.')).toBeInTheDocument();
    expect(within(detailed).getByText('pH controls uptake.')).toBeInTheDocument();
    expect(
      within(detailed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apply lime.', 'Re-test in a year.']);
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

  it('takes kg/ha (remembered), Soil Health Card values and a crop, and leads with the rated lines and the plan in bags', async () => {
    const requests = answer('post', 'soil', soilPaths.analysis, json(cardReport));
    await renderApp('/historical', farmer);
    await userEvent.click(await screen.findByLabelText('kg/ha (Soil Health Card)'));
    await userEvent.type(screen.getByLabelText('Soil pH'), '7.2');
    await userEvent.type(screen.getByLabelText('Nitrogen (N) in kg/ha'), '250');
    await userEvent.type(screen.getByLabelText('Phosphorus (P) in kg/ha'), '18');
    await userEvent.type(screen.getByLabelText('Potassium (K) in kg/ha'), '300');
    await userEvent.click(screen.getByText(/^More from a Soil Health Card/));
    await userEvent.type(screen.getByLabelText('Zinc (Zn) in ppm'), '0.5');
    await userEvent.type(screen.getByLabelText('Organic carbon (OC) in %'), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Soil' }));
    expect(screen.getByLabelText('Organic carbon (OC) in %')).toHaveAccessibleDescription('Organic carbon (OC) must be a number of % from 0 to 60.');
    await userEvent.clear(screen.getByLabelText('Organic carbon (OC) in %'));
    // Every crop is listed; one without a per-area dose says so.
    expect(
      within(screen.getByLabelText('Crop for the fertilizer plan'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No crop (ratings only)', 'Grapes (no dose known yet)', 'Rice', 'Wheat']);
    await userEvent.selectOptions(screen.getByLabelText('Crop for the fertilizer plan'), 'rice');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Soil' }));

    const lines = within(await screen.findByRole('list', { name: 'Soil ratings' })).getAllByRole('listitem');
    expect(await requests[0]!.json()).toEqual({
      soilData: { 'Soil pH': 7.2, 'Nitrogen (N)': 250, 'Phosphorus (P)': 18, 'Potassium (K)': 300 },
      unit: 'kg/ha',
      soilHealthCard: { zinc: 0.5 },
      cropId: 'rice',
    });
    expect(screen.getByRole('heading', { name: 'Your soil (Soil Health Card ratings)' })).toHaveFocus();
    expect(lines.map((line) => line.textContent)).toEqual([
      'Available nitrogen (N): 250 kg/haLow',
      'Available potassium (K): 300 kg/haHigh',
      'Zinc (Zn): 0.5 ppmDeficient',
    ]);
    const plan = screen.getByRole('region', { name: 'Fertilizer plan in bags' });
    expect(within(plan).getByText(/^For Rice/)).toHaveTextContent(
      "For Rice (Gujarat's recommendation by Anand Agricultural University, standing in: none for Maharashtra yet), adjusted by your soil test: N 123.5, P2O5 49.4, K2O 37.1 kg/ha.",
    );
    expect(
      within(within(plan).getByRole('list', { name: 'Fertilizer with DAP' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'DAP (18-46-0): 5.5 bags of 50 kg (268 kg) for your 2.5 hectaresPer acre 1 bag of 50 kg (43 kg) · per hectare 2 bags of 50 kg (107 kg)',
      'Urea (46% N): 12.5 bags of 45 kg (566 kg) for your 2.5 hectaresPer acre 2 bags of 45 kg (92 kg) · per hectare 5 bags of 45 kg (226 kg)',
    ]);
    expect(within(plan).getByText('Not tested, so kept at the recommended dose: P2O5.')).toBeInTheDocument();
  });

  it('keeps the unit chosen for the next visit', async () => {
    await renderApp('/historical', farmer);
    await userEvent.click(await screen.findByLabelText('kg/ha (Soil Health Card)'));
    expect(localStorage.getItem('farmsight-soil-unit')).toBe('kg/ha');
    cleanup();
    await renderApp('/historical', farmer);
    expect(await screen.findByLabelText('Nitrogen (N) in kg/ha')).toBeInTheDocument();
    expect(screen.getByLabelText('kg/ha (Soil Health Card)')).toBeChecked();
  });

  it('words the report in Hindi: the ratings, the crop and the bags', async () => {
    await i18next.changeLanguage('hi');
    await i18next.loadNamespaces('soil');
    answer('post', 'soil', soilPaths.analysis, json(cardReport));
    await renderApp('/historical', farmer);
    await userEvent.click(await screen.findByLabelText('किलो/हेक्टेयर (मृदा स्वास्थ्य कार्ड)'));
    await userEvent.selectOptions(screen.getByLabelText('किस फ़सल के लिए खाद योजना'), 'धान (चावल)');
    expect(screen.getByRole('heading', { name: 'मिट्टी जाँच रिपोर्ट' })).toBeInTheDocument();
    expect(screen.getByLabelText('नाइट्रोजन (N), kg/ha में')).toBeInTheDocument();
    await fillForm({ pH: '7.2', n: '250', p: '18', k: '300' }, 'kg/ha');
    await userEvent.click(screen.getByRole('button', { name: 'मिट्टी जाँचें' }));

    const lines = within(await screen.findByRole('list', { name: 'मिट्टी की रेटिंग' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['उपलब्ध नाइट्रोजन (N): 250 kg/haकम', 'उपलब्ध पोटाश (K): 300 kg/haज़्यादा', 'जिंक (Zn): 0.5 ppmकमी']);
    const plan = screen.getByRole('region', { name: 'खाद योजना, बोरियों में' });
    expect(within(plan).getByText(/^धान \(चावल\) के लिए/)).toHaveTextContent(
      'धान (चावल) के लिए (Gujarat के लिए Anand Agricultural University की सिफ़ारिश, क्योंकि Maharashtra की सिफ़ारिश अभी नहीं है), आपकी मिट्टी की जाँच के हिसाब से बदली गई: N 123.5, P2O5 49.4, K2O 37.1 किलो/हेक्टेयर।',
    );
    expect(within(within(plan).getByRole('list', { name: 'डीएपी के साथ खाद' })).getAllByRole('listitem')[1]).toHaveTextContent(
      'यूरिया (46% N): आपकी 2.5 हेक्टेयर ज़मीन के लिए 12.5 बोरियाँ, 45 किलो वाली (566 किलो)प्रति एकड़ 2 बोरियाँ, 45 किलो वाली (92 किलो) · प्रति हेक्टेयर 5 बोरियाँ, 45 किलो वाली (226 किलो)',
    );
  });

  it('shows the spec failure text when the server fails and the server message on a 4xx', async () => {
    const requests = answer(
      'post',
      'soil',
      soilPaths.analysis,
      inTurn(
        networkError,
        apiError(400, 'VALIDATION_ERROR', 'Soil pH must be a number from 0 to 14.'),
        apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.'),
      ),
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
    comparison: {
      typicalTPerHa: [6.2, 9.2],
      status: 'below',
      region: 'Punjab',
      text: 'Your yield: 6 t/ha, below the typical 6.2-9.2 t/ha for Rice in Punjab.',
      source: 'PAU',
    },
  };
  const suggestions: SuggestionsResponse = {
    season: 'kharif',
    basis: 'the kharif (monsoon) season, as asked',
    region: 'Punjab',
    suggestions: [
      {
        cropId: 'green-gram',
        name: 'Green gram',
        score: 95,
        reasons: [{ kind: 'season', text: 'Green gram is grown in the kharif (monsoon) season.', points: 30, source: 'FAO ECOCROP' }],
      },
    ],
    lacking: ['no irrigation method or water storage saved: ranked as rainfed'],
    excluded: null,
  };

  it('shows the harvests by season and crop with a chart, the soil tests over time, and the ranked crops with their sources', async () => {
    answer(
      'get',
      'soil',
      soilPaths.tests,
      json({ tests: [{ id: 't1', pH: 6.2, nitrogen: 12, phosphorus: null, potassium: 180, testedAt: '2026-11-01T08:00:00.000Z' }] }),
    );
    answer('get', 'crops', cropPlanningPaths.yields, json({ harvests: [rice] }));
    answer('get', 'soil', soilPaths.crops, json({ crops: [] }));
    const asked = answer('get', 'crops', cropPlanningPaths.suggestions, json(suggestions));
    await renderApp('/historical', farmer);

    const history = await screen.findByRole('region', { name: 'Your yield history' });
    expect(await within(history).findByRole('img', { name: 'Yield by season and crop chart' })).toHaveAttribute(
      'data-series',
      'Your yield (quintals per hectare)|Typical range (quintals per hectare)',
    );
    const cells = (name: string) =>
      within(within(history).getByRole('table', { name }))
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells('Harvests by season and crop')).toEqual([
      ['Season', 'Crop', 'Harvested', 'Yield (quintals per hectare)', 'Typical (quintals per hectare)', 'Compared'],
      ['kharif 2025', 'Rice', '20/10/2025', '60', '62-92', 'Your yield: 6 t/ha, below the typical 6.2-9.2 t/ha for Rice in Punjab.'],
    ]);
    expect(cells('Soil tests over time')).toEqual([
      ['Tested', 'pH', 'N (ppm)', 'P (ppm)', 'K (ppm)'],
      ['01/11/2026', '6.2', '12', 'not measured', '180'],
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
