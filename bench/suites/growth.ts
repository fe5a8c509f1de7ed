import { growthPaths, savedCropsPaths, servicePrefixes } from '@farmsight/contracts';
import { knowledge } from '../../apps/server/src/knowledge';
import { analyseGrowth } from '../../apps/server/src/modules/growth';
import { type BenchSuite, engineTimeRow, fixed, signIn, startBenchApp, throughput } from '../lib';

export const suite: BenchSuite = {
  name: 'Crop growth analysis',
  command: 'npm run bench -- growth',
  async run() {
    const { resolver } = knowledge();
    const tomato = resolver.resolve('tomato')!;
    const sugarcane = resolver.resolve('sugarcane')!;
    const engine = [
      '| in-process call (target under 1 ms) | mean µs | p50 µs | p95 µs |',
      '|---|---|---|---|',
      engineTimeRow('analyseGrowth(tomato, 135-day season, 21 points)', () => analyseGrowth(tomato, '2025-03-01', 18.52)),
      engineTimeRow(`analyseGrowth(sugarcane, ${sugarcane.fao56.stages[0]!.lengths.reduce((sum, days) => sum + days, 0)}-day season)`, () =>
        analyseGrowth(sugarcane, '2025-03-01', 18.52),
      ),
    ];

    const bench = await startBenchApp();
    try {
      const { headers } = await signIn(bench.url);
      const submit = await throughput({
        url: `${bench.url}${servicePrefixes.growth}${growthPaths.submitCropData}`,
        method: 'POST',
        headers,
        body: JSON.stringify({ cropType: 'Tomato', seedingDate: '2025-03-01' }),
      });
      const saved = await throughput({ url: `${bench.url}${servicePrefixes.auth}${savedCropsPaths.getCrop}`, headers });
      const row = (label: string, result: typeof submit) =>
        `| ${label} | ${fixed(result.requestsPerSecond, 0)} | ${result.latencyP50Ms} | ${result.latencyP95Ms} | ${result.non2xx} |`;
      return {
        markdown: [
          ...engine,
          '',
          'Endpoints, signed in, 50 connections for 5 s each, embedded PGlite in memory (each submit also saves the analysis):',
          '',
          '| endpoint | req/s | p50 ms | p97.5 ms | non-2xx |',
          '|---|---|---|---|---|',
          row('POST /api/growth/submit-crop-data', submit),
          row('GET /api/auth/getcrop (50 saved analyses)', saved),
        ].join('\n'),
      };
    } finally {
      await bench.close();
    }
  },
};
