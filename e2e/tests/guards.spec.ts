import { createFarmer, path, PROTECTED_ROUTES, signUpViaUI, toast, uniqueEmail } from '../support/app';
import { expect, test } from '../support/fixtures';

test.describe('route guards', () => {
  test('signed out: every protected route redirects to /auth', async ({ page }) => {
    for (const route of PROTECTED_ROUTES) {
      await page.goto(route);
      await expect(page, route).toHaveURL(path('/auth'));
    }
  });

  test('an unknown path redirects to /', async ({ page }) => {
    for (const route of ['/no-such-page', '/dashboard/extra/segments', '/AUTHX']) {
      await page.goto(route);
      await expect(page, route).toHaveURL(path('/'));
    }
  });

  test('signed in with a profile: /auth redirects to /dashboard, every protected route opens', async ({ page }) => {
    await createFarmer(page);
    await page.goto('/auth');
    await expect(page).toHaveURL(path('/dashboard'));
    for (const route of PROTECTED_ROUTES) {
      await page.goto(route);
      await expect(page, route).toHaveURL(path(route));
    }
    // An unknown path still goes to the landing page.
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(path('/'));
  });

  test('signed in without a profile: /dashboard shows a toast and sends to /profile', async ({ page }) => {
    await signUpViaUI(page, uniqueEmail());
    await page.goto('/dashboard');
    await expect(toast(page, 'Please setup profile to continue.')).toBeVisible();
    await expect(page).toHaveURL(path('/profile'));
  });

  test("'Loading...' is shown while the session is checked", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lookups = 0;
    await page.route('**/api/auth/user-info', async (route) => {
      lookups += 1;
      await released;
      await route.fallback();
    });
    await page.goto('/dashboard');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect.poll(() => lookups).toBeGreaterThan(0);
    // Nothing is decided while the lookup is pending.
    await expect(page).toHaveURL(path('/dashboard'));
    release();
    await expect(page).toHaveURL(path('/auth'));
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  });

  test('a signed-in farmer opening a page gets it with the session: the screen shows without asking who is signed in', async ({ page }) => {
    await createFarmer(page);
    let lookups = 0;
    await page.route('**/api/auth/user-info', async (route) => {
      lookups += 1;
      await route.fallback();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Analyse your crop Growth', exact: true })).toBeVisible();
    expect(lookups).toBe(0);
    // The page's copy of the farmer is read once and taken out of the document.
    await expect(page.locator('#farmsight-session')).toHaveCount(0);
  });
});
