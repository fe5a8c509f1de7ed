import { expect, test } from '../support/fixtures';

test("the API documentation renders in the browser under the app's CSP", async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /FarmSight API/ })).toBeVisible();
  await expect(page.getByText('/api/auth/signup', { exact: true })).toBeVisible();
  expect(blocked).toEqual([]);
});
