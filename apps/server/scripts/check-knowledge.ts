/**
 * Validates the crop knowledge base and prints, as Markdown, what it holds: facts per field with the share that has
 * a source, and the coverage of the 15 largest farming states by crop and topic, each cell resolved by the one rule
 * every engine follows (the state, then India's national facts, then a labelled neighbour, then FAO's general facts).
 * `npm run knowledge:check > docs/coverage.md` rewrites the committed copy.
 * Usage: npx tsx apps/server/scripts/check-knowledge.ts [--crop ID] [--partial]
 */
import { knowledgeDataDir } from '../src/paths';
import { loadCatalogue, type Catalogue } from '../src/knowledge/load';
import type { FarmRegion } from '../src/knowledge/places';
import { practiceFact } from '../src/knowledge/practice';
import { registeredProducts } from '../src/knowledge/registrations';
import type { Crop, PracticeTopic, StateInfo } from '../src/knowledge/schema';
import { seasonWindows } from '../src/knowledge/seasons';

const catalogue = loadCatalogue(knowledgeDataDir, { partial: process.argv.includes('--partial') });
const only = process.argv.includes('--crop') ? process.argv[process.argv.indexOf('--crop') + 1] : undefined;
const crops = catalogue.crops.filter((crop) => !only || crop.id === only);

function factCounts(): string[] {
  const counts = new Map<string, { facts: number; sourced: number }>();
  const count = (field: string, sourced: boolean) => {
    const entry = counts.get(field) ?? { facts: 0, sourced: 0 };
    entry.facts += 1;
    if (sourced) entry.sourced += 1;
    counts.set(field, entry);
  };
  for (const crop of crops) {
    count('names', true);
    count('climate', Boolean(crop.climate.source));
    count('fao56', Boolean(crop.fao56.source));
    for (const practice of Object.values(crop.practices)) {
      for (const [topic, value] of Object.entries(practice)) {
        if (topic === 'varietiesSource') continue;
        const items = Array.isArray(value) ? value : [value];
        for (const item of items) {
          const source = (item as { source?: string }).source ?? (topic === 'varieties' ? practice.varietiesSource : undefined);
          count(topic, Boolean(source));
          for (let index = 0; index < ((item as { chemicals?: unknown[] }).chemicals?.length ?? 0); index++) count(`${topic}.chemicals`, true);
        }
      }
    }
  }
  for (const use of catalogue.registeredUses) if (!only || use.crop === only) count('CIB&RC registered uses', true);
  for (const entry of catalogue.calendar) if (!only || entry.crop === only) count('DES sowing windows', true);
  const total = [...counts.values()].reduce((sum, entry) => ({ facts: sum.facts + entry.facts, sourced: sum.sourced + entry.sourced }), {
    facts: 0,
    sourced: 0,
  });
  return [
    `Crops: ${crops.length}.`,
    '',
    '| field | facts | with a source |',
    '| --- | ---: | ---: |',
    ...[...counts].sort().map(([field, entry]) => `| ${field} | ${entry.facts} | ${entry.sourced} |`),
    `| all fields | ${total.facts} | ${((100 * total.sourced) / Math.max(1, total.facts)).toFixed(1)}% |`,
  ];
}

/** The 15 states with the largest net sown area (Ministry of Agriculture, Land Use Statistics), largest first. */
const largestFarmingStates = [
  'IN-RJ',
  'IN-MH',
  'IN-UP',
  'IN-MP',
  'IN-KA',
  'IN-GJ',
  'IN-AP',
  'IN-TG',
  'IN-WB',
  'IN-PB',
  'IN-BR',
  'IN-TN',
  'IN-HR',
  'IN-OR',
  'IN-CT',
];

/** S: the state's own fact; N: India's national fact; B: a neighbouring state's, labelled as such; F: FAO's general; -: none. */
type Cell = 'S' | 'N' | 'B' | 'F' | '-';

const fromKey = (key: string | undefined, state: StateInfo): Cell =>
  key === undefined ? '-' : key === state.code ? 'S' : key === 'IN' ? 'N' : key === 'default' ? 'F' : 'B';

const topics: { name: string; cell: (crop: Crop, region: FarmRegion, state: StateInfo, data: Catalogue) => Cell }[] = [
  { name: 'variety', cell: (crop, region, state, data) => fromKey(practiceFact(crop, 'varieties', region, data)?.regionKey, state) },
  {
    name: 'sowing window',
    cell: (crop, region, state, data) => {
      const [window] = seasonWindows(crop, region, data);
      if (window) return window.neighbour ? 'B' : fromKey(window.regionKey, state);
      return fromKey(practiceFact(crop, 'sowing', region, data)?.regionKey, state);
    },
  },
  { name: 'seed rate', cell: (crop, region, state, data) => fromKey(topicKey(crop, 'seedRate', region, data), state) },
  { name: 'fertilizer dose', cell: (crop, region, state, data) => fromKey(topicKey(crop, 'nutrients', region, data), state) },
  { name: 'registered pesticides', cell: (crop, _region, _state, data) => (registeredProducts(crop, data).some((entry) => !entry.barredBy) ? 'N' : '-') },
  {
    name: 'critical irrigation stages',
    cell: (crop, region, state, data) =>
      fromKey(practiceFact(crop, 'irrigation', region, data, (irrigation) => irrigation.criticalStages.length > 0)?.regionKey, state),
  },
];

function topicKey(crop: Crop, topic: PracticeTopic, region: FarmRegion, data: Catalogue): string | undefined {
  return practiceFact(crop, topic, region, data)?.regionKey;
}

function coverage(): string[] {
  const lines: string[] = [];
  const totals = new Map<Cell, number>();
  for (const code of largestFarmingStates) {
    const state = catalogue.regions.states.find((entry) => entry.code === code)!;
    const region: FarmRegion = { latitude: 0, longitude: 0, country: 'IN', countryName: 'India', state, nearestPlace: null };
    lines.push('', `### ${state.en}`, '', `| crop | ${topics.map((topic) => topic.name).join(' | ')} |`, `| --- |${' :---: |'.repeat(topics.length)}`);
    for (const crop of crops) {
      const cells = topics.map((topic) => topic.cell(crop, region, state, catalogue));
      for (const cell of cells) totals.set(cell, (totals.get(cell) ?? 0) + 1);
      lines.push(`| ${crop.names.en} | ${cells.join(' | ')} |`);
    }
  }
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  const share = (cell: Cell) => `${totals.get(cell) ?? 0} (${((100 * (totals.get(cell) ?? 0)) / all).toFixed(1)}%)`;
  return [
    `${largestFarmingStates.length} states × ${crops.length} crops × ${topics.length} topics = ${all} cells: ` +
      `state ${share('S')}, national ${share('N')}, neighbouring state (labelled) ${share('B')}, FAO general ${share('F')}, none ${share('-')}.`,
    '',
    "S: the state's own source (its agricultural university's Package of Practices, DES's state row); N: India's national source (ICAR, CIB&RC registrations, DES All India); B: a neighbouring state's, which every answer labels as such; F: FAO's general guidance; -: nothing, and the engines say so.",
    ...lines,
  ];
}

console.log(
  [
    '# Knowledge coverage',
    '',
    '`npm run knowledge:check` wrote this file; do not edit it by hand.',
    '',
    '## Facts',
    '',
    ...factCounts(),
    '',
    '## Coverage of the 15 largest farming states',
    '',
    ...coverage(),
  ].join('\n'),
);
