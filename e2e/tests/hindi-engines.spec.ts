import type { Page } from '@playwright/test';
import { createFarmer, headerTitle, sidebarLink } from '../support/app';
import { expect, test } from '../support/fixtures';
import { DEFAULT_SKIP, expectNoEnglish, recordMissingTranslations, switchFarmerToHindi } from '../support/language';

// The worker's server reads a local Open-Meteo (apps/server/test/open-meteo-server.ts): heavy rain, a heat wave, frost,
// a river in flood and a dry last 90 days, so every kind of alert shows.

const DAY_MS = 86_400_000;
const dayFromToday = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * What may stay in Latin letters in the engines' Hindi, beyond the units and names every screen allows
 * (LATIN_ALWAYS_ALLOWED): the units these screens add (m for root depth, m³/s for a river's flow, L for litres), and
 * the names of the data sets and publications the answers rest on, as their publishers write them. Source titles
 * themselves sit in <cite> elements and are skipped.
 */
const ENGINE_NAMES: readonly (string | RegExp)[] = [
  /\bm³\/s\b/,
  /\d\s?m\b/, // a root depth in metres: "0.2 m"
  'Open-Meteo.com', // the weather data's provider, credited as its licence asks
  'Open-Meteo',
  'CC BY 4.0',
  'GloFAS', // the flood forecast (Copernicus' Global Flood Awareness System), by its own name
  'Copernicus Emergency Management Service',
  'ERA5-Land', // the rain archive the drought index is computed on
  /\bSPI\b/, // the Standardized Precipitation Index's own abbreviation, beside its Hindi name
  'FAO-56', // the FAO publication whose tables the balance and stages follow
  /\(FAO\)/, // the organisation an irrigation method's efficiency is quoted from
  // The clock time's am/pm as the runtime's Hindi (CLDR) formats it, in "weather fetched at": the dates and times
  // formatter is issue 36's units-and-dates part.
  /\d:\d\d:\d\d [ap]m\b/,
  /"[^"]+"/, // an FAO-56 table row, quoted as printed, in the growth analysis
];

/** Every folded 'How this was worked out' opened, so the technical words are checked too. */
async function openAllDetails(page: Page) {
  await page.locator('main details').evaluateAll((elements) => elements.forEach((element) => ((element as HTMLDetailsElement).open = true)));
}

test.describe('a farmer who switches to Hindi reads the engines in Hindi', () => {
  test('the dashboard, the alerts, the irrigation schedule: crop names, sentences and workings, with no English left', async ({ page }) => {
    const missingTranslations = recordMissingTranslations(page);
    await createFarmer(page);
    await switchFarmerToHindi(page);
    await expect(headerTitle(page, 'डैशबोर्ड')).toBeVisible();

    // The farmer types the crop in Hindi; every screen then names it in Hindi.
    await page.getByPlaceholder('बुवाई की तारीख़ चुनें', { exact: true }).fill(dayFromToday(-30));
    await page.getByPlaceholder('फ़सल का नाम लिखें', { exact: true }).fill('गेहूं');
    await page.keyboard.press('Escape'); // the crop name's suggestions
    await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
    await expect(page.getByRole('region', { name: 'अपनी फ़सल की बढ़वार जाँचें' }).getByRole('status')).toContainText('गेहूं');
    await expect(page.getByRole('button', { name: new RegExp(`^गेहूं, बुवाई ${dayFromToday(-30).split('-').reverse().join('/')}`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'इस गेहूं फ़सल की कटाई' })).toBeVisible();
    // The soil moisture by feel, beside the number.
    await expect(page.getByRole('group', { name: 'मीटर नहीं है? मिट्टी छूकर बताएँ' }).getByRole('radio')).toHaveCount(6);

    // The alerts panel: the drought in the farmer's words ("% less rain than usual"), the SPI folded away.
    const alerts = page.getByRole('region', { name: 'चेतावनियाँ' });
    const drought = alerts.getByRole('listitem').filter({ hasText: 'गंभीर सूखा' });
    await expect(drought).toBeVisible();
    await expect(drought.getByText(/^बारिश सामान्य से बहुत कम है: पिछले 30 दिनों में [\d.]+ mm बारिश हुई, जो इन तारीख़ों की सामान्य [\d.]+ mm से \d+% कम है/)).toBeVisible();
    await openAllDetails(page);
    await expect(drought.getByText(/^मानकीकृत वर्षा सूचकांक \(SPI\)/)).toBeVisible();
    await expectNoEnglish(page, {
      within: 'main',
      allow: ENGINE_NAMES,
      skip: [
        ...DEFAULT_SKIP,
        'cite',
        // The crop suggestions: their own component, checked in Hindi by its own tests.
        'section:has(> ol)',
      ],
    });

    // The header's alert list.
    await page.getByRole('button', { name: 'चेतावनियाँ: 5 चेतावनियाँ', exact: true }).click();
    const list = page.getByRole('region', { name: 'चेतावनियों की सूची' });
    await expect(list.getByRole('listitem').filter({ hasText: 'बाढ़ का गंभीर ख़तरा' })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: `${dayFromToday(10).split('-').reverse().join('/')} को पाले का ख़तरा` })).toBeVisible();
    await expectNoEnglish(page, { within: '[aria-label="चेतावनियों की सूची"]', allow: ENGINE_NAMES, skip: [...DEFAULT_SKIP, 'cite'] });
    await page.keyboard.press('Escape');

    // The irrigation schedule: the crop, stages, soil, method and the next irrigation in Hindi; ET0 and Ks folded away.
    await sidebarLink(page, 'सिंचाई योजना').click();
    await expect(page.getByRole('heading', { name: 'पानी का हिसाब: गेहूं', exact: true })).toBeVisible();
    await expect(page.getByText(/^गेहूं, [^A-Za-z]+ अवस्था: आपकी दोमट मिट्टी में/)).toBeVisible();
    await expect(page.getByText('फ़सल का पानी खर्च, बारिश और जड़ों के पास खर्च हुआ पानी (23 दिन)', { exact: true })).toBeVisible();
    await openAllDetails(page);
    await expectNoEnglish(page, { within: 'main', allow: ENGINE_NAMES, skip: [...DEFAULT_SKIP, 'cite'] });
    expect(missingTranslations).toEqual([]);
  });
});
