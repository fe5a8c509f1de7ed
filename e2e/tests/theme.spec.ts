import type { Page } from '@playwright/test';
import { createFarmer } from '../support/app';
import { expect, test } from '../support/fixtures';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const pageBackground = (page: Page) => page.locator('main').evaluate((main) => getComputedStyle(main.parentElement!).backgroundColor);

test.describe('dark theme', () => {
  test('the moon toggles it, and the choice is kept after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await createFarmer(page);
    const moon = page.getByRole('button', { name: 'Dark theme' });
    await expect(moon).toHaveAttribute('aria-pressed', 'false');
    expect(await isDark(page)).toBe(false);
    const light = await pageBackground(page);

    await moon.click();
    await expect(moon).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(true);
    expect(await pageBackground(page)).not.toBe(light);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(true);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
    expect(await pageBackground(page)).toBe(light);
  });

  test('on a 375 px phone the moon is in reach, and the other pages keep the theme', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: 'light' });
    await createFarmer(page);
    const moon = page.getByRole('button', { name: 'Dark theme' });
    const box = (await moon.boundingBox())!;
    expect(box.x + box.width, 'the moon lies within the screen').toBeLessThanOrEqual(375);
    await moon.click();
    expect(await isDark(page)).toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Pesticide' }).click();
    await expect(page).toHaveURL(/\/pesticide$/);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(true);
  });

  test("a first visit follows the system's setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await isDark(page)).toBe(false);
  });
});
