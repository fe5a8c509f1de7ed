import { growthPaths, marketPaths, type CropSummary, type MarketPricesResponse } from '@farmsight/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, json } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

vi.mock('react-chartjs-2', () => import('@/testing/charts'));

const summary = (cropType: string, id: string): CropSummary => ({
  id,
  cropType,
  cropName: cropType,
  seedingDate: '2026-06-20',
  harvestDate: '2026-11-30',
  status: 'due for harvest',
  daysToHarvest: 2,
  harvest: null,
  createdAt: '2026-06-20T08:00:00.000Z',
});

const source = { title: 'PIB, Cabinet approves MSP for Kharif crops 2025-26', url: 'https://cacp.da.gov.in/' };

const cotton: MarketPricesResponse = {
  crop: { id: 'cotton', name: 'Cotton' },
  state: 'Punjab',
  district: 'Ludhiana',
  feed: { state: 'ok', message: null, lastPollAt: '2026-11-28T04:00:00.000Z' },
  markets: [
    {
      market: 'Khanna',
      district: 'Ludhiana',
      state: 'Punjab',
      variety: 'Desi',
      grade: 'FAQ',
      date: '2026-11-27',
      modal: 7400,
      min: 7100,
      max: 7600,
      scope: 'district',
      distanceKm: 15,
    },
    {
      market: 'Bathinda',
      district: 'Bathinda',
      state: 'Punjab',
      variety: 'American',
      grade: 'FAQ',
      date: '2026-11-26',
      modal: 7650,
      min: 7200,
      max: 7900,
      scope: 'state',
      distanceKm: null,
    },
  ],
  trendScope: 'district',
  trend: [
    { date: '2026-11-26', modal: 7350, min: 7000, max: 7600, markets: 2 },
    { date: '2026-11-27', modal: 7400, min: 7100, max: 7600, markets: 2 },
  ],
  supportPrices: [{ kind: 'MSP', variety: 'Medium staple', season: 'kharif', year: '2025-26', price: 7710, source }],
  gap: { market: 'Khanna', modal: 7400, supportPrice: 7710, difference: -310, percent: -4 },
  note: null,
};

/** A feed day as every screen writes it: DD/MM/YYYY. */
const day = (iso: string) => iso.split('-').reverse().join('/');

describe('/schemes?tab=prices (Mandi prices)', () => {
  it("shows the farmer's first crop at the nearest markets, with the MSP, the gap, the chart and the credit", async () => {
    answer('get', 'growth', growthPaths.crops, json({ crops: [summary('Cotton', 'c1'), summary('Wheat', 'c2')], nextOffset: null }));
    const requests = answer('get', 'market', marketPaths.prices, json(cotton));
    await renderApp('/schemes?tab=prices', farmer);

    expect(await screen.findByRole('table', { name: 'Cotton near Ludhiana, Punjab (₹ per quintal)' })).toBeInTheDocument();
    expect(new URL(requests[0]!.url).searchParams.get('crop')).toBe('Cotton');
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mandi prices' })).toHaveAttribute('aria-selected', 'true');
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Desi, FAQ', day('2026-11-27'), '₹7,400', '₹7,100', '₹7,600', '15 km'],
      ['American, FAQ', day('2026-11-26'), '₹7,650', '₹7,200', '₹7,900', '—'],
    ]);
    expect(screen.getByText('MSP kharif 2025-26')).toBeInTheDocument();
    expect(screen.getByText('At Khanna the modal price, ₹7,400, is ₹310 (4%) below the MSP.')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: `Chart: Cotton in Ludhiana district, ${day('2026-11-26')} to ${day('2026-11-27')}` });
    expect(chart).toHaveAttribute('data-series', 'Modal price (median of markets)|MSP kharif 2025-26');
    expect(screen.getByRole('link', { name: 'Government Open Data License – India (GODL-India)' })).toHaveAttribute('href', 'https://www.data.gov.in/Godl');
    expect(screen.getByRole('link', { name: 'Current Daily Price of Various Commodities from Various Markets (Mandi)' })).toHaveAttribute('target', '_blank');
  });

  it('asks for another crop by name', async () => {
    const requests = answer(
      'get',
      'market',
      marketPaths.prices,
      json({ ...cotton, crop: { id: 'wheat', name: 'Wheat' }, markets: [], trend: [], gap: null, note: 'no-markets' }),
    );
    await renderApp('/schemes?tab=prices', farmer);
    expect(await screen.findByText('Choose a crop to see its mandi prices.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Another crop' }), { target: { value: 'gehun' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show prices' }));
    expect(await screen.findByText('No market in Punjab has reported Wheat yet.')).toBeInTheDocument();
    expect(new URL(requests[0]!.url).searchParams.get('crop')).toBe('gehun');
  });

  it('says when prices are off, showing no price', async () => {
    answer('get', 'growth', growthPaths.crops, json({ crops: [summary('Cotton', 'c1')], nextOffset: null }));
    answer('get', 'market', marketPaths.prices, json({ ...cotton, feed: { state: 'off', message: 'x', lastPollAt: null }, markets: [], trend: [], gap: null }));
    await renderApp('/schemes?tab=prices', farmer);
    expect(await screen.findByText('Mandi prices are turned off on this server: no data.gov.in API key is set.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the feed's failure in an alert", async () => {
    answer('get', 'growth', growthPaths.crops, json({ crops: [summary('Cotton', 'c1')], nextOffset: null }));
    const message = 'data.gov.in refused the API key (HTTP 403); check DATA_GOV_IN_API_KEY.';
    answer(
      'get',
      'market',
      marketPaths.prices,
      json({ ...cotton, feed: { state: 'failing', message, lastPollAt: null }, markets: [], trend: [], gap: null, note: 'no-markets' }),
    );
    await renderApp('/schemes?tab=prices', farmer);
    expect(await screen.findByRole('alert')).toHaveTextContent(`The latest prices could not be fetched: ${message} Only prices fetched earlier are shown.`);
  });

  it("shows 'Failed to fetch mandi prices' when the server fails", async () => {
    answer('get', 'growth', growthPaths.crops, json({ crops: [summary('Cotton', 'c1')], nextOffset: null }));
    answer('get', 'market', marketPaths.prices, apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'));
    await renderApp('/schemes?tab=prices', farmer);
    expect(await screen.findByText('Failed to fetch mandi prices')).toHaveClass('text-red-600');
  });

  it('reads in Hindi', async () => {
    answer('get', 'growth', growthPaths.crops, json({ crops: [summary('Cotton', 'c1')], nextOffset: null }));
    answer('get', 'market', marketPaths.prices, json(cotton));
    await i18next.loadNamespaces(['news', 'market', 'common']);
    await i18next.changeLanguage('hi');
    await renderApp('/schemes?tab=prices', farmer);
    expect(await screen.findByRole('table', { name: 'Ludhiana, Punjab के पास Cotton (₹ प्रति क्विंटल)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'मंडी भाव' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Khanna में मॉडल भाव ₹7,400 है, जो एमएसपी से ₹310 (4%) कम है।')).toBeInTheDocument();
  });
});
