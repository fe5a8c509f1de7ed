import { createFarmer, headerTitle, path, profileFields, sidebarLink, signUpViaUI, uniqueEmail } from '../support/app';
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

    // The report leads with the rated lines (a London farm: the lab classes) and folds the lab's reading.
    await expect(page.getByRole('list', { name: 'Soil ratings' }).getByRole('listitem').first()).toHaveText('Soil pH: 4.8Very strongly acid');
    await page.getByText('Lab details', { exact: true }).click();
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
    await expect(page.getByRole('list', { name: 'Soil ratings' }).getByRole('listitem').first()).toHaveText('Soil pH: 8.6Strongly alkaline');
    await page.getByText('Lab details', { exact: true }).click();
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

    await page.route('**/api/soil/soil-analysis', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"Down."}}' }),
    );
    await page.getByLabel('Potassium (K) in ppm', { exact: true }).fill('200');
    await analyze.click();
    await expect(page.getByText('Failed to fetch analysis. Please try again.', { exact: true })).toBeVisible();
  });

  test('a farm in India: kg/ha as on the Soil Health Card, its ratings, and the crop fertilizer plan in bags on the first screen of a phone', async ({
    page,
  }) => {
    await signUpViaUI(page, uniqueEmail());
    const search = page.getByRole('combobox', { name: 'Search for your village or town' });
    await search.fill('Ludh');
    await page.getByRole('option', { name: 'Ludhiana, Punjab, India', exact: true }).click();
    const f = profileFields(page);
    await f.firstName.fill('Gurpreet');
    await f.lastName.fill('Sandhu');
    await f.areaOfLand.fill('2');
    await f.submit.click();
    await expect(page).toHaveURL(path('/dashboard'));

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/historical');
    await page.getByLabel('kg/ha (Soil Health Card)', { exact: true }).check();
    await page.getByLabel('Soil pH', { exact: true }).fill('7.2');
    await page.getByLabel('Nitrogen (N) in kg/ha', { exact: true }).fill('250');
    await page.getByLabel('Phosphorus (P) in kg/ha', { exact: true }).fill('18');
    await page.getByLabel('Potassium (K) in kg/ha', { exact: true }).fill('300');
    await page.getByText('More from a Soil Health Card (optional)').click();
    await page.getByLabel('Zinc (Zn) in ppm', { exact: true }).fill('0.5');
    await page.getByLabel('Crop for the fertilizer plan', { exact: true }).selectOption({ label: 'Rice' });
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/soil/soil-analysis')),
      page.getByRole('button', { name: 'Analyze Soil', exact: true }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      soilData: { 'Soil pH': 7.2, 'Nitrogen (N)': 250, 'Phosphorus (P)': 18, 'Potassium (K)': 300 },
      unit: 'kg/ha',
      soilHealthCard: { zinc: 0.5 },
      cropId: 'rice',
    });

    await expect(page.getByRole('heading', { name: 'Your soil (Soil Health Card ratings)' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Soil ratings' }).getByRole('listitem')).toHaveText([
      'Soil pH: 7.2Neutral',
      'Available nitrogen (N): 250 kg/haLow',
      'Available phosphorus (P): 18 kg/haMedium',
      'Available potassium (K): 300 kg/haHigh',
      'Zinc (Zn): 0.5 ppmDeficient',
    ]);
    // Punjab's rice, 125-30-30 kg/ha: N + 25% (Low), P kept (Medium), K - 25% (High), for the 2 ha of the profile.
    const plan = page.getByRole('region', { name: 'Fertilizer plan in bags' });
    await expect(plan).toContainText(
      'For Rice (recommended for Punjab by ICAR-Indian Institute of Rice Research), adjusted by your soil test: N 156.3, P2O5 30, K2O 22.5 kg/ha.',
    );
    const products = plan.getByRole('list', { name: 'Fertilizer with DAP' }).getByRole('listitem');
    await expect(products.locator('p:first-child')).toHaveText([
      'DAP (18-46-0): 2.5 bags of 50 kg (130 kg) for your 2 hectares',
      'Urea (46% N): 14 bags of 45 kg (629 kg) for your 2 hectares',
      'MOP (60% K2O): 1.5 bags of 50 kg (75 kg) for your 2 hectares',
    ]);
    // On the phone, the first screen of the report ends with what to buy; the lab's reading stays folded.
    await expect(products.first()).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Soil Data' })).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The lab's reading is in the same system as the ratings (ADR 0039): no Iowa class for a farm in India.
    await page.getByText('Lab details', { exact: true }).click();
    const detailed = page.getByRole('region', { name: 'Detailed Analysis' });
    await expect(detailed).toContainText('Medium (18 kg/ha available phosphorus; Soil Health Card norms: Low below 10, Medium 10-25, High above 25 kg/ha).');
    await expect(detailed).not.toContainText('Iowa');

    // The unit is remembered on the next visit.
    await page.reload();
    await expect(page.getByLabel('Nitrogen (N) in kg/ha', { exact: true })).toBeVisible();
  });
});
