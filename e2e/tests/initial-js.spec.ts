import { INITIAL_JS_BUDGET_KB, initialJavaScript, pages, unlistedRouteModules } from '../support/initial-js';
import { expect, test } from '@playwright/test';

// The production build's own figures (`npm run build` first): deterministic, so a budget, not a timing.
test.describe('initial JavaScript of the production build', () => {
  test('every lazy route the entry can load has its line in the budget', () => {
    expect(unlistedRouteModules()).toEqual([]);
  });

  test(`every page stays within ${INITIAL_JS_BUDGET_KB} KB gzip`, () => {
    const sizes = initialJavaScript();
    expect(sizes.map(({ page }) => page)).toEqual(Object.keys(pages));
    for (const { page, codeBytes, code } of sizes) {
      expect(codeBytes / 1024, `${page}: ${code.map(({ file }) => file).join(', ')}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
    }
  });

  // They check answers and forms, so they load with a page's first request (lib/contract-schemas.ts), not before it shows.
  test('zod and the contracts schemas are in no page initial JavaScript', () => {
    for (const { page, code } of initialJavaScript()) {
      expect(
        code.filter(({ file }) => /\/(zod|schemas)-/.test(file)),
        page,
      ).toEqual([]);
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
