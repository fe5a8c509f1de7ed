import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './server';

interface WorkerFixtures {
  /** One production server per worker, with its own fresh database. */
  server: RunningServer;
}

interface TestFixtures {
  /** Attaches the server's output to a failing test's report. */
  serverLogsOnFailure: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  serverLogsOnFailure: [
    async ({ server }, use, testInfo) => {
      const before = server.logs().length;
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server-output', { body: server.logs().slice(before), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };
