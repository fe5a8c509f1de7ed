import { cropPlanningPaths, type SuggestionsResponse } from '@farmsight/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { answer, json } from '@/testing/http';
import { CropSuggestions } from './crop-suggestions';

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
  lacking: ['no soil test yet', 'no earlier crop saved: rotation not considered'],
  excluded: null,
};

function renderSuggestions() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CropSuggestions />
    </QueryClientProvider>,
  );
}

describe('What to grow next', () => {
  it('reads in Hindi: the season choice, what was not used and the ranking; crop names and reasons stay the server’s', async () => {
    answer('get', 'crops', cropPlanningPaths.suggestions, json(suggestions));
    await i18next.loadNamespaces(['common', 'messages']);
    await i18next.changeLanguage('hi');
    renderSuggestions();
    const section = screen.getByRole('region', { name: 'आगे कौन सी फ़सल बोएँ' });
    expect(
      within(screen.getByLabelText('मौसम'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['इस महीने', 'ख़रीफ़', 'रबी', 'ज़ायद']);
    expect(await within(section).findByText('क्रम का आधार: आपका चुना ख़रीफ़ (बरसात) का मौसम, Punjab के लिए।')).toBeInTheDocument();
    expect(within(section).getByText('इनके बिना सुझाव: अभी मिट्टी की जाँच नहीं; पिछली फ़सल नहीं सहेजी: फ़सल चक्र नहीं देखा गया।')).toBeInTheDocument();
    const crops = within(section).getByRole('list', { name: 'सुझाई गई फ़सलें' });
    expect(within(crops).getByText('(अंक 95)')).toBeInTheDocument();
    expect(within(crops).getByText('स्रोत: FAO ECOCROP')).toBeInTheDocument();
  });

  it('keeps the English texts', async () => {
    answer('get', 'crops', cropPlanningPaths.suggestions, json(suggestions));
    renderSuggestions();
    expect(await screen.findByText('Ranked for the kharif (monsoon) season, as asked, for Punjab.')).toBeInTheDocument();
    expect(screen.getByText('Not used: no soil test yet; no earlier crop saved: rotation not considered.')).toBeInTheDocument();
    expect(screen.getByText('(score 95)')).toBeInTheDocument();
  });

  it('says what ruled every crop out when none is listed, with its source', async () => {
    const text = "Your last soil test's pH 8.9 is above the range of every rabi (winter) crop we know (the highest reaches 8.5).";
    const source = 'USDA Agriculture Handbook 60 (Richards, 1954), Diagnosis and Improvement of Saline and Alkali Soils';
    answer('get', 'crops', cropPlanningPaths.suggestions, json({ ...suggestions, season: 'rabi', suggestions: [], excluded: { text, source } }));
    renderSuggestions();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(`Source: ${source}`)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Suggested crops' })).queryAllByRole('listitem')).toEqual([]);
  });
});
