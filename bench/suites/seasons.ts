import { cropPath, cropPlanningPaths, growthPaths, savedCropsPaths, servicePrefixes } from '@farmsight/contracts';
import { addDays, todayIso } from '../../apps/server/src/modules/growth';
import { bareFastifyThroughput, type BenchSuite, fixed, signIn, startBenchApp, type Target, type Throughput, throughput } from '../lib';

const SAVED_CROPS = 200;
const LIST_TARGET = 0.4;
const cropNames = ['Tomato', 'Rice', 'Wheat', 'Maize', 'Chickpea', 'Cotton', 'Onion', 'Potato'];

export const suite: BenchSuite = {
  name: 'Seasons: crop list, crop detail, suggestions',
  command: 'npm run bench -- seasons',
  async run() {
    const bench = await startBenchApp();
    try {
      const { headers } = await signIn(bench.url);
      const growth = `${bench.url}${servicePrefixes.growth}`;
      let lastId = '';
      for (let i = 0; i < SAVED_CROPS; i += 1) {
        const body = JSON.stringify({ cropType: cropNames[i % cropNames.length], seedingDate: addDays(todayIso(), -i) });
        const saved = await fetch(`${growth}${growthPaths.submitCropData}`, { method: 'POST', headers, body });
        if (saved.status !== 200) throw new Error(`saving crop ${i} failed with ${saved.status}`);
        lastId = ((await saved.json()) as { id: string }).id;
      }
      for (let day = 7; day <= 70; day += 7) {
        const reading = await fetch(`${growth}/crops/${lastId}/measurements`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ day, moisture: 21, height: day }),
        });
        if (reading.status !== 201) throw new Error(`saving a reading failed with ${reading.status}`);
      }

      const list = await throughput({ url: `${growth}${growthPaths.crops}`, headers });
      const detail = await throughput({ url: `${growth}${cropPath(lastId)}`, headers });
      const suggestions = await throughput({ url: `${bench.url}${servicePrefixes.crops}${cropPlanningPaths.suggestions}?season=kharif`, headers });
      const legacy = await throughput({ url: `${bench.url}${servicePrefixes.auth}${savedCropsPaths.getCrop}`, headers });
      const bare = await bareFastifyThroughput();
      const ratio = (result: Throughput) => result.requestsPerSecond / bare.requestsPerSecond;
      const row = (label: string, result: Throughput) =>
        `| ${label} | ${fixed(result.requestsPerSecond, 0)} | ${result.latencyP50Ms} | ${result.latencyP95Ms} | ${result.non2xx} | ${fixed(ratio(result), 2)} |`;
      const targets: Target[] = [
        {
          measure: `GET ${servicePrefixes.growth}${growthPaths.crops} (${SAVED_CROPS} saved crops, first page of 20), ratio to bare Fastify`,
          value: `${fixed(ratio(list), 2)} (${fixed(list.requestsPerSecond, 0)} vs ${fixed(bare.requestsPerSecond, 0)} req/s)`,
          target: `>= ${LIST_TARGET}`,
          met: ratio(list) >= LIST_TARGET,
        },
      ];
      return {
        targets,
        markdown: [
          `One farmer with ${SAVED_CROPS} saved crops (the newest with 10 readings), signed in; autocannon, 50 connections for 5 s each:`,
          '',
          '| endpoint | req/s | p50 ms | p97.5 ms | non-2xx | ratio to bare Fastify |',
          '|---|---|---|---|---|---|',
          `| bare Fastify JSON route | ${fixed(bare.requestsPerSecond, 0)} | ${bare.latencyP50Ms} | ${bare.latencyP95Ms} | ${bare.non2xx} | 1.00 |`,
          row(`GET ${servicePrefixes.growth}${growthPaths.crops} (first page of 20 summaries)`, list),
          row(`GET ${servicePrefixes.growth}/crops/:cropId (one crop, 21 curve points, 10 readings with verdicts)`, detail),
          row(`GET ${servicePrefixes.crops}${cropPlanningPaths.suggestions}?season=kharif (4 reads, 52 crops scored)`, suggestions),
          row(`GET ${servicePrefixes.auth}${savedCropsPaths.getCrop} (the latest 50 full analyses, kept for compatibility)`, legacy),
        ].join('\n'),
      };
    } finally {
      await bench.close();
    }
  },
};
