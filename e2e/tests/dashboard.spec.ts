import type { Page } from '@playwright/test';
import { allToasts, analyseCrop, createFarmer, headerTitle } from '../support/app';
import { expect, test } from '../support/fixtures';

const SUBMIT_URL = '**/api/growth/submit-crop-data';

function cropFields(page: Page) {
  return {
    seedingDate: page.getByPlaceholder('Select a seeding date', { exact: true }),
    cropName: page.getByPlaceholder('Enter crop Name', { exact: true }),
    submit: page.getByRole('button', { name: 'Submit', exact: true }),
    message: page.getByRole('region', { name: 'Analyse your crop Growth' }).getByRole('status'),
    day: page.getByLabel('day', { exact: true }),
    moisture: page.getByLabel('moisture(%)', { exact: true }),
    height: page.getByLabel('height(cm)', { exact: true }),
    submitFarmerData: page.getByRole('button', { name: 'Submit Farmer Data', exact: true }),
    farmerError: page.getByRole('region', { name: 'Update Farmer Crop Data' }).getByRole('alert'),
  };
}

const headerCells = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('thead th');
const rowCells = (page: Page, table: string, row: string) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: row }) })
    .locator('td');

test.describe('/dashboard crop growth analysis', () => {
  test('analyses a crop, shows Submitting..., charts and tables, and keeps farmer data after a reload', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) chunks.push(request.url());
    });
    await createFarmer(page);
    await expect(headerTitle(page, 'Dashboard')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Analyse your crop Growth' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Update Farmer Crop Data' })).toBeVisible();
    const f = cropFields(page);

    // Missing input: the spec's message and no request.
    let submits = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/growth/submit-crop-data')) submits += 1;
    });
    await f.cropName.fill('Tomato');
    await f.submit.click();
    await expect(f.message).toHaveText('Please select a date and enter a crop type.');
    expect(submits).toBe(0);
    // chart.js is not loaded before there is something to chart.
    expect(chunks.filter((url) => url.includes('growth-charts'))).toEqual([]);

    // The request is held until the button has been seen busy.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SUBMIT_URL, async (route) => {
      await held;
      await route.continue();
    });
    await f.seedingDate.fill('2025-04-01');
    await f.submit.click();
    const busy = page.getByRole('button', { name: 'Submitting...', exact: true });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveClass(/\bbg-gray-400\b/);
    release();

    // The profile's location (about 51.5°N) picks the temperate FAO-56 row for tomato, named in the folded workings.
    await expect(f.message).toContainText('Tomato takes 155 days from sowing to harvest, so expect harvest around 2025-09-03.');
    const analysis = page.getByRole('region', { name: 'Analyse your crop Growth' });
    await analysis.getByText('How this was worked out', { exact: true }).click();
    await expect(
      analysis.getByText(
        'Growth stages from FAO-56 Table 11, row "Calif., USA, April/May" (chosen for your latitude 51.5°N (temperate zone)): initial 35 days, development 40, mid-season 50 and late season 30.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(f.submit).toBeEnabled();
    await page.unroute(SUBMIT_URL);

    await expect(page.getByText('Moisture vs Day', { exact: true })).toBeVisible();
    await expect(page.getByText('Height vs Day', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Moisture vs Day chart' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Height vs Day chart' })).toBeVisible();

    const idealHeader = headerCells(page, 'Ideal Growth Data');
    await expect(idealHeader).toHaveCount(25);
    await expect(idealHeader.first()).toHaveText('Parameter');
    await expect(idealHeader.nth(1)).toHaveText('Day 0');
    await expect(idealHeader.nth(2)).toHaveText('Day 7');
    await expect(idealHeader.last()).toHaveText('Day 155');
    await expect(rowCells(page, 'Ideal Growth Data', 'Height').nth(11)).toHaveText('60');
    await expect(headerCells(page, 'Farmer Growth Data')).toHaveText(['Parameter']);

    // Farmer data: all three fields are needed; a full reading is appended and the inputs are cleared.
    await f.day.fill('14');
    await f.moisture.fill('21.5');
    await f.submitFarmerData.click();
    await expect(f.farmerError).toHaveText('Please fill in all fields for day, moisture, and height.');
    await f.height.fill('9');
    await f.submitFarmerData.click();
    await expect(headerCells(page, 'Farmer Growth Data')).toHaveText(['Parameter', 'Day 14']);
    await expect(rowCells(page, 'Farmer Growth Data', 'Moisture')).toHaveText(['21.5']);
    await expect(rowCells(page, 'Farmer Growth Data', 'Height')).toHaveText(['9']);
    await expect(f.day).toHaveValue('');
    await expect(f.farmerError).toHaveText('');

    await f.day.fill('3');
    await f.moisture.fill('20');
    await f.height.fill('1.5');
    await f.submitFarmerData.click();
    await expect(headerCells(page, 'Farmer Growth Data')).toHaveText(['Parameter', 'Day 14', 'Day 3']);

    // A reload reopens the latest analysis with the farmer's readings.
    await page.reload();
    await expect(headerCells(page, 'Farmer Growth Data')).toHaveText(['Parameter', 'Day 14', 'Day 3']);
    await expect(rowCells(page, 'Farmer Growth Data', 'Height')).toHaveText(['9', '1.5']);
    await expect(cropFields(page).message).toContainText('so expect harvest around 2025-09-03.');
    await expect(page.getByRole('img', { name: 'Moisture vs Day chart' })).toBeVisible();
  });

  test('shows the server sentence for an unknown crop and the failure text when the server fails', async ({ page }) => {
    await createFarmer(page);
    const f = cropFields(page);
    await analyseCrop(page, 'Xyzzy', '2025-04-01');
    await expect(f.message).toContainText('We have no growth data for "Xyzzy". Known crops: Apple, Banana, Barley,');

    await page.route(SUBMIT_URL, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"Down."}}' }),
    );
    await f.cropName.fill('Wheat');
    await f.submit.click();
    await expect(f.message).toHaveText('Failed to submit data. Please try again.');
  });

  test('fits a 375 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await createFarmer(page);
    const f = cropFields(page);
    await analyseCrop(page, 'sugarcane', '2025-04-01');
    await expect(page.getByRole('table', { name: 'Ideal Growth Data' })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The calendar opens in the flow of the form, within the screen: the crop field and Submit move below it, uncovered.
    // (The profile's 'saved' toast has gone first: it sits where a phone scrolls Submit to, the screen's bottom.)
    await expect(allToasts(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const calendar = page.getByRole('grid');
    await expect(calendar).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const calendarBox = (await calendar.boundingBox())!;
    for (const control of [f.cropName, f.submit]) {
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(box.y, 'below the calendar').toBeGreaterThanOrEqual(calendarBox.y + calendarBox.height);
      // What a tap on its centre reaches is the control itself.
      const reached = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('input, button')?.outerHTML ?? '', {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(reached).toBe(await control.evaluate((element) => element.outerHTML));
    }
    await calendar.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /April 15th, 2025/ }).click();
    await expect(f.seedingDate).toHaveValue('2025-04-15');
    await expect(calendar).toBeHidden();
  });

  test('closes the calendar on Escape and on a click outside it', async ({ page }) => {
    await createFarmer(page);
    const open = page.getByRole('button', { name: 'Open calendar' });
    await open.click();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('grid')).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.getByRole('heading', { name: 'Update Farmer Crop Data' }).click();
    await expect(page.getByRole('grid')).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test("suggests the catalogue's crops in the crop field and keeps a name typed freely", async ({ page }) => {
    await createFarmer(page);
    const f = cropFields(page);
    const options = page.locator(`datalist#${await f.cropName.getAttribute('list')} option`);
    await expect(options).toHaveCount(52);
    await expect(options.first()).toHaveAttribute('value', 'Apple');
    await expect(page.locator('datalist option[value="Wheat"]')).toHaveCount(1);

    // A Hindi name is not among the suggestions, and still analyses the crop it names.
    await analyseCrop(page, 'gehun', '2025-04-01');
    await expect(f.message).toContainText('Wheat takes');
  });

  test('reads a date typed as 15/06/2026, and a date that is no date clears the charts under the problem', async ({ page }) => {
    await createFarmer(page);
    const f = cropFields(page);
    await expect(page.getByText('DD/MM/YYYY or YYYY-MM-DD', { exact: true })).toBeVisible();
    await analyseCrop(page, 'Tomato', '15/06/2026');
    await expect(f.message).toContainText('Tomato takes');
    await expect(page.getByRole('img', { name: 'Moisture vs Day chart' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Tomato, sown 15\/06\/2026:/ })).toBeVisible();

    await f.seedingDate.fill('31/02/2026');
    await f.submit.click();
    await expect(f.message).toHaveText('Seeding date must be a real date written as DD/MM/YYYY or YYYY-MM-DD.');
    await expect(f.seedingDate).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('img', { name: 'Moisture vs Day chart' })).toHaveCount(0);
    // Only the week's weather stays: no growth table.
    await expect(page.getByRole('table').filter({ hasNotText: 'Chance of rain' })).toHaveCount(0);

    // The saved crop is still there to choose.
    await page.getByRole('button', { name: /^Tomato, sown 15\/06\/2026:/ }).click();
    await expect(page.getByRole('table', { name: 'Ideal Growth Data' })).toBeVisible();
  });

  test('the Ideal table says it scrolls while days are cut off, and scrolls from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await createFarmer(page);
    await analyseCrop(page, 'Tomato', '2025-04-01');
    const scroller = page.getByRole('region', { name: 'Ideal Growth Data, scrollable' });
    const panel = page.getByRole('region', { name: 'Ideal Growth Data', exact: true });
    await expect(panel.getByText('Scroll sideways for more days →', { exact: true })).toBeVisible();

    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Arrow keys move it on a few days at a time: at the last day the hint is gone.
    const hint = panel.getByText('Scroll sideways for more days →', { exact: true });
    for (let presses = 0; presses < 100 && (await hint.isVisible()); presses += 1) await page.keyboard.press('ArrowRight');
    await expect(hint).toBeHidden();
    // The last day's column lies within the scroller's visible box.
    const lastDayShown = await scroller.evaluate((element) => {
      const column = element.querySelector('thead th:last-child')!.getBoundingClientRect();
      const visible = element.getBoundingClientRect();
      return column.left >= visible.left && column.right <= visible.right + 1;
    });
    expect(lastDayShown).toBe(true);
  });

  test("keeps the spec's farmer-data labels and shows what each measures beside them", async ({ page }) => {
    await createFarmer(page);
    const f = cropFields(page);
    const panel = page.getByRole('region', { name: 'Update Farmer Crop Data' });
    for (const [field, hint] of [
      [f.day, 'days after seeding'],
      [f.moisture, "soil water, % of the soil's volume"],
      [f.height, 'plant height in cm'],
    ] as const) {
      await expect(panel.getByText(hint, { exact: true })).toBeVisible();
      await expect(field).toHaveAccessibleDescription(hint);
    }
  });
});
