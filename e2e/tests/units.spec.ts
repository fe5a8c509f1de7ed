import { headerTitle, path, profileFields, sidebarLink, signUpInHindiViaUI, signUpViaUI, uniqueEmail } from '../support/app';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Rajasthan's pucca bigha in the land-unit file: 3,025 square yards. */
const RAJASTHAN_BIGHA_M2 = 2529.285264;
/** Jaipur as the place search names it, on an English and on a Hindi screen. */
const JAIPUR = { en: 'Jaipur, Rajasthan, India', hi: 'Jaipur, राजस्थान, भारत' } as const;

/** Picks Jaipur through the place search and waits until the unit list offers Rajasthan's bigha. */
async function chooseJaipur(page: Page, searchLabel: string, typed: string, unitLabel: string, language: keyof typeof JAIPUR = 'en') {
  await page.getByRole('combobox', { name: searchLabel }).fill(typed);
  await page.getByRole('option', { name: JAIPUR[language], exact: true }).click();
  await expect(page.getByLabel(unitLabel, { exact: true }).locator('option[value=bigha]')).toHaveCount(1);
}

async function saveProfile(page: Page, button: string) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/auth/update-profile')),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await expect(page).toHaveURL(path('/dashboard'));
  return request.postDataJSON() as { areaOfLand: number; landUnit: string; yieldUnit: string };
}

test.describe("the farmer's units", () => {
  test('"5 bigha" near Jaipur is stored as hectares and shown back as 5 bigha', async ({ page }) => {
    await signUpViaUI(page, uniqueEmail());
    const f = profileFields(page);
    await f.firstName.fill('Ramesh');
    await f.lastName.fill('Meena');
    await chooseJaipur(page, 'Search for your village or town', 'Jaipur', 'Land unit');
    await f.areaOfLand.fill('5 bigha');
    await page.getByLabel('Show yields in', { exact: true }).selectOption('quintal-per-acre');
    const sent = await saveProfile(page, 'Submit');
    expect(sent.areaOfLand).toBeCloseTo((5 * RAJASTHAN_BIGHA_M2) / 10_000, 9);
    expect([sent.landUnit, sent.yieldUnit]).toEqual(['bigha', 'quintal-per-acre']);

    await sidebarLink(page, 'User').click();
    await expect(headerTitle(page, 'User Profile')).toBeVisible();
    await expect(page.getByText('Land Area', { exact: true }).locator('+ dd')).toHaveText('5 bigha');

    await page.goto('/profile');
    await expect(f.areaOfLand).toHaveValue('5');
    await expect(page.getByLabel('Land unit', { exact: true })).toHaveValue('bigha');
    await expect(page.getByLabel('Show yields in', { exact: true })).toHaveValue('quintal-per-acre');
  });

  test.describe('in Hindi', () => {
    test.use({ locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi' } });

    test('"5 बीघा" at a place searched in Devanagari, and dates written DD/MM/YYYY', async ({ page }) => {
      await signUpInHindiViaUI(page, uniqueEmail());
      await page.getByLabel('पहला नाम', { exact: true }).fill('रमेश');
      await page.getByLabel('उपनाम', { exact: true }).fill('मीणा');
      await chooseJaipur(page, 'अपना गाँव या कस्बा खोजें', 'जयपुर', 'ज़मीन की इकाई', 'hi');
      await page.getByLabel('ज़मीन का रकबा', { exact: true }).fill('5 बीघा');
      const sent = await saveProfile(page, 'सेव करें');
      expect(sent.areaOfLand).toBeCloseTo((5 * RAJASTHAN_BIGHA_M2) / 10_000, 9);
      expect(sent.landUnit).toBe('bigha');

      // A crop sown on 10 November 2025 is listed with that date as DD/MM/YYYY.
      await page.getByPlaceholder('बुवाई की तारीख़ चुनें', { exact: true }).fill('2025-11-10');
      await page.getByPlaceholder('फ़सल का नाम लिखें', { exact: true }).fill('गेहूं');
      await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
      await expect(page.getByRole('button', { name: /, बुवाई 10\/11\/2025:/ })).toBeVisible();
      await expect(page.getByText(/\b2025-11-10\b/)).toHaveCount(0);

      await page.goto('/user');
      await expect(page.getByText('5 बीघा', { exact: true })).toBeVisible();
    });
  });
});
