import { INITIAL_JS_BUDGET_KB, initialJavaScript, pages, unlistedRouteModules, WORKSPACE_JS_CEILING_KB } from '../support/initial-js';
import { expect, test } from '@playwright/test';

// The production build's own figures (`npm run build` first): deterministic, so a budget, not a timing.
test.describe('initial JavaScript of the production build', () => {
  test('every lazy route the entry can load has its line in the budget', () => {
    expect(unlistedRouteModules()).toEqual([]);
  });

  test(`the landing page, sign-in and profile stay within ${INITIAL_JS_BUDGET_KB} KB gzip; the workspace pages within ${WORKSPACE_JS_CEILING_KB} KB`, () => {
    const sizes = initialJavaScript();
    expect(sizes.map(({ page }) => page)).toEqual(Object.keys(pages));
    for (const { page, codeBytes, code } of sizes) {
      const budget = ['/', '/auth', '/profile'].includes(page) ? INITIAL_JS_BUDGET_KB : WORKSPACE_JS_CEILING_KB;
      expect(codeBytes / 1024, `${page}: ${code.map(({ file }) => file).join(', ')}`).toBeLessThanOrEqual(budget);
    }
  });

  test('the map, the charts and the calendar load only where they are opened', () => {
    for (const { page, code } of initialJavaScript()) {
      expect(
        code.filter(({ file }) => /location-picker|chart|seeding-calendar/.test(file)),
        page,
      ).toEqual([]);
    }
  });
});
