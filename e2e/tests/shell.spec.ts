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

  test('below 768 px there is no rail: the page takes the width and the menu opens a drawer', async ({ page }) => {
    await createFarmer(page);
    await page.setViewportSize({ width: 700, height: 900 });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    expect(await page.locator('main').evaluate((main) => Math.round(main.getBoundingClientRect().width))).toBe(700);

    await page.setViewportSize({ width: 1200, height: 900 });
    await page.reload();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
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

  test("the header's user icon opens /user", async ({ page }) => {
    await createFarmer(page);
    await page.goto('/irrigation');
    await page.getByRole('link', { name: 'User Profile' }).click();
    await expect(page).toHaveURL(path('/user'));
    await expect(headerTitle(page, 'User Profile')).toBeVisible();
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

test.describe('phone drawer (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens over the page with a backdrop, and closes on a tap outside, on Esc and on choosing a page', async ({ page }) => {
    await createFarmer(page);
    await page.goto('/irrigation');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // The backdrop dims the page beside the drawer and takes the tap.
    const dimmed = await page.evaluate(() => getComputedStyle(document.elementFromPoint(340, 400)!).backgroundColor);
    expect(dimmed).toMatch(/rgba?\(0, 0, 0, 0\.5\)|oklab\(0 0 0 \/ 0\.5\)/);
    await page.mouse.click(340, 400);
    await expect(sidebar(page)).toBeHidden();
    await expect(page).toHaveURL(path('/irrigation'));

    await menu.click();
    await expect(sidebar(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await sidebarLink(page, 'News').click();
    await expect(page).toHaveURL(path('/schemes'));
    await expect(sidebar(page)).toBeHidden();
    await expect(headerTitle(page, 'News')).toBeVisible();
  });

  test('every page title stays on one line', async ({ page }) => {
    await createFarmer(page);
    for (const { route, title } of WORKSPACE_PAGES) {
      await page.goto(route);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      const lines = await heading.evaluate((h1) => Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)));
      expect(lines, `${route}: "${title}" lines`).toBe(1);
      expect(await heading.evaluate((h1) => h1.scrollWidth <= h1.clientWidth), `${route}: "${title}" is not cut off`).toBe(true);
    }
  });
});
