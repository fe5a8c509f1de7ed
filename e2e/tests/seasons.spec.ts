import { analyseCrop, createFarmer, headerTitle, sidebarLink } from '../support/app';
import { expect, test } from '../support/fixtures';

// Ludhiana, Punjab: the catalogue has Punjab's typical rice yield (6.2-9.2 t/ha).
test.use({ permissions: ['geolocation'], geolocation: { latitude: 30.9, longitude: 75.85 } });

test.describe('seasons: crops, verdicts, harvests, yield history and suggestions', () => {
  test('a farmer adds two crops, reads a verdict, marks one harvested and sees it in the yield history and the suggestions', async ({ page }) => {
    await createFarmer(page);
    const analysis = page.getByRole('region', { name: 'Analyse your crop Growth' });
    const analyse = async (cropName: string, seedingDate: string) => {
      await analyseCrop(page, cropName, seedingDate);
      await expect(analysis.getByRole('status')).toContainText(`expect harvest around`);
    };
    await analyse('paddy', '2025-06-15');
    await expect(analysis.getByRole('status')).toContainText('Rice in Punjab: the season follows the DES crop calendar for Haryana, a neighbouring state');
    await expect(analysis.getByRole('status')).toContainText('so expect harvest around 2025-10-31.');
    await analyse('tomato', '2025-10-01');
    await expect(analysis.getByRole('status')).toContainText('so expect harvest around 2026-02-23.');

    const crops = page.getByRole('region', { name: 'Your crops' });
    await expect(crops.getByRole('button')).toHaveText(['Tomato, sown 01/10/2025: due for harvest', 'Rice, sown 15/06/2025: due for harvest']);
    await expect(crops.getByRole('button', { name: 'Tomato, sown 01/10/2025: due for harvest' })).toHaveAttribute('aria-pressed', 'true');

    // A reading on the chosen crop gets its verdict at once, and keeps it in the crop's readings.
    await page.getByLabel('day', { exact: true }).fill('14');
    await page.getByLabel('moisture(%)', { exact: true }).fill('27');
    await page.getByLabel('height(cm)', { exact: true }).fill('12');
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/measurements'));
    await page.getByRole('button', { name: 'Submit Farmer Data', exact: true }).click();
    // Checked before the verdict, so that a failure says whether the reading was saved at all.
    expect((await saved).status()).toBe(201);
    const verdict =
      'Day 14: Moisture 27% is above the ideal 18.4-25% for day 14: check drainage. ' +
      'Height 12 cm on day 14 is recorded. There is no regional growth curve for tomato in Punjab, so it is not rated behind or ahead.';
    await expect(page.getByRole('region', { name: 'Update Farmer Crop Data' }).getByRole('status')).toHaveText(verdict);
    await expect(page.getByRole('region', { name: 'Reading verdicts' }).getByRole('listitem')).toHaveText([verdict]);

    // Choosing the rice shows its own tables; it is marked harvested, and a bad area is refused naming the farm's size.
    await crops.getByRole('button', { name: 'Rice, sown 15/06/2025: due for harvest' }).click();
    await expect(analysis.getByRole('status')).toContainText('Rice in Punjab: the season follows');
    await expect(page.getByRole('region', { name: 'Reading verdicts' })).toContainText('No readings for this Rice crop yet.');
    const harvest = page.getByRole('region', { name: 'Harvest of this Rice crop' });
    await harvest.getByRole('button', { name: 'Mark harvested' }).click();
    await harvest.getByLabel('Harvest date').fill('2025-10-20');
    await harvest.getByLabel('Quantity harvested (kg)').fill('3000');
    await harvest.getByLabel('Area harvested (hectares)').fill('20');
    await harvest.getByRole('button', { name: 'Save harvest' }).click();
    await expect(harvest.getByRole('alert')).toHaveText('Area cannot be larger than your farm (12.5 ha).');
    await harvest.getByLabel('Area harvested (hectares)').fill('0.5');
    await harvest.getByRole('button', { name: 'Save harvest' }).click();
    await expect(harvest.getByRole('status')).toHaveText(
      'Your yield: 60 quintals per hectare, below the typical 62-92 quintals per hectare for Rice in Punjab.',
    );
    await expect(harvest).toContainText('Harvested on 20/10/2025: 3,000 kg from 0.5 hectares (60 quintals per hectare).');
    await expect(crops.getByRole('button')).toHaveText([
      'Tomato, sown 01/10/2025: due for harvest',
      'Rice, sown 15/06/2025: harvested 20/10/2025, 60 quintals per hectare',
    ]);

    // The dashboard's crop list carries the suggestions too.
    await expect(page.getByRole('region', { name: 'What to grow next' }).getByRole('list', { name: 'Suggested crops' })).toBeVisible();

    // /historical keeps the soil report and adds the yield history and the suggestions under it.
    await sidebarLink(page, 'Historical Yield').click();
    await expect(headerTitle(page, 'Historical Yield Analysis')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Soil Analysis Report' })).toBeVisible();
    const history = page.getByRole('region', { name: 'Your yield history' });
    const row = history.getByRole('table', { name: 'Harvests by season and crop' }).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td, th')).toHaveText([
      'kharif 2025',
      'Rice',
      '20/10/2025',
      '60',
      '62-92',
      'Your yield: 60 quintals per hectare, below the typical 62-92 quintals per hectare for Rice in Punjab.',
    ]);
    await expect(history.getByRole('img', { name: 'Yield by season and crop chart' })).toBeVisible();
    await expect(history).toContainText('No soil tests saved yet: analyse one above.');

    const suggestions = page.getByRole('region', { name: 'What to grow next' });
    await suggestions.getByLabel('Season').selectOption('kharif');
    await expect(suggestions).toContainText('Ranked for the kharif (monsoon) season, as asked, for Punjab.');
    await expect(suggestions).toContainText('Not used: no soil test yet; no irrigation method or water storage saved: ranked as rainfed.');
    const suggested = suggestions.getByRole('list', { name: 'Suggested crops' }).locator(':scope > li');
    await expect(suggested).toHaveCount(10);
    await expect(suggested.first()).toContainText('Black gram (score 55)');
    await expect(suggested.first()).toContainText('In Punjab it is sown from 1 July to 31 August in kharif.');

    // A soil test is saved for the farmer and listed over time.
    await page.getByLabel('Soil pH').fill('6.2');
    await page.getByLabel('Nitrogen (N) in ppm').fill('12');
    await page.getByLabel('Phosphorus (P) in ppm').fill('8');
    await page.getByLabel('Potassium (K) in ppm').fill('180');
    await page.getByRole('button', { name: 'Analyze Soil' }).click();
    await expect(history.getByRole('table', { name: 'Soil tests over time' }).locator('tbody td')).toHaveText(['6.2', '12', '8', '180']);
    await expect(suggestions).not.toContainText('no soil test yet');
  });
});
