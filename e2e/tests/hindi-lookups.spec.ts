import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { completeProfileViaUI, createFarmer, headerTitle, sidebarLink, signUpViaUI, uniqueEmail } from '../support/app';
import { expect, test } from '../support/fixtures';
import { DEFAULT_SKIP, expectNoEnglish, recordMissingTranslations, switchFarmerToHindi } from '../support/language';
import { repoRoot } from '../support/server';

const datasetDir = path.join(repoRoot, '../shared/datasets/plant-leaves/train');

/**
 * What may stay in Latin letters on the pesticide answer in Hindi, beyond the units every screen allows: the dose
 * units g and ml, and the names of the bodies the lists rest on (CIB&RC registers, PPQS lists the bans, a state
 * university's initials beside its region). Product names, the sources in <cite> and the targets the glossary cannot
 * name yet (marked lang="en", counted below) are skipped.
 */
const PESTICIDE_NAMES: readonly (string | RegExp)[] = ['CIB&RC', 'PPQS', /\((?:[A-Z]{2,6})\)/, /\d\s?(?:g|ml)\b/];

/** A farmer in Ludhiana, Punjab (picked by the place search): the lookup answers with India's registrations. */
async function createPunjabFarmer(page: Page) {
  await signUpViaUI(page, uniqueEmail());
  await page.getByRole('combobox', { name: 'Search for your village or town' }).fill('Ludh');
  await page.getByRole('option', { name: 'Ludhiana, Punjab, India', exact: true }).click();
  await completeProfileViaUI(page, { firstName: 'Gurpreet', lastName: 'Sandhu', areaOfLand: '2' });
}

test.describe('a farmer who switches to Hindi reads the lookups in Hindi', () => {
  test('the pesticide lookup: targets, note, basis and reasons in Hindi, the known gaps marked English and counted', async ({ page }) => {
    const missingTranslations = recordMissingTranslations(page);
    await createPunjabFarmer(page);
    await switchFarmerToHindi(page);
    await sidebarLink(page, 'कीटनाशक').click();
    await page.getByLabel('फ़सल चुनें', { exact: true }).selectOption('Wheat');
    await page.getByRole('button', { name: 'कीटनाशक जानकारी देखें', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'गेहूं: कीटनाशक की जानकारी', exact: true })).toBeVisible();
    const suitable = page.getByRole('region', { name: 'इस्तेमाल करने लायक दवाएँ', exact: true });
    await expect(suitable.getByText(/^पीला \(धारीदार\) रतुआ, पीला रतुआ: 500 g प्रति हेक्टेयर/).first()).toBeVisible();
    await expect(page.getByText(/^हमेशा उत्पाद के लेबल और अपने यहाँ के पंजीकरण का पालन करें/)).toBeVisible();
    // CIB&RC strings the glossary cannot read (its own misprints) stay in English and marked so: a known gap (3 for
    // wheat in Punjab; the state guide's weed notes are in Hindi now), counted so that a change shows. The product
    // names, marked English too, are not a gap.
    const gaps = await page.locator('main [lang="en"]:not(li > span.font-medium)').allInnerTexts();
    expect(gaps).toHaveLength(3);
    expect(gaps).toContain('Blast like disease');
    await expectNoEnglish(page, {
      within: 'main',
      allow: PESTICIDE_NAMES,
      skip: [...DEFAULT_SKIP, 'cite', '[lang="en"]', 'li > span.font-medium', 'select'],
    });
    expect(missingTranslations).toEqual([]);
  });

  test("the disease result: the gate's answer, the crop, the disease and the advice in Hindi", async ({ page }) => {
    const missingTranslations = recordMissingTranslations(page);
    await createFarmer(page);
    await switchFarmerToHindi(page);
    await sidebarLink(page, 'फ़सल के रोग').click();
    await expect(headerTitle(page, 'फ़सल के रोग')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'ये फ़सलें पहचानता है' }).getByRole('listitem')).toHaveText([
      'सेब',
      'मक्का',
      'अंगूर',
      'शिमला मिर्च',
      'आलू',
      'स्ट्रॉबेरी',
      'टमाटर',
    ]);
    const upload = page.getByRole('button', { name: 'अपलोड करें और रोग पहचानें', exact: true });
    const result = page.getByRole('region', { name: 'पहचान का नतीजा:' });

    const greenWall = await sharp({ create: { width: 600, height: 450, channels: 3, background: { r: 60, g: 140, b: 50 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('पत्ती की फ़ोटो').setInputFiles({ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: greenWall });
    await upload.click();
    await expect(result.getByText('यह किसी पौधे की पत्ती नहीं लगती।', { exact: true })).toBeVisible();

    test.skip(!existsSync(datasetDir), `the diagnosis part skipped: ${datasetDir} absent (the PlantVillage photos live outside the repository)`);
    const leaf = readFileSync(path.join(datasetDir, 'Tomato___Leaf_Mold/Crnl-L.Mold_09022_f480c8bc.jpg'));
    await page.getByLabel('पत्ती की फ़ोटो').setInputFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: leaf });
    await upload.click();
    await expect(result.getByText('टमाटर — पत्ती फफूंद', { exact: true }).first()).toBeVisible();
    await expect(result.getByText(/^पत्ती की ऊपरी सतह पर हल्के हरे से पीले धब्बे/)).toBeVisible();
    // The farmer's own file name, as the picker shows it.
    await expectNoEnglish(page, { within: 'main', allow: [/[\w-]+\.jpg\b/], skip: [...DEFAULT_SKIP, 'cite'] });
    expect(missingTranslations).toEqual([]);
  });
});
