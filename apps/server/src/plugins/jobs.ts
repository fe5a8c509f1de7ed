import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often the jobs that delete expired rows (sessions, rate-limit windows, idle conversations) run. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface BackgroundJob {
  /** Also the name of the advisory lock that makes one instance run it. */
  name: string;
  /** Milliseconds from the end of one run to the next; 0 runs once, at start. */
  intervalMs: number;
  /** The signal aborts when the server shuts down. */
  run(signal: AbortSignal): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** Runs the job once the server listens, then every intervalMs, on one instance among those sharing the database. */
      add(job: BackgroundJob): void;
    };
  }
}

/**
 * Background jobs. Every instance keeps each job's timer, but a run happens only on the instance that holds the job's
 * advisory lock (ADR 0028): the first to ask takes it and keeps it while it lives, so the job runs once per interval
 * across instances; when that instance stops, another takes the lock at its next tick. The next run is planned when
 * the last one ends, so runs never overlap. On close the runs are aborted and awaited before the database closes.
 * Nothing runs under app.inject (no listen), so tests leak no timers.
 */
export default fp(
  async function jobs(app: FastifyInstance) {
    const shutdown = new AbortController();
    const jobs: BackgroundJob[] = [];
    const timers = new Set<NodeJS.Timeout>();
    const running = new Set<Promise<void>>();

    function tick(job: BackgroundJob) {
      const run = (async () => {
        if (!(await app.tryDatabaseLock(`farmsight.job.${job.name}`))) {
          app.log.debug({ job: job.name }, 'job: another instance runs it');
          return;
        }
        await job.run(shutdown.signal);
      })()
        .catch((err: unknown) => app.log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running.delete(run);
          if (job.intervalMs === 0 || shutdown.signal.aborted) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            tick(job);
          }, job.intervalMs);
          timers.add(timer);
        });
      running.add(run);
    }

    app.decorate('jobs', { add: (job: BackgroundJob) => void jobs.push(job) });
    app.addHook('onListen', async () => {
      for (const job of jobs) tick(job);
    });
    app.addHook('onClose', async () => {
      shutdown.abort();
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
