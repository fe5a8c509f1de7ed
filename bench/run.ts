import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import type { Target } from './lib';
import { suites } from './suites';

// `npm run bench [-- name-filter]`: runs every suite one after another and writes bench/REPORT.md.
const filter = process.argv[2]?.toLowerCase();
const selected = suites.filter((suite) => !filter || `${suite.name} ${suite.command}`.toLowerCase().includes(filter));

const sections: string[] = [];
const summary: (Target & { command: string })[] = [];
for (const suite of selected) {
  console.log(`bench: ${suite.name}…`);
  const { markdown, targets = [] } = await suite.run();
  sections.push(`## ${suite.name}\n\nCommand: \`${suite.command}\`\n\n${markdown}\n`);
  summary.push(...targets.map((target) => ({ ...target, command: suite.command })));
}

const missed = summary.filter(({ met }) => !met);
const cpu = cpus();
const header = [
  '# FarmSight benchmark report',
  '',
  `Measured ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, in one run of \`npm run bench\` (needs \`npm run build\` first).`,
  'Ratios compare endpoints with a bare Fastify JSON route measured in the same run, so the noise of a shared machine cancels out.',
  '',
  '## Missed targets',
  '',
  ...(missed.length ? missed.map(({ measure, value, target, reason }) => `- ${measure}: ${value}, target ${target}.${reason ? ` Why: ${reason}.` : ''}`) : ['None.']),
  '',
  '## Summary',
  '',
  '| measure | value | target | met | command |',
  '|---|---|---|---|---|',
  ...summary.map(({ measure, value, target, met, command }) => `| ${measure} | ${value} | ${target} | ${target === 'reported' ? '' : met ? 'yes' : '**no**'} | \`${command}\` |`),
  '',
].join('\n');
await writeFile(new URL('./REPORT.md', import.meta.url), `${header}\n${sections.join('\n')}`);
console.log(`bench: wrote bench/REPORT.md (${missed.length} missed targets)`);
