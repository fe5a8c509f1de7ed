import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

/** Runs of one test job, by instance, and a way to wait for the next ones. */
function jobRecorder(name = `test-job-${randomUUID()}`) {
  const runs: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    name,
    runs,
    job(instance: string, intervalMs: number) {
      return {
        name,
        intervalMs,
        run: async () => {
          runs.push(instance);
          for (const waiter of waiters.filter((w) => runs.length >= w.count)) waiter.resolve();
        },
      };
    },
    /** Resolves once `count` runs have happened in all. */
    until(count: number) {
      return new Promise<void>((resolve) => {
        if (runs.length >= count) resolve();
        else waiters.push({ count, resolve });
      });
    },
  };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function listeningApp(setup: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = await createTestApp({}, setup);
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('background jobs', () => {
  it('run once the server listens, then again after each interval; with interval 0, once only', async () => {
    const repeating = jobRecorder();
    const once = jobRecorder();
    await listeningApp((app) => {
      app.jobs.add(repeating.job('only', 10));
      app.jobs.add(once.job('only', 0));
    });
    // Started at the same moment, the one-off has had every chance to repeat by the fourth run of the other.
    await repeating.until(4);
    expect(repeating.runs.slice(0, 4)).toEqual(['only', 'only', 'only', 'only']);
    expect(once.runs).toEqual(['only']);
  }, 120_000);

  // Two instances need a database they can share.
  it.runIf(process.env.DATABASE_URL)('on two instances sharing PostgreSQL, run on one only; when it stops, the other takes over', async () => {
    const recorder = jobRecorder();
    const first = await listeningApp((app) => app.jobs.add(recorder.job('first', 20)));
    await recorder.until(1);
    await listeningApp((app) => app.jobs.add(recorder.job('second', 20)));
    await recorder.until(6);
    expect(new Set(recorder.runs)).toEqual(new Set(['first']));

    apps.splice(apps.indexOf(first), 1);
    await first.close();
    const runsBefore = recorder.runs.length;
    await recorder.until(runsBefore + 2);
    expect(recorder.runs.slice(runsBefore)).toEqual(['second', 'second']);
  });
});
