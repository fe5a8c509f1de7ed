import { irrigationPaths, servicePrefixes } from '@farmsight/contracts';
import { knowledge, type Crop } from '../../apps/server/src/knowledge';
import { addDays } from '../../apps/server/src/modules/growth';
import { irrigationSchedule } from '../../apps/server/src/modules/irrigation';
import { startOpenMeteoServer } from '../../apps/server/test/open-meteo-server';
import { bareFastifyThroughput, type BenchSuite, fixed, signIn, startBenchApp, type Target, throughput, timeSync } from '../lib';

const ENGINE_TARGET_MS = 2;
const ROUTE_TARGET = 0.3;

/** Maize with a 200-day season (30 + 50 + 80 + 40 days), so the balance runs 200 days. */
function twoHundredDayCrop(): Crop {
  const maize = knowledge().resolver.resolve('maize')!;
  const row = maize.fao56.stages[0]!;
  return { ...maize, fao56: { ...maize.fao56, stages: [{ ...row, lengths: [30, 50, 80, 40] }] } };
}

export const suite: BenchSuite = {
  name: 'Irrigation schedule (FAO-56 water balance)',
  command: 'npm run bench -- irrigation',
  async run() {
    const seedingDate = '2026-01-01';
    const today = addDays(seedingDate, 184);
    // 184 past days and 16 forecast days: ET0 3-6 mm, a 25 mm rain every ninth day, two logged irrigations.
    const weather = Array.from({ length: 200 }, (_, i) => ({ date: addDays(seedingDate, i), et0: 3 + (i % 4), precipitation: i % 9 === 0 ? 25 : 0 }));
    const input = {
      crop: twoHundredDayCrop(),
      seedingDate,
      latitude: 18.52,
      areaHectares: 2,
      soilTexture: 'loam' as const,
      irrigationMethod: 'drip' as const,
      weather,
      today,
      irrigations: new Map([
        [addDays(seedingDate, 60), 40],
        [addDays(seedingDate, 120), 40],
      ]),
    };
    const engine = timeSync(() => irrigationSchedule(input), 5000);
    const engineMs = engine.meanMicroseconds / 1000;

    const openMeteo = await startOpenMeteoServer();
    const bench = await startBenchApp(openMeteo.env());
    try {
      const { headers } = await signIn(bench.url);
      const saved = await fetch(`${bench.url}${servicePrefixes.growth}/submit-crop-data`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ cropType: 'Maize', seedingDate: addDays(new Date().toISOString().slice(0, 10), -40) }),
      });
      if (saved.status !== 200) throw new Error(`saving the crop failed with ${saved.status}`);
      const latestUrl = `${bench.url}${servicePrefixes.irrigation}${irrigationPaths.schedule}`;
      const { id: cropId } = (await saved.json()) as { id: string };
      const url = `${latestUrl}?cropId=${cropId}`;
      const warm = await fetch(url, { headers });
      if (warm.status !== 200) throw new Error(`warming the schedule failed with ${warm.status}`);
      const upstreamCalls = openMeteo.requests.length;
      const route = await throughput({ url, headers });
      const computed = await throughput({ url: latestUrl, headers });
      const bare = await bareFastifyThroughput();
      const ratio = route.requestsPerSecond / bare.requestsPerSecond;
      const targets: Target[] = [
        {
          measure: 'irrigationSchedule, 200-day crop, in process (mean)',
          value: `${fixed(engineMs, 3)} ms`,
          target: `< ${ENGINE_TARGET_MS} ms`,
          met: engineMs < ENGINE_TARGET_MS,
        },
        {
          measure: `GET ${servicePrefixes.irrigation}${irrigationPaths.schedule} (warm weather cache), ratio to bare Fastify`,
          value: `${fixed(ratio, 2)} (${fixed(route.requestsPerSecond, 0)} vs ${fixed(bare.requestsPerSecond, 0)} req/s)`,
          target: `>= ${ROUTE_TARGET}`,
          met: ratio >= ROUTE_TARGET,
        },
      ];
      return {
        targets,
        markdown: [
          '| in-process call | mean µs | p50 µs | p95 µs |',
          '|---|---|---|---|',
          `| irrigationSchedule(200-day crop, 200 days of weather, 2 logged irrigations) | ${fixed(engine.meanMicroseconds)} | ${fixed(engine.p50Microseconds)} | ${fixed(engine.p95Microseconds)} |`,
          '',
          'The schedule endpoint, signed in, one saved crop, the weather cell already cached (a local Open-Meteo fixture on 127.0.0.1); autocannon, 50 connections for 5 s:',
          '',
          '| endpoint | req/s | p50 ms | p97.5 ms | non-2xx | ratio to bare Fastify |',
          '|---|---|---|---|---|---|',
          `| bare Fastify JSON route | ${fixed(bare.requestsPerSecond, 0)} | ${bare.latencyP50Ms} | ${bare.latencyP95Ms} | ${bare.non2xx} | 1.00 |`,
          `| GET /api/irrigation/schedule?cropId=… (what the screen asks; body cached 30 s) | ${fixed(route.requestsPerSecond, 0)} | ${route.latencyP50Ms} | ${route.latencyP95Ms} | ${route.non2xx} | ${fixed(ratio, 2)} |`,
          `| GET /api/irrigation/schedule (latest crop, computed each time: 4 reads, 1-2 balance runs) | ${fixed(computed.requestsPerSecond, 0)} | ${computed.latencyP50Ms} | ${computed.latencyP95Ms} | ${computed.non2xx} | ${fixed(computed.requestsPerSecond / bare.requestsPerSecond, 2)} |`,
          '',
          `Upstream calls during the run: ${openMeteo.requests.length - upstreamCalls} (the cell's forecast is served from memory and the weather_cache table).`,
        ].join('\n'),
      };
    } finally {
      await bench.close();
      await openMeteo.close();
    }
  },
};
