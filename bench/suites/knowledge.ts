import { performance } from 'node:perf_hooks';
import { CropResolver, farmRegion, knowledge, loadCatalogue } from '../../apps/server/src/knowledge';
import { knowledgeDataDir } from '../../apps/server/src/paths';
import { type BenchSuite, engineTimeRow, fixed, timeSync } from '../lib';

const LOAD_TARGET_MS = 300;
const RESOLVE_TARGET_MICROSECONDS = 5;

export const suite: BenchSuite = {
  name: 'Crop knowledge base',
  command: 'npm run bench -- knowledge',
  async run() {
    const loads: number[] = [];
    for (let run = 0; run < 10; run++) {
      const start = performance.now();
      new CropResolver(loadCatalogue(knowledgeDataDir).crops);
      loads.push(performance.now() - start);
    }
    loads.sort((a, b) => a - b);
    const loadP50 = loads[5]!;
    const { resolver, catalogue } = knowledge();
    const aliases = catalogue.crops.flatMap((crop) => crop.names.aliases);
    let next = 0;
    const resolve = timeSync(() => resolver.resolve(aliases[next++ % aliases.length]!), 20_000);
    farmRegion([30.9, 75.85]);
    return {
      markdown: [
        `Catalogue: ${catalogue.crops.length} crops, ${aliases.length} aliases. Load and validation (read, parse, zod, cross-checks, resolver), 10 runs: p50 ${fixed(loadP50)} ms, slowest ${fixed(loads[9]!)} ms.`,
        '',
        '| in-process call | mean µs | p50 µs | p95 µs |',
        '|---|---|---|---|',
        `| resolver.resolve(each alias in turn) | ${fixed(resolve.meanMicroseconds)} | ${fixed(resolve.p50Microseconds)} | ${fixed(resolve.p95Microseconds)} |`,
        engineTimeRow('resolver.resolve("barseem") (misspelt: edit-distance search)', () => resolver.resolve('barseem')),
        engineTimeRow('resolver.mentions("CATTERPILLAR IN BARSEEM what to spray")', () => resolver.mentions('CATTERPILLAR IN BARSEEM what to spray')),
        engineTimeRow('farmRegion([30.90, 75.85]) (Ludhiana: country borders + nearest place)', () => farmRegion([30.9, 75.85])),
      ].join('\n'),
      targets: [
        {
          measure: 'Crop catalogue load and validation (p50 of 10)',
          value: `${fixed(loadP50)} ms`,
          target: `under ${LOAD_TARGET_MS} ms`,
          met: loadP50 < LOAD_TARGET_MS,
        },
        {
          measure: 'Crop name resolution (p50 over every alias)',
          value: `${fixed(resolve.p50Microseconds)} µs`,
          target: `under ${RESOLVE_TARGET_MICROSECONDS} µs`,
          met: resolve.p50Microseconds < RESOLVE_TARGET_MICROSECONDS,
        },
      ],
    };
  },
};
