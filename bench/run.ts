import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import type { Target } from './lib';
import { suites } from './suites';

// `npm run bench [-- name-filter]`: runs the suites one after another and writes bench/REPORT.md. A filtered run
// replaces only its own suites' sections and summary rows, so measuring one engine keeps the others' numbers.
const filter = process.argv[2]?.toLowerCase();
const selected = suites.filter((suite) => !filter || `${suite.name} ${suite.command}`.toLowerCase().includes(filter));
const reportUrl = new URL('./REPORT.md', import.meta.url);

type Row = Target & { command: string };

/** The report as the last runs left it: each suite's section and summary rows, and why each missed target missed. */
async function previousReport(): Promise<{ sections: Map<string, string>; rows: Row[] }> {
  const text = await readFile(reportUrl, 'utf8').catch(() => '');
  const sections = new Map<string, string>();
  for (const part of text.split(/^(?=## )/m).slice(1)) {
    const name = part.slice(3, part.indexOf('\n'));
    if (name !== 'Missed targets' && name !== 'Summary') sections.set(name, part.trimEnd() + '\n');
  }
  const reasons = new Map([...text.matchAll(/^- (.+?): .*? Why: (.+)\.$/gm)].map((match) => [match[1]!, match[2]!]));
  const rows = [...text.matchAll(/^\| (.+?) \| (.+?) \| (.+?) \| (yes|\*\*no\*\*|) \| `(.+?)` \|$/gm)].map(([, measure, value, target, met, command]) => ({
    measure: measure!,
    value: value!,
    target: target!,
    met: met !== '**no**',
    reason: reasons.get(measure!),
    command: command!,
  }));
  return { sections, rows };
}

const previous = filter ? await previousReport() : { sections: new Map<string, string>(), rows: [] };
const measured = new Map<string, { section: string; rows: Row[] }>();
for (const suite of selected) {
  console.log(`bench: ${suite.name}…`);
  const { markdown, targets = [] } = await suite.run();
  measured.set(suite.name, {
    section: `## ${suite.name}\n\nCommand: \`${suite.command}\` · measured ${new Date().toISOString()}\n\n${markdown}\n`,
    rows: targets.map((target) => ({ ...target, command: suite.command })),
  });
}

// Report order is the suites' order; a suite not run this time keeps what the last run wrote.
const ranCommands = new Set(selected.map((suite) => suite.command));
const sections = suites.flatMap((suite) => measured.get(suite.name)?.section ?? previous.sections.get(suite.name) ?? []);
const summary = suites.flatMap(
  (suite) => measured.get(suite.name)?.rows ?? (ranCommands.has(suite.command) ? [] : previous.rows.filter((row) => row.command === suite.command)),
);

const missed = summary.filter(({ met }) => !met);
const cpu = cpus();
const header = [
  '# FarmSight benchmark report',
  '',
  `Last written ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version} by \`npm run bench${filter ? ` -- ${filter}` : ''}\` (needs \`npm run build\` first); each section says when it was measured.`,
  'Ratios compare endpoints with a bare Fastify JSON route measured in the same run, so the noise of a shared machine cancels out.',
  '',
  '## Missed targets',
  '',
  ...(missed.length
    ? missed.map(({ measure, value, target, reason }) => `- ${measure}: ${value}, target ${target}.${reason ? ` Why: ${reason}.` : ''}`)
    : ['None.']),
  '',
  '## Summary',
  '',
  '| measure | value | target | met | command |',
  '|---|---|---|---|---|',
  ...summary.map(
    ({ measure, value, target, met, command }) =>
      `| ${measure} | ${value} | ${target} | ${target === 'reported' ? '' : met ? 'yes' : '**no**'} | \`${command}\` |`,
  ),
  '',
].join('\n');
await writeFile(reportUrl, `${header}\n${sections.join('\n')}`);
console.log(`bench: wrote bench/REPORT.md (${missed.length} missed targets)`);
