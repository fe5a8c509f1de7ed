import { pesticidePath, servicePrefixes } from '@farmsight/contracts';
import { lookupPesticides } from '../../apps/server/src/modules/pesticides/lookup';
import { type BenchSuite, engineTimeRow, fixed, signIn, startBenchApp, throughput } from '../lib';

export const suite: BenchSuite = {
  name: 'Pesticide lookup',
  command: 'npm run bench -- pesticide',
  async run() {
    const engine = [
      '| in-process call (target under 1 ms) | mean µs | p50 µs | p95 µs |',
      '|---|---|---|---|',
      engineTimeRow('lookupPesticides("Citrus Trees (Oranges, Lemons)")', () => lookupPesticides('Citrus Trees (Oranges, Lemons)')),
      engineTimeRow('lookupPesticides("makki") (another name)', () => lookupPesticides('makki')),
      engineTimeRow('lookupPesticides("Xyzzy") (unknown)', () => lookupPesticides('Xyzzy')),
    ];
    const bench = await startBenchApp();
    try {
      const { headers } = await signIn(bench.url);
      const base = `${bench.url}${servicePrefixes.pesticides}`;
      const citrus = await throughput({ url: `${base}${pesticidePath('Citrus Trees (Oranges, Lemons)')}`, headers });
      const unknown = await throughput({ url: `${base}${pesticidePath('Bananas')}`, headers });
      const row = (label: string, result: typeof citrus) =>
        `| ${label} | ${fixed(result.requestsPerSecond, 0)} | ${result.latencyP50Ms} | ${result.latencyP95Ms} | ${result.non2xx} |`;
      return {
        markdown: [
          ...engine,
          '',
          'Endpoints, signed in, 50 connections for 5 s each, embedded PGlite in memory (session lookup per request):',
          '',
          '| endpoint | req/s | p50 ms | p97.5 ms | non-2xx |',
          '|---|---|---|---|---|',
          row('GET /api/pesticides/Citrus%20Trees%20(Oranges%2C%20Lemons)', citrus),
          row('GET /api/pesticides/Bananas (404, expected non-2xx)', unknown),
        ].join('\n'),
      };
    } finally {
      await bench.close();
    }
  },
};
