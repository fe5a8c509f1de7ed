import { weatherPaths } from '@farmsight/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, json } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

const today = new Date().toISOString().slice(0, 10);
const [year, month, day] = today.split('-');
const forecast = {
  location: { latitude: 30.9, longitude: 75.85 },
  fetchedAt: `${today}T06:00:00.000Z`,
  source: 'Open-Meteo.com (CC BY 4.0)',
  days: [{ date: today, tmax: 24.5, tmin: 8, precipitation: 0, precipitationProbability: 10, et0: 2.1, rhMin: 40, windSpeedMax: 3 }],
};
const weekday = (language: string) => new Date(`${today}T00:00:00Z`).toLocaleDateString(language, { weekday: 'short', timeZone: 'UTC' });

describe('the week’s weather card', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('names each day by its weekday in the farmer’s language and its date as DD/MM/YYYY', async () => {
    answer('get', 'weather', weatherPaths.forecast, json(forecast));
    await renderApp('/dashboard', farmer);
    const card = await screen.findByRole('table', { name: 'Weather, next 7 days' }, { timeout: 5000 });
    expect(within(card).getByRole('rowheader')).toHaveTextContent(`${weekday('en-IN')} ${day}/${month}/${year}`);
    await i18next.changeLanguage('hi');
    expect(await within(card).findByRole('rowheader', { name: `${weekday('hi-IN')} ${day}/${month}/${year}` })).toBeInTheDocument();
  });
});
