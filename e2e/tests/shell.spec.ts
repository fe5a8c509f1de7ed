import type { Page } from '@playwright/test';
import { createFarmer, headerTitle, path, SIDEBAR_ITEMS, sidebarLink, WORKSPACE_PAGES } from '../support/app';
import { expect, test } from '../support/fixtures';

function sidebar(page: Page) {
  return page.locator('aside').filter({ has: page.locator('a[href="/dashboard"]') });
}

function sidebarToggle(page: Page) {
  return sidebar(page).getByRole('button', { name: /sidebar|collapse|expand|menu/i });
}

async function sidebarWidth(page: Page): Promise<number> {
  const box = await sidebar(page).boundingBox();
  if (!box) throw new Error('sidebar has no box');
  return Math.round(box.width);
}

test.describe('workspace shell', () => {
  test('the sidebar collapses to 20 units (80 px) and expands to 64 units (256 px)', async ({ page }) => {
    await createFarmer(page, { firstName: 'Kiran', lastName: 'Rao' });
    const bar = sidebar(page);
    await expect(bar).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await expect(bar.getByText('Kiran Rao', { exact: true })).toBeVisible();

    await sidebarToggle(page).click();
    await expect.poll(() => sidebarWidth(page)).toBe(80);
    await expect(bar.getByText('Kiran Rao', { exact: true })).toBeHidden();
    // The links are still there to navigate.
    await expect(bar.locator('a[href="/schemes"]')).toBeVisible();

    await sidebarToggle(page).click();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await expect(bar.getByText('Kiran Rao', { exact: true })).toBeVisible();
  });

  test('below 768 px the sidebar starts collapsed', async ({ page }) => {
    await createFarmer(page);
    await page.setViewportSize({ width: 700, height: 900 });
    await page.reload();
    await expect(sidebar(page)).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(80);

    await page.setViewportSize({ width: 1200, height: 900 });
    await page.reload();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
  });

  test('each sidebar item opens its page with the title in the header', async ({ page }) => {
    await createFarmer(page);
    for (const item of SIDEBAR_ITEMS) {
      const title = WORKSPACE_PAGES.find((p) => p.route === item.route)!.title;
      await sidebarLink(page, item.name).click();
      await expect(page, item.name).toHaveURL(path(item.route));
      await expect(headerTitle(page, title), `${item.route} header title`).toBeVisible();
    }
  });

  test('each route shows its title in the header when opened directly', async ({ page }) => {
    await createFarmer(page);
    for (const { route, title } of WORKSPACE_PAGES) {
      await page.goto(route);
      await expect(page).toHaveURL(path(route));
      await expect(headerTitle(page, title), `${route} header title`).toBeVisible();
    }
  });
});
