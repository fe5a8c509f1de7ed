import {
  authFields,
  completeProfileViaUI,
  expectSuccessAlert,
  headerTitle,
  logInViaUI,
  path,
  PASSWORD,
  recordDialogs,
  SIDEBAR_ITEMS,
  sidebarLink,
  uniqueEmail,
  signInControl,
} from '../support/app';
import { expect, test } from '../support/fixtures';

test('a farmer finds the product, asks a question, signs up, sets up the profile and works in the workspace', async ({ page, context }) => {
  test.setTimeout(120_000);
  const dialogs = recordDialogs(page);
  const email = uniqueEmail();

  await test.step('landing page: ask a question through the contact form', async () => {
    await page.goto('/');
    const contact = page.locator('[id="Contact"]');
    await page.locator('header').getByRole('button', { name: 'Contact', exact: true }).click();
    await expect(contact.getByRole('button', { name: 'Submit', exact: true })).toBeInViewport();
    await contact.getByLabel('Firstname', { exact: true }).fill('Asha');
    await contact.getByLabel('Lastname', { exact: true }).fill('Patil');
    await contact.getByLabel('Email', { exact: true }).fill(email);
    await contact.getByLabel('Message', { exact: true }).fill('How much water does sugarcane need?');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auth/query')),
      contact.getByRole('button', { name: 'Submit', exact: true }).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(contact.getByLabel('Message', { exact: true })).toHaveValue('');
    await expectSuccessAlert(page, dialogs);
    expect(dialogs).not.toContain('There was an issue submitting your query. Please try again later.');
  });

  await test.step('sign up', async () => {
    await signInControl(page).click();
    await expect(page).toHaveURL(path('/auth'));
    const f = authFields(page);
    await f.signupTab.click();
    await f.email.fill(email);
    await f.password.fill(PASSWORD);
    await f.confirm.fill(PASSWORD);
    await f.signupButton.click();
    await expect(page).toHaveURL(path('/profile'));

    // Cookie session: httpOnly, SameSite=Lax; the CSRF cookie is readable by the page.
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'farmsight_session');
    expect(session, 'session cookie').toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe('Lax');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf, 'XSRF-TOKEN cookie').toBeDefined();
    expect(xsrf!.httpOnly).toBe(false);
  });

  let location: [number, number] = [0, 0];
  await test.step('set up the profile by clicking the map', async () => {
    const sent = await completeProfileViaUI(page, { firstName: 'Asha', lastName: 'Patil', areaOfLand: '12.5' });
    location = sent.location;
    expect(sent.areaOfLand).toBe(12.5);
  });

  await test.step('dashboard with the sidebar', async () => {
    await expect(page).toHaveURL(path('/dashboard'));
    await expect(headerTitle(page, 'Dashboard')).toBeVisible();
    let previousY = -Infinity;
    for (const item of SIDEBAR_ITEMS) {
      const link = sidebarLink(page, item.name);
      await expect(link, item.name).toBeVisible();
      await expect(link).toHaveAttribute('href', item.route);
      const box = await link.boundingBox();
      expect(box!.y, `${item.name} comes after the previous item`).toBeGreaterThan(previousY);
      previousY = box!.y;
    }
    // The expanded sidebar shows the farmer's name at the bottom.
    await expect(page.getByText('Asha Patil', { exact: true }).first()).toBeVisible();
  });

  await test.step('the user page shows the profile', async () => {
    await sidebarLink(page, 'User').click();
    await expect(page).toHaveURL(path('/user'));
    await expect(headerTitle(page, 'User Profile')).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByText('A', { exact: true }).first()).toBeVisible();
    await expect(main).toContainText('Asha Patil');
    await expect(main).toContainText(email);
    await expect(main).toContainText(new RegExp(`${escape(String(location[0]))},\\s?${escape(String(location[1]))}`));
    await expect(main).toContainText('12.5');
  });

  await test.step("'Edit Profile' opens /profile; the back icon returns", async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(path('/profile'));
    await page.getByRole('button', { name: /back/i }).click();
    await expect(page).toHaveURL(path('/user'));
  });

  await test.step('a reload keeps the session', async () => {
    await page.reload();
    await expect(page).toHaveURL(path('/user'));
    await expect(page.locator('main')).toContainText(email);
  });

  await test.step('log out', async () => {
    const sessionBefore = (await context.cookies()).find((c) => c.name === 'farmsight_session');
    expect(sessionBefore).toBeDefined();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auth/logout')),
      page.getByRole('button', { name: 'Log Out' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(path('/auth'));
    expect((await context.cookies()).some((c) => c.name === 'farmsight_session')).toBe(false);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(path('/auth'));
    await page.goto('/user');
    await expect(page).toHaveURL(path('/auth'));

    // The session was deleted on the server: the old cookie no longer signs in.
    await context.addCookies([sessionBefore!]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(path('/auth'));
    await context.clearCookies({ name: 'farmsight_session' });
  });

  await test.step('log back in: straight to the dashboard', async () => {
    await logInViaUI(page, email);
    await expect(page).toHaveURL(path('/dashboard'));
    await expect(headerTitle(page, 'Dashboard')).toBeVisible();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
