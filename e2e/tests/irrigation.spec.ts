import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { analyseCrop, createFarmer, headerTitle, path, signUpViaUI, uniqueEmail } from '../support/app';
import { expect, test } from '../support/fixtures';

// The worker's server reads a local Open-Meteo (apps/server/test/open-meteo-server.ts): 80 mm of rain three days
// ahead, 46 °C five days ahead, 1.5 °C ten days ahead, a river at 1,500 m³/s four days ahead, a dry last 90 days.

const DAY_MS = 86_400_000;
const dayFromToday = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

async function saveCrop(page: Page, cropName: string, seedingDate: string) {
  await page.goto('/dashboard');
  await analyseCrop(page, cropName, seedingDate);
  await expect(page.getByRole('region', { name: 'Analyse your crop Growth' }).getByRole('status')).toContainText(cropName);
}

test.describe('/irrigation (Irrigation Model)', () => {
  test('asks for a location first and links to /profile', async ({ page }) => {
    await signUpViaUI(page, uniqueEmail('irrigation'));
    await page.goto('/irrigation');
    await expect(headerTitle(page, 'Irrigation Model')).toBeVisible();
    await expect(page.getByText('Set your farm location on the profile page to get weather and irrigation advice.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your profile', exact: true }).click();
    await expect(page).toHaveURL(path('/profile'));
  });

  test('shows the root zone, the next irrigation and the 23-day chart; logs an irrigation; keeps sources and settings', async ({ page }) => {
    await createFarmer(page);
    await saveCrop(page, 'Maize', dayFromToday(-30));
    await page.goto('/irrigation');
    await expect(headerTitle(page, 'Irrigation Model')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Water balance: Maize', exact: true })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Root zone water used' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Next irrigation' })).toBeVisible();
    await expect(page.getByText('Crop water use, rain and root-zone water used (23 days)', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open-Meteo.com', exact: true })).toHaveAttribute('href', 'https://open-meteo.com/');
    await expect(page.getByRole('link', { name: 'CC BY 4.0', exact: true })).toBeVisible();

    // Log an irrigation: a bad depth names the problem, a good one is taken into the balance.
    const depth = page.getByLabel('Depth (mm)', { exact: true });
    await depth.fill('-3');
    await page.getByRole('button', { name: 'Log Irrigation', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Depth must be more than 0 mm.' })).toBeVisible();
    await depth.fill('25');
    await page.getByRole('button', { name: 'Log Irrigation', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Irrigation logged.' })).toBeVisible();

    // Water sources.
    await expect(page.getByText('No water sources yet. Add your tubewells, borewells, canal turns, tanks and ponds below.')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Farm pond');
    await page.getByLabel('Kind', { exact: true }).selectOption('pond');
    await page.getByLabel('Capacity (litres)', { exact: true }).fill('100000');
    await page.getByLabel('Current level (litres)', { exact: true }).fill('50000');
    await page.getByRole('button', { name: 'Add Source', exact: true }).click();
    await expect(page.getByText('Farm pond (pond)', { exact: true })).toBeVisible();
    await expect(page.getByText(/^50,000 L of 1,00,000 L · [\d.]+ days of supply$/)).toBeVisible();
    await page.getByLabel('New level of Farm pond (litres)', { exact: true }).fill('150000');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Current level cannot exceed the capacity. This one holds 100,000 litres.', { exact: true })).toBeVisible();

    // Settings: the defaults are stated until the farmer saves their own.
    await expect(page.getByText('Until you save your own, the model assumes a loam soil and surface irrigation.')).toBeVisible();
    await page.getByLabel('Irrigation method', { exact: true }).selectOption('drip');
    await page.getByRole('button', { name: 'Save Settings', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await expect(page.getByText('Application efficiency of drip irrigation: 90 % (FAO).')).toBeVisible();
  });

  test('shows the week’s weather, keeps a tubewell by the time it fills a drum, and gives the next irrigation in pump-hours', async ({ page }) => {
    await createFarmer(page);
    await saveCrop(page, 'Maize', dayFromToday(-30));
    await page.goto('/irrigation');
    const week = page.getByRole('region', { name: 'Weather, next 7 days' });
    await expect(week.getByRole('row')).toHaveCount(8);
    // Three days ahead: 80 mm at 90 % (the fixture's heavy rain).
    await expect(week.getByRole('row').nth(4).getByRole('cell')).toHaveText(['33', '18', '80', '90 %']);

    await page.getByLabel('Name', { exact: true }).fill('Tubewell');
    await page.getByLabel('Kind', { exact: true }).selectOption('tubewell');
    await page.getByLabel('Or: drum size (litres)', { exact: true }).fill('200');
    await page.getByLabel('Seconds to fill the drum', { exact: true }).fill('25');
    await page.getByRole('button', { name: 'Add Source', exact: true }).click();
    await expect(page.getByText('Tubewell (tubewell)', { exact: true })).toBeVisible();
    await expect(page.getByText('8 litres a second', { exact: true })).toBeVisible();

    // On sand the maize needs water within the forecast: the next irrigation is also in hours of the 8 L/s pump.
    await page.getByLabel('Soil texture', { exact: true }).selectOption('sand');
    await page.getByRole('button', { name: 'Save Settings', exact: true }).click();
    await expect(
      page.getByRole('group', { name: 'Next irrigation' }).getByText(/^[\d.]+ hours of your pump; [\d.]+ mm of it reaches the roots$/),
    ).toBeVisible();

    // A log in pump-hours.
    await page.getByLabel('Measured in', { exact: true }).selectOption('pump-hours');
    await page.getByLabel('Pump-hours', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Log Irrigation', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Irrigation logged.' })).toBeVisible();
  });

  test('on a 375 px phone the page fits and axe finds nothing serious', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await createFarmer(page);
    await saveCrop(page, 'Wheat', dayFromToday(-20));
    await page.goto('/irrigation');
    await expect(page.getByRole('heading', { name: 'Water balance: Wheat', exact: true })).toBeVisible();
    await expect(page.getByText('Crop water use, rain and root-zone water used (23 days)', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id }) => id)).toEqual([]);
  });
});

test.describe('alerts', () => {
  test('the dashboard panel and the header bell list the farm’s alerts', async ({ page }) => {
    await createFarmer(page);
    const panel = page.getByRole('region', { name: 'Alerts' });
    await expect(panel.getByText(`Heavy rain on ${dayFromToday(3)}`)).toBeVisible();
    await expect(panel.getByText('Severe flood risk')).toBeVisible();
    await expect(panel.getByText('Severe drought')).toBeVisible();
    await expect(panel.getByText(`Severe heat wave on ${dayFromToday(5)}`)).toBeVisible();
    await expect(panel.getByText(`Frost risk on ${dayFromToday(10)}`)).toBeVisible();

    const bell = page.getByRole('button', { name: 'Alerts: 5 alerts', exact: true });
    await bell.click();
    const list = page.getByRole('region', { name: 'Alerts list' });
    await expect(list.getByText(`Heavy rain on ${dayFromToday(3)}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(bell).toBeFocused();

    // A click outside the list closes it too; a click inside does not.
    await bell.click();
    await list.getByText('Severe drought').click();
    await expect(list).toBeVisible();
    await headerTitle(page, 'Dashboard').click();
    await expect(list).toBeHidden();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a 375 px phone the bell’s list fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await createFarmer(page);
    await page.getByRole('button', { name: 'Alerts: 5 alerts', exact: true }).click();
    const list = page.getByRole('region', { name: 'Alerts list' });
    await expect(list.getByText('Severe flood risk')).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('without a location the bell counts no alerts', async ({ page }) => {
    await signUpViaUI(page, uniqueEmail('alerts'));
    await page.goto('/irrigation');
    await expect(page.getByRole('button', { name: 'Alerts: 0 alerts', exact: true })).toBeVisible();
  });
});
