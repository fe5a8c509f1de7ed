import type { CropDetail, CropListResponse } from '@farmsight/contracts';
import type { Page } from '@playwright/test';
import { analyseCrop, createFarmer, headerTitle } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about one.
test.use({ serviceWorkers: 'allow' });

const DAY_MS = 86_400_000;
const dayFromToday = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const pad = (value: number) => String(value).padStart(2, '0');
const sentences = {
  en: (time: string) => `Offline — showing data from ${time}`,
  hi: (time: string) => `ऑफ़लाइन — ${time} का डेटा दिखा रहे हैं`,
};
/** Every banner the app may show for data fetched between `from` and now, a minute apart, in DD/MM/YYYY HH:mm. */
function bannersSince(from: number, language: keyof typeof sentences = 'en'): string[] {
  const banners: string[] = [];
  for (let minute = Math.floor(from / 60_000) * 60_000; minute <= Date.now(); minute += 60_000) {
    const at = new Date(minute);
    banners.push(sentences[language](`${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`));
  }
  return banners;
}

async function saveCrop(page: Page, cropName: string, seedingDate: string) {
  await page.goto('/dashboard');
  await analyseCrop(page, cropName, seedingDate);
  await expect(page.getByRole('region', { name: 'Analyse your crop Growth' }).getByRole('status')).toContainText(cropName);
}

/** The service worker controls the page once it has stored the shell (it activates after its install). */
async function shellKept(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^(Offline — showing data from |ऑफ़लाइन — )/ });

test.describe('offline (installable app)', () => {
  test('after /dashboard and /irrigation online, a reload offline shows their last data with its time', async ({ page, context }) => {
    const startedAt = Date.now();
    await createFarmer(page);
    await saveCrop(page, 'Maize', dayFromToday(-30));
    await page.goto('/irrigation');
    await expect(page.getByRole('heading', { name: 'Water balance: Maize', exact: true })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('table', { name: 'Ideal Growth Data' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await shellKept(page);

    await context.setOffline(true);
    await page.reload();
    await expect(headerTitle(page, 'Dashboard')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ideal Growth Data' })).toBeVisible();
    await expect(banner(page)).toHaveCount(1);
    expect(bannersSince(startedAt)).toContain(await banner(page).textContent());

    await page.goto('/irrigation');
    await expect(headerTitle(page, 'Irrigation Model')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Water balance: Maize', exact: true })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Root zone water used' })).toBeVisible();
    expect(bannersSince(startedAt)).toContain(await banner(page).textContent());

    // In Hindi (the phone's choice, as the farmer saved none), with the same time.
    await page.evaluate(() => localStorage.setItem('farmsight-language', 'hi'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('meter')).toBeVisible();
    expect(bannersSince(startedAt, 'hi')).toContain(await banner(page).textContent());
    await page.evaluate(() => localStorage.setItem('farmsight-language', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Back online the screen is live again.
    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);

    // Signing out leaves nothing of the farmer's on the phone.
    // (The device's own settings, language and theme, stay.)
    const keptKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => /^farmsight-(offline-user|queries-|outbox-)/.test(key)));
    expect(await keptKeys()).toEqual(expect.arrayContaining(['farmsight-offline-user', expect.stringMatching(/^farmsight-queries-/)]));
    await page.goto('/user');
    await page.getByRole('button', { name: 'Log Out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await keptKeys()).toEqual([]);
  });

  test('a reading entered offline waits on the phone and is saved exactly once after reconnecting', async ({ page, context }) => {
    await createFarmer(page);
    await saveCrop(page, 'Maize', dayFromToday(-30));
    const crops = await (await page.request.get('/api/growth/crops')).json();
    const cropId = (crops as CropListResponse).crops[0]!.id;
    const readings = async () => ((await (await page.request.get(`/api/growth/crops/${cropId}`)).json()) as CropDetail).readings;
    await expect(page.getByRole('table', { name: 'Ideal Growth Data' })).toBeVisible();
    await shellKept(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByLabel('day', { exact: true }).fill('30');
    await page.getByLabel('moisture(%)', { exact: true }).fill('24');
    await page.getByLabel('height(cm)', { exact: true }).fill('55');
    await page.getByRole('button', { name: 'Submit Farmer Data', exact: true }).click();
    const form = page.getByRole('region', { name: 'Update Farmer Crop Data' });
    await expect(form.getByRole('status')).toHaveText('No connection: the reading is saved on this phone and will be sent when you are back online.');
    const waiting = form.getByRole('list', { name: 'Readings saved on this phone' }).getByRole('listitem');
    await expect(waiting).toHaveText(['Day 30: moisture 24 %, height 55 cmSaved on this phone — waiting to send']);
    // A second reading, its moisture by the soil's feel (no meter): listed by that feel, not as an empty number.
    await page.getByLabel('day', { exact: true }).fill('31');
    await page.getByRole('group', { name: 'No meter? Feel the soil instead' }).getByRole('radio').nth(2).check(); // after 'I entered the moisture as a number' and 0-25: 25-50
    await page.getByLabel('height(cm)', { exact: true }).fill('56');
    await page.getByRole('button', { name: 'Submit Farmer Data', exact: true }).click();
    await expect(waiting).toHaveText([
      'Day 30: moisture 24 %, height 55 cmSaved on this phone — waiting to send',
      "Day 31: soil moisture by feel, about 25-50 % of the soil's water still there for the crop; height 56 cmSaved on this phone — waiting to send",
    ]);
    expect(await readings()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await context.setOffline(false);
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Farmer Growth Data' })).toBeVisible();
    expect((await readings()).map(({ day, height }) => ({ day, height }))).toEqual([
      { day: 30, height: 55 },
      { day: 31, height: 56 },
    ]);
    expect((await readings())[0]!.moisture).toBe(24);

    // A later start sends nothing again.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Farmer Growth Data' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Readings saved on this phone' })).toHaveCount(0);
    expect(await readings()).toHaveLength(2);
  });
});
