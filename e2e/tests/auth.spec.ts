import type { Page } from '@playwright/test';
import { allToasts, authFields, createFarmer, logInViaUI, networkBarrier, PASSWORD, path, signUpViaUI, toast, uniqueEmail } from '../support/app';
import { expect, test } from '../support/fixtures';

function recordAuthCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && (url.pathname === '/api/auth/login' || url.pathname === '/api/auth/signup')) {
      calls.push(url.pathname);
    }
  });
  return calls;
}

test.describe('/auth', () => {
  test('welcome text, Login is the default tab', async ({ page }) => {
    await page.goto('/auth');
    const f = authFields(page);
    await expect(page.getByText('Fill in the details to get started', { exact: true })).toBeVisible();
    await expect(f.loginTab).toBeVisible();
    await expect(f.signupTab).toBeVisible();
    await expect(f.email).toBeVisible();
    await expect(f.password).toBeVisible();
    await expect(f.loginButton).toBeVisible();
    await expect(f.confirm).toBeHidden();
    await expect(f.signupButton).toBeHidden();

    await f.signupTab.click();
    await expect(f.confirm).toBeVisible();
    await expect(f.signupButton).toBeVisible();
    await expect(f.loginButton).toBeHidden();
  });

  test('login validation toasts, in order, and nothing is sent', async ({ page }) => {
    const calls = recordAuthCalls(page);
    await page.goto('/auth');
    const f = authFields(page);

    await f.loginButton.click();
    await expect(toast(page, 'Email is required.')).toBeVisible();
    await expect(toast(page, 'Password is required')).toHaveCount(0);

    await f.email.fill(uniqueEmail());
    await f.loginButton.click();
    await expect(toast(page, 'Password is required')).toBeVisible();

    await networkBarrier(page);
    expect(calls).toEqual([]);
    await expect(page).toHaveURL(path('/auth'));
  });

  test('signup validation toasts, in order, and nothing is sent', async ({ page }) => {
    const calls = recordAuthCalls(page);
    await page.goto('/auth');
    const f = authFields(page);
    await f.signupTab.click();

    await f.signupButton.click();
    await expect(toast(page, 'Email is required.')).toBeVisible();
    await expect(toast(page, 'Password is required')).toHaveCount(0);
    await expect(toast(page, 'Password and Confirm password must be same')).toHaveCount(0);

    await f.email.fill(uniqueEmail());
    await f.signupButton.click();
    await expect(toast(page, 'Password is required')).toBeVisible();
    await expect(toast(page, 'Password and Confirm password must be same')).toHaveCount(0);

    await f.password.fill(PASSWORD);
    await f.confirm.fill(`${PASSWORD}x`);
    await f.signupButton.click();
    await expect(toast(page, 'Password and Confirm password must be same')).toBeVisible();

    await networkBarrier(page);
    expect(calls).toEqual([]);
    await expect(page).toHaveURL(path('/auth'));
  });

  test('sign-up marks the field at fault: a bad email before a short password, then the short password', async ({ page }) => {
    const calls = recordAuthCalls(page);
    await page.goto('/auth');
    const f = authFields(page);
    await f.signupTab.click();
    await f.email.fill('farmer@');
    await f.password.fill('12345');
    await f.signupButton.click();
    await expect(toast(page, 'Enter a valid email address.')).toBeVisible();
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(f.password).not.toHaveAttribute('aria-invalid');

    await f.email.fill(uniqueEmail());
    await f.signupButton.click();
    await expect(toast(page, 'Password must be at least 8 characters.')).toBeVisible();
    await expect(f.password).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).not.toHaveAttribute('aria-invalid');

    await networkBarrier(page);
    expect(calls).toEqual([]);
  });

  test('e-mail and password are shared between the tabs', async ({ page }) => {
    await page.goto('/auth');
    const f = authFields(page);
    const email = uniqueEmail();
    await f.email.fill(email);
    await f.password.fill('first-secret');
    await f.signupTab.click();
    await expect(f.confirm).toBeVisible();
    await expect(f.email).toHaveValue(email);
    await expect(f.password).toHaveValue('first-secret');

    const other = uniqueEmail();
    await f.email.fill(other);
    await f.password.fill('second-secret');
    await f.loginTab.click();
    await expect(f.loginButton).toBeVisible();
    await expect(f.email).toHaveValue(other);
    await expect(f.password).toHaveValue('second-secret');
  });

  test('signup goes to /profile', async ({ page }) => {
    await signUpViaUI(page, uniqueEmail());
    await expect(page).toHaveURL(path('/profile'));
  });

  test('signing up twice with one e-mail shows the server error', async ({ page, context }) => {
    const email = uniqueEmail();
    await signUpViaUI(page, email);
    await context.clearCookies();

    await page.goto('/auth');
    const f = authFields(page);
    await f.signupTab.click();
    await f.email.fill(email);
    await f.password.fill(PASSWORD);
    await f.confirm.fill(PASSWORD);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auth/signup')),
      f.signupButton.click(),
    ]);
    expect(response.status()).toBe(409);
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    expect(body.error?.code).toBe('EMAIL_TAKEN');
    expect(body.error?.message).toBeTruthy();
    await expect(toast(page, body.error?.message ?? '')).toBeVisible();
    await expect(page).toHaveURL(path('/auth'));
  });

  test("signup with an easily guessed password: the spec's checks first, then the server's reason", async ({ page }) => {
    const calls = recordAuthCalls(page);
    await page.goto('/auth');
    const f = authFields(page);
    await f.signupTab.click();
    await f.email.fill(uniqueEmail());
    await f.password.fill('aaaaaaaa');
    await f.confirm.fill('aaaaaaab');
    await f.signupButton.click();
    await expect(toast(page, 'Password and Confirm password must be same')).toBeVisible();
    await networkBarrier(page);
    expect(calls).toEqual([]);

    await f.confirm.fill('aaaaaaaa');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auth/signup')),
      f.signupButton.click(),
    ]);
    const reason = 'This password is a repeat or a run of characters (like aaaaaaaa or abcdefgh). Choose one that is harder to guess.';
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: reason, fields: { password: reason } } });
    await expect(toast(page, reason)).toBeVisible();

    await f.password.fill('password1');
    await f.confirm.fill('password1');
    await f.signupButton.click();
    await expect(toast(page, 'This password is one of the most common passwords. Choose one that is harder to guess.')).toBeVisible();
    await expect(page).toHaveURL(path('/auth'));
  });

  test('login with a wrong password shows "Invalid email or password."', async ({ page, context }) => {
    const email = uniqueEmail();
    await signUpViaUI(page, email);
    await context.clearCookies();

    await logInViaUI(page, email, 'not-the-password');
    await expect(toast(page, 'Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(path('/auth'));

    // An unknown e-mail gets the same answer.
    await authFields(page).email.fill(uniqueEmail('nobody'));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auth/login')),
      authFields(page).loginButton.click(),
    ]);
    expect(response.status()).toBe(401);
    await expect(toast(page, 'Invalid email or password.').first()).toBeVisible();
    await expect(page).toHaveURL(path('/auth'));
  });

  test('login without a profile goes to /profile', async ({ page, context }) => {
    const email = uniqueEmail();
    await signUpViaUI(page, email);
    await context.clearCookies();

    await logInViaUI(page, email);
    await expect(page).toHaveURL(path('/profile'));
  });

  test('login with a profile goes to /dashboard', async ({ page, context }) => {
    const farmer = await createFarmer(page);
    await context.clearCookies();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(path('/auth'));

    await logInViaUI(page, farmer.email, farmer.password);
    await expect(page).toHaveURL(path('/dashboard'));
  });

  test('toasts: at most three visible, a close button, and they close by themselves after 4000 ms', async ({ page }) => {
    // The page's clock is paused, so no toast closes before the test says time has passed, however slow the machine.
    // Sonner adds a toast and takes a closed one away on timers, hence the short runs after each step (repeated until the
    // toast shows: the form's check awaits the contracts' schemas, a module load the paused clock does not drive). The
    // pointer stays off the toaster throughout: hovering or pressing it pauses the timers.
    await page.clock.install({ time: new Date('2026-06-01T08:00:00Z') });
    await page.goto('/auth');
    const f = authFields(page);
    await expect(f.loginButton).toBeVisible();
    await page.clock.pauseAt(new Date('2026-06-01T09:00:00Z'));

    await f.loginButton.focus();
    for (let i = 1; i <= 4; i += 1) {
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => {
          await page.clock.runFor(1);
          return toast(page, 'Email is required.').count();
        })
        .toBe(i);
    }
    await expect(allToasts(page).and(page.locator('[data-visible="true"]'))).toHaveCount(3);

    await page.getByRole('button', { name: 'Close toast' }).first().focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(250);
    await expect(toast(page, 'Email is required.')).toHaveCount(3);

    await f.loginButton.focus();
    await page.clock.runFor(3_500);
    await expect(toast(page, 'Email is required.')).toHaveCount(3);
    await page.clock.runFor(1_000);
    await expect(allToasts(page)).toHaveCount(0);
  });
});
