import { path, PASSWORD, recordDialogs, toast, uniqueEmail } from '../support/app';
import { expect, test } from '../support/fixtures';
import { chooseLanguage, DEFAULT_SKIP, expectNoEnglish, recordMissingTranslations } from '../support/language';

/** The place the search offers for "Ludh" on a Hindi screen (the state and country in Hindi), and its coordinates. */
const LUDHIANA = { label: 'Ludhiana, पंजाब, भारत', latitude: 30.91204, longitude: 75.85379 } as const;

test.describe('a farmer whose browser asks for Hindi', () => {
  test.use({ locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi' } });

  test('sees the landing page, sign-up, the profile with its place search, the dashboard, the soil report and the assistant in Hindi, with no English left', async ({
    page,
  }) => {
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

    const placeNames = { allow: ['Ludhiana'] }; // the town as the gazetteer spells it
    await page.getByRole('combobox', { name: 'अपना गाँव या कस्बा खोजें' }).fill('Ludh');
    await page.getByRole('option', { name: LUDHIANA.label, exact: true }).click();
    await expect(page.getByText(`जगह: ${LUDHIANA.label}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`चुने गए निर्देशांक: अक्षांश: ${LUDHIANA.latitude}, देशांतर: ${LUDHIANA.longitude}`, { exact: true })).toBeVisible();
    await page.getByLabel('पहला नाम', { exact: true }).fill('गुरप्रीत');
    await page.getByLabel('उपनाम', { exact: true }).fill('संधू');
    await page.getByLabel('ज़मीन का रकबा', { exact: true }).fill('2');
    await expectNoEnglish(page, placeNames);

    await page.getByRole('button', { name: 'सेव करें', exact: true }).click();
    await expect(page).toHaveURL(path('/dashboard'));
    await expect(toast(page, 'प्रोफ़ाइल सेव हो गई।')).toBeVisible();
    await expectNoEnglish(page, { within: '[data-sonner-toaster]' });

    // The dashboard: an analysis of wheat, its charts and tables, and a field reading with its verdict.
    await expect(page.getByRole('heading', { level: 2, name: 'अपनी फ़सल की बढ़वार जाँचें' })).toBeVisible();
    await page.getByPlaceholder('बुवाई की तारीख़ चुनें', { exact: true }).fill('2025-11-10');
    await page.getByPlaceholder('फ़सल का नाम लिखें', { exact: true }).fill('Wheat');
    await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
    await expect(page.getByRole('img', { name: 'दिन के हिसाब से नमी चार्ट' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'आदर्श बढ़वार' }).locator('thead th').first()).toHaveText('माप');
    await page.getByLabel('दिन', { exact: true }).fill('14');
    await page.getByLabel('नमी (%)', { exact: true }).fill('20');
    await page.getByLabel('ऊँचाई (cm)', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'जानकारी सहेजें', exact: true }).click();
    await expect(page.getByRole('region', { name: 'आपकी जानकारी पर सलाह' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'कटाई दर्ज करें', exact: true }).click();
    await page.getByRole('button', { name: 'कटाई सहेजें', exact: true }).click();
    await expect(page.getByText('कटाई की तारीख़, उपज और रकबा भरें।', { exact: true })).toBeVisible();
    await expectNoEnglish(page, {
      allow: [
        'Wheat', // the crop name as the farmer typed it
        // Data the server quotes as published: the FAO-56 table's row name (in its English, in quotes) and the table's
        // name, in the growth message.
        /"[^"]+"/,
        'FAO-56',
      ],
      skip: [
        ...DEFAULT_SKIP,
        // The alerts (their own screen area): the weather and flood alerts' texts come from the server in English.
        'section[aria-labelledby=alerts-heading]',
        // The crop suggestions (their own component, with its own Hindi test): catalogue crop names and source titles.
        'section:has(> ol)',
        // Source titles as published (the soil-moisture-by-feel publication).
        'cite',
      ],
    });

    // The soil report at /historical: the ratings and the fertilizer plan (the form above it is the soil screen's).
    await page.getByRole('link', { name: 'पिछली पैदावार', exact: true }).click();
    await expect(page).toHaveURL(path('/historical'));
    const soilFields = page.getByRole('spinbutton');
    await soilFields.nth(0).fill('6.2');
    await soilFields.nth(1).fill('250');
    await soilFields.nth(2).fill('15');
    await soilFields.nth(3).fill('200');
    await page.locator('main form button[type=submit]').click();
    await expect(page.getByRole('list', { name: 'मिट्टी की रेटिंग' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'खाद योजना, बोरियों में' })).toBeVisible();
    const nutrientSymbols = { allow: [/\b(?:pH|N|P|K)\b/] }; // chemical symbols, as on the Soil Health Card
    await expectNoEnglish(page, { ...nutrientSymbols, within: 'section[aria-labelledby=soil-ratings-heading]' });
    await expectNoEnglish(page, { ...nutrientSymbols, within: 'section[aria-labelledby=fertilizer-plan-heading]' });

    // The assistant at /ai: a question in Hindi.
    await page.getByRole('link', { name: 'एआई सहायक', exact: true }).click();
    await expect(page).toHaveURL(path('/ai'));
    await page.getByPlaceholder('खेती से जुड़ा कोई भी सवाल पूछें', { exact: true }).fill('गेहूं की बीज दर');
    await page.getByRole('button', { name: 'भेजें', exact: true }).click();
    await expect(page.getByTestId('chat-response')).not.toBeEmpty();
    await expectNoEnglish(page, {
      // Without a language model (as in this run) the answer is worded from the seed-rate data, whose notes on a
      // figure (in brackets: sowing method, varieties) are stored in their source's English.
      allow: [/\([A-Z][^()]*(?:\([^()]*\)[^()]*)*\)/],
      skip: [
        ...DEFAULT_SKIP,
        // The sources list names the publications as published.
        '[aria-live=polite] ul',
      ],
    });
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
