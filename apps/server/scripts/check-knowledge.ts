/**
 * Validates the crop knowledge base and prints what it holds: crops, facts per field, the share with a source.
 * Usage: npx tsx apps/server/scripts/check-knowledge.ts [--crop ID] [--partial]
 */
import { knowledgeDataDir } from '../src/paths';
import { loadCatalogue } from '../src/knowledge/load';

const catalogue = loadCatalogue(knowledgeDataDir, { partial: process.argv.includes('--partial') });
const only = process.argv.includes('--crop') ? process.argv[process.argv.indexOf('--crop') + 1] : undefined;
const counts = new Map<string, { facts: number; sourced: number }>();
const count = (field: string, sourced: boolean) => {
  const entry = counts.get(field) ?? { facts: 0, sourced: 0 };
  entry.facts += 1;
  if (sourced) entry.sourced += 1;
  counts.set(field, entry);
};
for (const crop of catalogue.crops) {
  if (only && crop.id !== only) continue;
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
const total = [...counts.values()].reduce((sum, entry) => ({ facts: sum.facts + entry.facts, sourced: sum.sourced + entry.sourced }), { facts: 0, sourced: 0 });
console.log(`crops: ${only ? 1 : catalogue.crops.length}`);
for (const [field, entry] of [...counts].sort()) console.log(`${field.padEnd(22)} ${String(entry.facts).padStart(5)} facts, ${entry.sourced} with a source`);
console.log(`all fields             ${String(total.facts).padStart(5)} facts, ${((100 * total.sourced) / Math.max(1, total.facts)).toFixed(1)}% with a source`);
