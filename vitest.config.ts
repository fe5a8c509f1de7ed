import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // The lint configuration itself: a wrong import across a module or feature boundary must fail `npm run lint`.
      { test: { name: 'lint', root: 'lint', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60000 } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 20000,
        },
      },
      { test: { name: 'server-unit', root: 'apps/server', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: { name: 'server-integration', root: 'apps/server', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 30000, hookTimeout: 60000 },
      },
      // --expose-gc: the fuzzing file checks that memory settles after thousands of requests.
      {
        test: {
          name: 'reliability',
          root: 'apps/server',
          include: ['reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180000,
          hookTimeout: 120000,
          execArgv: ['--expose-gc'],
        },
      },
    ],
  },
});
