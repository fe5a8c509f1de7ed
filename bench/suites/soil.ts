import { servicePrefixes, soilPaths } from '@farmsight/contracts';
import { analyzeSoil } from '../../apps/server/src/modules/soil/analyze-soil';
import { type BenchSuite, engineTimeRow, fixed, signIn, startBenchApp, throughput } from '../lib';

export const suite: BenchSuite = {
  name: 'Soil analysis',
  command: 'npm run bench -- soil',
  async run() {
    const engine = [
      '| in-process call (target under 1 ms) | mean µs | p50 µs | p95 µs |',
      '|---|---|---|---|',
      engineTimeRow('analyzeSoil(acid, all four values)', () => analyzeSoil({ pH: 4.8, nitrogen: 8, phosphorus: 6, potassium: 100 })),
      engineTimeRow('analyzeSoil(alkaline, all four values)', () => analyzeSoil({ pH: 8.6, nitrogen: 40, phosphorus: 30, potassium: 300 })),
      engineTimeRow('analyzeSoil(partial: pH only)', () => analyzeSoil({ pH: 6.8 })),
    ];
    const bench = await startBenchApp();
    try {
      const { headers } = await signIn(bench.url);
      const result = await throughput({
        url: `${bench.url}${servicePrefixes.soil}${soilPaths.analysis}`,
        method: 'POST',
        headers,
        body: JSON.stringify({ soilData: { 'Soil pH': 6.2, 'Nitrogen (N)': 18, 'Phosphorus (P)': 14, 'Potassium (K)': 170 } }),
      });
      return {
        markdown: [
          ...engine,
          '',
          'Endpoint, signed in, 50 connections for 5 s, embedded PGlite in memory (session lookup per request):',
          '',
          '| endpoint | req/s | p50 ms | p97.5 ms | non-2xx |',
          '|---|---|---|---|---|',
          `| POST /api/soil/soil-analysis | ${fixed(result.requestsPerSecond, 0)} | ${result.latencyP50Ms} | ${result.latencyP95Ms} | ${result.non2xx} |`,
        ].join('\n'),
      };
    } finally {
      await bench.close();
    }
  },
};
