import { createFarmer, headerTitle, sidebarLink } from '../support/app';
import { expect, test } from '../support/fixtures';

const CROPS = [
  'Corn',
  'Soybeans',
  'Wheat',
  'Cotton',
  'Tomatoes',
  'Lettuce',
  'Grapes',
  'Peppers',
  'Apples',
  'Strawberries',
  'Cucumbers',
  'Rice',
  'Citrus Trees (Oranges, Lemons)',
  'Sugarcane',
];

test.describe('/pesticide lookup', () => {
  test('looks up a crop and shows the suitable and unsuitable lists', async ({ page }) => {
    await createFarmer(page);
    await sidebarLink(page, 'Pesticide').click();
    await expect(headerTitle(page, 'Pesticides and Crop')).toBeVisible();

    const select = page.getByLabel('Select a crop', { exact: true });
    await expect(select.locator('option')).toHaveText(['Select a crop', ...CROPS]);

    // Nothing selected: a message, and no request.
    let lookups = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/pesticides/')) lookups += 1;
    });
    const find = page.getByRole('button', { name: 'Find Pesticide Info', exact: true });
    await find.click();
    await expect(page.getByRole('alert')).toHaveText('Please select a crop first.');
    expect(lookups).toBe(0);

    await select.selectOption('Citrus Trees (Oranges, Lemons)');
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/pesticides/')), find.click()]);
    expect(response.url()).toMatch(/\/api\/pesticides\/Citrus%20Trees%20\(Oranges%2C%20Lemons\)$/);
    await expect(page.getByRole('heading', { name: 'Citrus Trees (Oranges, Lemons) Pesticide Information', exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const suitable = page.getByRole('region', { name: 'Suitable Pesticides', exact: true });
    await expect(suitable).toContainText('Copper hydroxide (bactericide)');
    await expect(suitable).toContainText('Targets: Citrus canker, greasy spot and melanose');
    const unsuitable = page.getByRole('region', { name: 'Not Suitable Pesticides', exact: true });
    await expect(unsuitable).toContainText('Dicofol (miticide)');
    await expect(unsuitable).toContainText('Stockholm Annex A, 2019');
    await expect(page.getByText(/^Always follow the product label and your local registration/)).toBeVisible();

    await select.selectOption('Tomatoes');
    await find.click();
    await expect(page.getByRole('heading', { name: 'Tomatoes Pesticide Information', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Not Suitable Pesticides', exact: true })).toContainText('2,4-D (herbicide)');

    // Phone width: the result fits without horizontal scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('clears the result and shows the failure text when the lookup fails', async ({ page }) => {
    await createFarmer(page);
    await page.goto('/pesticide');
    const select = page.getByLabel('Select a crop', { exact: true });
    const find = page.getByRole('button', { name: 'Find Pesticide Info', exact: true });
    await select.selectOption('Rice');
    await find.click();
    await expect(page.getByRole('heading', { name: 'Rice Pesticide Information', exact: true })).toBeVisible();

    await page.route('**/api/pesticides/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL_ERROR","message":"x"}}' }),
    );
    await find.click();
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch pesticide data.');
    await expect(page.getByRole('heading', { name: 'Rice Pesticide Information' })).toHaveCount(0);

    await page.unroute('**/api/pesticides/**');
    await find.click();
    await expect(page.getByRole('heading', { name: 'Rice Pesticide Information', exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('/pesticide lookup for a farm in Punjab', () => {
  // Ludhiana: the lists are CIB&RC's registrations for the crop, with doses and waiting periods.
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 30.9, longitude: 75.85 } });

  test("lists wheat's registered fungicides with the dose per ha and per acre, the waiting period and the page", async ({ page }) => {
    await createFarmer(page);
    await page.goto('/pesticide');
    await page.getByLabel('Select a crop', { exact: true }).selectOption('Wheat');
    await page.getByRole('button', { name: 'Find Pesticide Info', exact: true }).click();
    const suitable = page.getByRole('region', { name: 'Suitable Pesticides', exact: true });
    const propiconazole = suitable.getByRole('listitem').filter({ hasText: /^Propiconazole 25% EC \(fungicide\)/ });
    await expect(propiconazole).toContainText(
      'Stripe rust /Yellow Rust (P. striiformis): 500 g per ha (202 g per acre), 125 g active ingredient per ha; spray water as on the label. Wait 30 days between the last spray and harvest.',
    );
    await expect(propiconazole).toContainText('(CIB&RC, Major Uses of Pesticides (as on 31.03.2026), Fungicides, p. 24, row 8)');
    await expect(propiconazole).toContainText('Based on: national registration (CIB&RC)');
    // Punjab's own practice, labelled, for what the registrations leave out.
    await expect(suitable).toContainText('Based on: for Punjab (PAU)');
    await page.getByLabel('Select a crop', { exact: true }).selectOption('Tomatoes');
    await page.getByRole('button', { name: 'Find Pesticide Info', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Tomatoes Pesticide Information', exact: true })).toBeVisible();
    const unsuitable = page.getByRole('region', { name: 'Not Suitable Pesticides', exact: true });
    await expect(unsuitable.getByRole('listitem').filter({ hasText: /^Malathion \(insecticide\)/ })).toContainText(
      'Why not: Restricted in India (S.O. 4294(E), 2023-10-03)',
    );
  });
});
