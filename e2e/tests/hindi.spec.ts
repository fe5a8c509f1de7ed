import { path, PASSWORD, recordDialogs, toast, uniqueEmail } from '../support/app';
import { expect, test } from '../support/fixtures';
import { chooseLanguage, expectNoEnglish, recordMissingTranslations } from '../support/language';

/** The place the search offers for "Ludh", and its coordinates in the gazetteer. */
const LUDHIANA = { label: 'Ludhiana, Punjab, India', latitude: 30.91204, longitude: 75.85379 } as const;

test.describe('a farmer whose browser asks for Hindi', () => {
  test.use({ locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi' } });

  test('sees the landing page, sign-up and the profile with its place search in Hindi, with no English left', async ({ page }) => {
    const missingTranslations = recordMissingTranslations(page);
    const dialogs = recordDialogs(page);

    // The landing page: every section and carousel slide, and the contact form's message.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 2, name: 'हमारे बारे में' })).toBeVisible();
    await expect(page.getByRole('group', { name: '5 में से 5' })).toContainText('एमएल मॉडल और एआई समाधान');
    await expectNoEnglish(page);
    await page.getByRole('button', { name: 'भेजें', exact: true }).click();
    await expect.poll(() => dialogs).toEqual(['सारी जानकारी भरना ज़रूरी है']);

    // Sign-up: a form check and its toast, then the account.
    await page.getByRole('link', { name: 'साइन इन', exact: true }).click();
    await expect(page).toHaveURL(path('/auth'));
    await expect(page.getByRole('heading', { level: 1, name: 'FarmSight में आपका स्वागत है' })).toBeVisible();
    await expectNoEnglish(page);
    await page.getByRole('tab', { name: 'साइन अप', exact: true }).click();
    const email = page.getByLabel('ईमेल', { exact: true });
    await email.fill('not-an-address');
    await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
    await page.getByLabel('पासवर्ड दोबारा लिखें', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'साइन अप', exact: true }).click();
    await expect(toast(page, 'सही ईमेल पता लिखें।')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('सही ईमेल पता लिखें।');
    await expectNoEnglish(page);
    await email.fill(uniqueEmail());
    await page.getByRole('button', { name: 'साइन अप', exact: true }).click();

    // The profile: a form check, the place search, the map's line, then the save.
    await expect(page).toHaveURL(path('/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'किसान की प्रोफ़ाइल' })).toBeVisible();
    await expect(page.getByText('अपनी जगह चुनने के लिए नक्शे पर क्लिक करें।', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'नक्शा बड़ा करें' })).toBeVisible();
    await expectNoEnglish(page);
    await page.getByRole('button', { name: 'सेव करें', exact: true }).click();
    await expect(toast(page, 'पहला नाम भरना ज़रूरी है।')).toBeVisible();
    await expectNoEnglish(page);

    const placeNames = { allow: [LUDHIANA.label] };
    await page.getByRole('combobox', { name: 'अपना गाँव या कस्बा खोजें' }).fill('Ludh');
    await page.getByRole('option', { name: LUDHIANA.label, exact: true }).click();
    await expect(page.getByText(`जगह: ${LUDHIANA.label}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`चुने गए निर्देशांक: अक्षांश: ${LUDHIANA.latitude}, देशांतर: ${LUDHIANA.longitude}`, { exact: true })).toBeVisible();
    await page.getByLabel('पहला नाम', { exact: true }).fill('गुरप्रीत');
    await page.getByLabel('उपनाम', { exact: true }).fill('संधू');
    await page.getByLabel('ज़मीन का रकबा (हेक्टेयर)', { exact: true }).fill('2');
    await expectNoEnglish(page, placeNames);

    await page.getByRole('button', { name: 'सेव करें', exact: true }).click();
    await expect(page).toHaveURL(path('/dashboard'));
    await expect(toast(page, 'प्रोफ़ाइल सेव हो गई।')).toBeVisible();
    await expectNoEnglish(page, { within: '[data-sonner-toaster]' });
    expect(missingTranslations).toEqual([]);
  });

  test('an unknown path comes back to the landing page with the not-found toast in Hindi', async ({ page }) => {
    const missingTranslations = recordMissingTranslations(page);
    await page.goto('/fasal-ki-jankari');
    await expect(page).toHaveURL(path('/'));
    await expect(toast(page, 'पेज /fasal-ki-jankari नहीं मिला, इसलिए आपको मुख्य पेज पर लाया गया है।')).toBeVisible();
    await expectNoEnglish(page, { allow: ['/fasal-ki-jankari'] });
    expect(missingTranslations).toEqual([]);
  });

  test("choosing English brings back the spec's English texts, and the choice outlives a reload", async ({ page }) => {
    const missingTranslations = recordMissingTranslations(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'साइन इन', exact: true })).toBeVisible();

    await chooseLanguage(page, 'भाषा', 'en');
    await expectLandingInEnglish();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectLandingInEnglish();

    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to FarmSight' })).toBeVisible();
    await expect(page.getByText('Fill in the details to get started', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'SignUp', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Email is required.')).toBeVisible();
    expect(missingTranslations).toEqual([]);

    async function expectLandingInEnglish() {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button')).toHaveText(['Home', 'About', 'Features', 'Contact']);
      await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
      await expect(page.getByRole('group', { name: '1 of 5' })).toContainText('Historical Yield Timeline');
      await expect(page.getByText('JOIN US, Work with us and see Exponential Growth in your produce.', { exact: true })).toBeVisible();
    }
  });
});
