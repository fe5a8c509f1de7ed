import { FULL_KEY, mandiRecord, startMandiFeedServer } from '../../apps/server/test/mandi-feed-server';
import { analyseCrop, createFarmer, headerTitle } from '../support/app';
import { expectNoSidewaysScroll, seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { startServer } from '../support/server';

// Samrala, Ludhiana district, Punjab: the profile map centres here and the farmer's click picks it.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 30.836, longitude: 76.19 }, viewport: { width: 375, height: 812 } });

/** Today as the feed writes it, DD/MM/YYYY. */
function feedDate(date = new Date()): string {
  return [date.getUTCDate(), date.getUTCMonth() + 1].map((part) => String(part).padStart(2, '0')).join('/') + `/${date.getUTCFullYear()}`;
}

test.describe('/schemes: mandi prices and the schemes directory', () => {
  test("shows the farmer's crop at the district's markets with the MSP gap, then the schemes for the farm", async ({ browser }) => {
    // A server of its own (with the fixture feed), a crop analysis and two axe scans: more than a minute on a loaded 2-core machine.
    test.slow();
    const today = feedDate();
    const feed = await startMandiFeedServer([
      mandiRecord({
        district: 'Ludhiana',
        market: 'Khanna',
        commodity: 'Cotton',
        variety: 'Desi',
        arrival_date: today,
        min_price: '7100',
        max_price: '7600',
        modal_price: '7400',
      }),
      mandiRecord({
        district: 'Bathinda',
        market: 'Bathinda',
        commodity: 'Cotton',
        variety: 'American',
        arrival_date: today,
        min_price: '7200',
        max_price: '7900',
        modal_price: '7650',
      }),
      mandiRecord({ state: 'Keralam', district: 'Ernakulam', market: 'Perumbavoor', commodity: 'Soyabean', arrival_date: today, modal_price: '5100' }),
    ]);
    const server = await startServer({ env: { DATA_GOV_IN_API_KEY: FULL_KEY, MANDI_PRICES_URL: feed.url() } });
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const page = await context.newPage();
      await createFarmer(page, { areaOfLand: '1.5' });
      await analyseCrop(page, 'Cotton', '2026-06-01');
      await expect(page.getByRole('region', { name: 'Analyse your crop Growth' }).getByRole('status')).toContainText('expect harvest around');

      await page.goto('/schemes');
      await expect(headerTitle(page, 'News')).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText(['News', 'Mandi prices', 'Schemes']);
      await expect(page.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');

      // The first poll runs right after the server starts listening; reload until it has landed.
      const table = page.getByRole('table', { name: 'Cotton near Ludhiana, Punjab (₹ per quintal)' });
      await expect(async () => {
        await page.goto('/schemes?tab=prices');
        await expect(table).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Cotton' })).toHaveAttribute('aria-pressed', 'true');
      await expect(table.getByRole('rowheader')).toHaveText(['KhannaLudhiana', 'BathindaBathinda']);
      await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('₹7,400');
      await expect(page.getByText('At Khanna the modal price, ₹7,400, is ₹310 (4%) below the MSP.')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'MSP kharif 2025-26 (Medium staple): ₹7,710 per quintal.' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Chart: Cotton in Ludhiana district/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Government Open Data License – India (GODL-India)' })).toBeVisible();
      expect(feed.requests).toHaveLength(1);
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);

      await page.getByRole('tab', { name: 'Schemes' }).click();
      await expect(page).toHaveURL(/\?tab=schemes$/);
      await expect(page.getByText('Schemes for a farm in Punjab, 1.5 hectares.')).toBeVisible();
      const pmKisan = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'PM-KISAN (Pradhan Mantri Kisan Samman Nidhi)' }) });
      await expect(pmKisan.getByText('₹6,000 a year in three instalments of ₹2,000.')).toBeVisible();
      await expect(pmKisan.getByRole('link', { name: '155261' })).toHaveAttribute('href', 'tel:155261');
      await expect(page.getByRole('heading', { name: 'Namo Shetkari Mahasanman Nidhi' })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
      await server.dispose();
      await feed.close();
    }
  });

  test('without an API key the prices tab says prices are off', async ({ page }) => {
    await createFarmer(page);
    await page.goto('/schemes?tab=prices');
    await page.getByRole('textbox', { name: 'Another crop' }).fill('wheat');
    await page.getByRole('button', { name: 'Show prices' }).click();
    await expect(page.getByText('Mandi prices are turned off on this server: no data.gov.in API key is set.')).toBeVisible();
    await expect(page.getByText('MSP rabi 2026-27', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
