import { readFile, rename } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { startServer } from '../../e2e/support/server';
import { emptyDatabaseArchive } from '../../apps/server/src/paths';
import { type BenchSuite, fixed, signIn, type Target, throughput } from '../lib';
import { oneMegapixelPhoto, predictLeaf } from './disease';

/** Peak resident memory of a process (VmHWM), in MiB. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

const COLD_START_TARGET_MS = 3000;

/** Milliseconds from spawning the built server on a fresh data dir to its first 200 on /api/health. */
async function coldStartMs(): Promise<number> {
  const started = performance.now();
  const server = await startServer();
  const elapsed = performance.now() - started;
  await server.dispose();
  return elapsed;
}

/** The same without the prebuilt empty database (ADR 0041), as before it existed: initdb and every migration. */
async function coldStartWithoutArchiveMs(): Promise<number> {
  const aside = `${emptyDatabaseArchive}.aside`;
  await rename(emptyDatabaseArchive, aside);
  try {
    return await coldStartMs();
  } finally {
    await rename(aside, emptyDatabaseArchive);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const suite: BenchSuite = {
  name: 'Production build: start and memory',
  command: 'npm run build && npm run bench -- production',
  async run() {
    // Alternated, so both see the same load on a shared machine; the median of three fresh starts is reported.
    const withArchive: number[] = [];
    const withoutArchive: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      withArchive.push(await coldStartMs());
      if (run < 2) withoutArchive.push(await coldStartWithoutArchiveMs());
    }
    const coldStart = median(withArchive);
    const loadAverage = loadavg()[0]!;
    const server = await startServer();
    try {
      const { headers } = await signIn(server.baseURL);

      // Load: 50 connections on the session lookup while 8 uploads are classified at a time.
      const photo = await oneMegapixelPhoto();
      const farmers = await Promise.all(Array.from({ length: 8 }, () => signIn(server.baseURL)));
      let predicting = true;
      const uploads = Promise.all(
        farmers.map(async ({ headers: farmerHeaders }) => {
          for (let sent = 0; predicting && sent < 25; sent += 1) await predictLeaf(server.baseURL, farmerHeaders, photo);
        }),
      );
      const load = await throughput({ url: `${server.baseURL}/api/auth/user-info`, headers, durationSeconds: 8 });
      predicting = false;
      await uploads;
      const peakMb = await peakRssMb(server.pid);

      const targets: Target[] = [
        {
          measure: 'Server cold start (fresh PGlite data dir) to first 200, median of 3',
          value: `${fixed(coldStart, 0)} ms (${withArchive.map((ms) => fixed(ms, 0)).join(', ')}; without the prebuilt database ${withoutArchive.map((ms) => fixed(ms, 0)).join(', ')} ms; load average ${fixed(loadAverage, 1)})`,
          target: `< ${COLD_START_TARGET_MS} ms`,
          met: coldStart < COLD_START_TARGET_MS,
          reason: `measured on a shared machine at a load average of ${fixed(loadAverage, 1)}; the runs without the prebuilt database, alternated with them, show what it saves under the same load`,
        },
        {
          measure: 'Peak RSS under load (user-info at 50 connections + 8 concurrent predictions)',
          value: `${fixed(peakMb, 0)} MiB`,
          target: 'reported',
          met: true,
        },
      ];
      return {
        targets,
        markdown: [
          "`node apps/server/dist/index.js` (NODE_ENV=production) on a fresh PGlite data dir. The web app's size and Lighthouse scores are in the phone suite.",
          '',
          `Under load: GET /api/auth/user-info ${fixed(load.requestsPerSecond, 0)} req/s (p97.5 ${load.latencyP95Ms} ms) while 8 uploads at a time were classified.`,
          '',
          '| measure | value | target |',
          '|---|---|---|',
          ...targets.map(({ measure, value, target }) => `| ${measure} | ${value} | ${target} |`),
        ].join('\n'),
      };
    } finally {
      await server.dispose();
    }
  },
};
