import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { suites } from './suites';

// `npm run bench [-- name-filter]`: runs every suite one after another and writes bench/REPORT.md.
const filter = process.argv[2]?.toLowerCase();
const selected = suites.filter((suite) => !filter || suite.name.toLowerCase().includes(filter));

const sections: string[] = [];
for (const suite of selected) {
  console.log(`bench: ${suite.name}…`);
  sections.push(`## ${suite.name}\n\n${await suite.run()}\n`);
}

const cpu = cpus();
const header = [
  '# FarmSight benchmark report',
  '',
  `Measured ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  'Ratios compare endpoints with a bare Fastify JSON route measured in the same run, so the noise of a shared machine cancels out.',
  'Command: `npm run bench`.',
  '',
].join('\n');
await writeFile(new URL('./REPORT.md', import.meta.url), `${header}\n${sections.join('\n')}`);
console.log('bench: wrote bench/REPORT.md');
