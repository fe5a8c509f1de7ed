import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { analyseCrop, createFarmer, headerTitle, path, signUpViaUI, uniqueEmail, WORKSPACE_PAGES } from '../support/app';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 800 } },
  { name: 'phone (375 px)', viewport: { width: 375, height: 812 } },
] as const;

// A first visit follows the system's setting, so emulating it shows each theme.
const THEMES = ['light', 'dark'] as const;

for (const { name, viewport } of VIEWPORTS)
  for (const colorScheme of THEMES) {
    test.describe(`accessibility on ${name}, ${colorScheme} theme`, () => {
      test.use({ viewport, colorScheme });

      test('signed-out screens: landing and sign-in', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
        await page.goto('/auth');
        await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
      });

      test('profile set-up', async ({ page }) => {
        await signUpViaUI(page, uniqueEmail('a11y'));
        await expect(page).toHaveURL(path('/profile'));
        await expect(page.locator('.leaflet-container')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
      });

      test('the dashboard with an analysis: hints, the scrolling tables and the open calendar', async ({ page }) => {
        await createFarmer(page);
        await analyseCrop(page, 'Tomato', '2025-04-01');
        await expect(page.getByRole('table', { name: 'Ideal Growth Data' })).toBeVisible();
        await page.getByRole('button', { name: 'Open calendar' }).click();
        await expect(page.getByRole('grid')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
      });

      test('every workspace screen, signed in', async ({ page }) => {
        // Eight screens, each loaded and scanned: more than one test's usual minute on a loaded 2-core machine.
        test.slow();
        await createFarmer(page);
        for (const { route, title } of WORKSPACE_PAGES) {
          await page.goto(route);
          await expect(headerTitle(page, title)).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await seriousViolations(page), route).toEqual([]);
          await expectNoSidewaysScroll(page);
        }
      });
    });
  }

for (const colorScheme of THEMES)
  test.describe(`accessibility of the phone drawer, ${colorScheme} theme`, () => {
    test.use({ viewport: { width: 375, height: 812 }, colorScheme });

    test('open over a workspace screen', async ({ page }) => {
      await createFarmer(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
    });
  });

/** Tabs through the page and returns what got focus, with whether a focus indicator was drawn. */
async function tabThrough(page: Page, presses: number) {
  const reached: { label: string; indicated: boolean }[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ringed = style.boxShadow !== 'none';
      const label = element.getAttribute('aria-label') || element.textContent?.trim() || element.getAttribute('name') || element.id || element.tagName;
      return { label: `${element.tagName.toLowerCase()}: ${label.slice(0, 40)}`, indicated: outlined || ringed };
    });
    if (focused) reached.push(focused);
  }
  return reached;
}

/** Every visible control that a keyboard should reach. */
const visibleControls = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(
        document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([type=hidden]), textarea, select, [tabindex]:not([tabindex="-1"])'),
      ).filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden').length,
  );

test.describe('keyboard', () => {
  test('the landing page: every control is reached by Tab with a visible focus ring, and the carousel works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const controls = await visibleControls(page);
    const reached = await tabThrough(page, controls + 2);
    expect(new Set(reached.map(({ label }) => label)).size).toBeGreaterThanOrEqual(controls - 1);
    expect(reached.filter(({ indicated }) => !indicated)).toEqual([]);

    const next = page.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: /^Slide 2 of 5:/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: /^Slide 1 of 5:/ })).toHaveCount(1);
  });

  test('the workspace: the sidebar toggle announces its state and the menu works from the keyboard', async ({ page }) => {
    await createFarmer(page);
    const toggle = page.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ });
    const before = await toggle.getAttribute('aria-expanded');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', before ?? 'true');

    const reached = await tabThrough(page, 12);
    expect(reached.filter(({ indicated }) => !indicated)).toEqual([]);
    await page.getByRole('link', { name: 'Pesticide', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(path('/pesticide'));
  });
});
