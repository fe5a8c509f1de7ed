import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * End-to-end tests against the production build (`npm run build` first).
 * Each worker starts its own server (see support/fixtures.ts) with a fresh PGlite DATA_DIR.
 */
export default defineConfig({
  testDir: `${here}tests`,
  globalSetup: `${here}support/global-setup.ts`,
  outputDir: `${here}test-results`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    trace: 'retain-on-failure',
    // The app's service worker (ADR 0053) would answer the page's requests before page.route sees them; only
    // tests/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
