import { test as base, expect } from '@playwright/test';
import { startOpenMeteoServer } from '../../apps/server/test/open-meteo-server';
import { startServer, type RunningServer } from './server';

interface WorkerFixtures {
  /** One production server per worker, with its own fresh database and a local Open-Meteo (fixed weather, see its file). */
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
      const openMeteo = await startOpenMeteoServer();
      const server = await startServer({ env: openMeteo.env() });
      await use(server);
      await server.dispose();
      await openMeteo.close();
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
