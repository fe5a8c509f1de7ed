import { createFarmer, headerTitle, sidebarLink } from '../support/app';
import { expect, test } from '../support/fixtures';

test.describe('/historical soil analysis report', () => {
  test('analyses a report and shows Soil Data, Detailed Analysis and General Recommendations', async ({ page }) => {
    await createFarmer(page);
    await sidebarLink(page, 'Historical Yield').click();
    await expect(headerTitle(page, 'Historical Yield Analysis')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Soil Analysis Report' })).toBeVisible();

    const fields = {
      pH: page.getByLabel('Soil pH', { exact: true }),
      nitrogen: page.getByLabel('Nitrogen (N) in ppm', { exact: true }),
      phosphorus: page.getByLabel('Phosphorus (P) in ppm', { exact: true }),
      potassium: page.getByLabel('Potassium (K) in ppm', { exact: true }),
    };
    for (const input of Object.values(fields)) {
      await expect(input).toHaveAttribute('type', 'number');
      await expect(input).toHaveAttribute('required', '');
    }

    await fields.pH.fill('4.8');
    await fields.nitrogen.fill('10');
    await fields.phosphorus.fill('12');
    await fields.potassium.fill('0');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/soil/soil-analysis')),
      page.getByRole('button', { name: 'Analyze Soil', exact: true }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ soilData: { 'Soil pH': 4.8, 'Nitrogen (N)': 10, 'Phosphorus (P)': 12, 'Potassium (K)': 0 } });

    const soilData = page.getByRole('region', { name: 'Soil Data' });
    await expect(soilData).toContainText('pH4.8');
    await expect(soilData).toContainText('Potassium (ppm)0');

    const detailed = page.getByRole('region', { name: 'Detailed Analysis' });
    await expect(detailed.getByRole('heading', { name: 'Nitrogen', exact: true })).toBeVisible();
    await expect(detailed).toContainText('Very strongly acid (pH 4.8, USDA NRCS Soil Survey Manual soil reaction class)');
    await expect(detailed).toContainText('Sidedress about 120 lb N/acre (135 kg N/ha) for corn');
    await expect(detailed).toContainText('Low (12 ppm by Bray-1 / Mehlich-3');
    await expect(detailed).toContainText('Very Low (0 ppm by ammonium acetate / Mehlich-3');

    const general = page.getByRole('region', { name: 'General Recommendations' });
    for (const topic of ['pH management', 'Fertilizer plan', 'Organic matter', 'Crops']) {
      await expect(general.getByRole('heading', { name: topic, exact: true })).toBeVisible();
    }
    await expect(general).toContainText('Acid-tolerant crops');
    await expect(general).toContainText('Examples: Finger millet');

    // An alkaline soil gets the opposite advice.
    await fields.pH.fill('8.6');
    await page.getByRole('button', { name: 'Analyze Soil', exact: true }).click();
    await expect(detailed).toContainText('Strongly alkaline (pH 8.6');
    await expect(detailed).toContainText('Do not apply lime or wood ash');

    // Phone width: the result fits without horizontal scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('marks a value out of range under its field, and shows the failure text when the server fails', async ({ page }) => {
    await createFarmer(page);
    await page.goto('/historical');
    await page.getByLabel('Soil pH', { exact: true }).fill('6.5');
    await page.getByLabel('Nitrogen (N) in ppm', { exact: true }).fill('20');
    await page.getByLabel('Phosphorus (P) in ppm', { exact: true }).fill('20');
    await page.getByLabel('Potassium (K) in ppm', { exact: true }).fill('20000');
    const analyze = page.getByRole('button', { name: 'Analyze Soil', exact: true });

    await analyze.click();
    const potassium = page.getByLabel('Potassium (K) in ppm', { exact: true });
    await expect(potassium).toHaveAttribute('aria-invalid', 'true');
    await expect(potassium).toHaveAccessibleDescription('Potassium (K) must be a number of ppm from 0 to 10000.');

    await page.route('**/api/soil/soil-analysis', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"Down."}}' }));
    await page.getByLabel('Potassium (K) in ppm', { exact: true }).fill('200');
    await analyze.click();
    await expect(page.getByText('Failed to fetch analysis. Please try again.', { exact: true })).toBeVisible();
  });
});
