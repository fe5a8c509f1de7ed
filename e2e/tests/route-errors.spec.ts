import type { Page } from '@playwright/test';
import { path, signInControl, toast } from '../support/app';
import { expect, test } from '../support/fixtures';

test.describe('unknown paths', () => {
  test('redirect to the landing page with a toast naming the path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(path('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toast(page, 'The page /no/such/page was not found, so here is the home page.')).toBeVisible();
  });
});

/**
 * Plays a deploy under an open tab: the code the landing page loaded stays; every other code chunk fails, as an
 * old chunk name does once the new build replaced it. `times` limits how many of those requests fail.
 */
async function failLaterChunks(page: Page, times?: number) {
  const loaded = new Set<string>();
  const recordChunk = (request: { url(): string }) => void loaded.add(request.url());
  page.on('request', recordChunk);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  page.off('request', recordChunk);
  let failed = 0;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (loaded.has(route.request().url()) || (times !== undefined && failed >= times)) return route.continue();
    failed += 1;
    return route.abort();
  });
  return { failures: () => failed };
}

/** Counts the page's full loads from now on. */
function countLoads(page: Page) {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test.describe('route error element', () => {
  test('a stale code chunk reloads the page once, which then loads the current code', async ({ page }) => {
    const chunks = await failLaterChunks(page, 1);
    const loads = countLoads(page);
    await signInControl(page).click();
    await expect(page.getByText('Fill in the details to get started')).toBeVisible();
    await expect(page).toHaveURL(path('/auth'));
    expect(chunks.failures()).toBe(1);
    expect(loads()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('farmsight:reloaded-for-stale-code'))).toBeNull();
  });

  test('a chunk that still fails after that reload gets an apology with a way home, not a loop', async ({ page }) => {
    await failLaterChunks(page);
    const loads = countLoads(page);
    await signInControl(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, something went wrong.' })).toBeVisible();
    await expect(page).toHaveURL(path('/auth'));
    expect(loads()).toBe(1);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(path('/'));
    await expect(signInControl(page)).toBeVisible();
  });
});
