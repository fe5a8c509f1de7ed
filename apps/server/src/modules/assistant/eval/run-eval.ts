// npm run eval:assistant: answers the evaluation set in embedded mode; prints the share correct per topic, source,
// state and language and the share of "don't know", the Devanagari share of Hindi answers and the time per answer;
// fails under 85 % correct, on any unsafe answer, or when under 90 % of the Hindi answers' letters are Devanagari.
import { readFileSync } from 'node:fs';
import { knowledge } from '../../../knowledge';
import { assistantKnowledgeDir } from '../../../paths';
import { loadKnowledgeBase } from '../answering/knowledge-base';
import { assistantTools } from '../tools';
import { evalSetSchema, evaluate, hindiLetters, summarise, type Shares } from './evaluate';

export const PASS_MARK = 0.85;
/** Over all Hindi answers, at least this share of the letters (besides product names, units and addresses) is Devanagari. */
export const DEVANAGARI_MARK = 0.9;

const set = evalSetSchema.parse(JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')));
const results = await evaluate(set.cases, knowledge(), loadKnowledgeBase(assistantKnowledgeDir), assistantTools);
const { topics, sources, states, languages, followUps, overall } = summarise(results);
const percent = (part: number, total: number) => `${((100 * part) / Math.max(1, total)).toFixed(1)} %`.padStart(8);
const row = (name: string, shares: Shares) =>
  `${name.padEnd(16)}${`${shares.correct}/${shares.total}`.padStart(8)}${percent(shares.correct, shares.total)}${percent(shares.dontKnow, shares.total)}${percent(shares.wrong, shares.total)}${String(shares.unsafe).padStart(8)}`;

if (process.argv.includes('--failures')) {
  for (const result of results.filter((entry) => entry.verdict !== 'correct')) {
    console.log(
      `${result.verdict.toUpperCase()} [${result.case.topic}] ${result.case.question}\n  ${result.problems.join('\n  ')}\n  answer: ${result.response.replaceAll('\n', ' / ').slice(0, 400)}`,
    );
  }
}
const header = (name: string) =>
  `\n${name.padEnd(16)}${'correct'.padStart(8)}${'share'.padStart(8)}${"don't k".padStart(8)}${'wrong'.padStart(8)}${'unsafe'.padStart(8)}`;
console.log(header('topic'));
for (const [topic, shares] of topics) console.log(row(topic, shares));
for (const [name, table] of [
  ['source', sources],
  ['state', states],
  ['language', languages],
  ['question', followUps],
] as const) {
  console.log(header(name));
  for (const [key, shares] of table) console.log(row(key, shares));
}
console.log('');
console.log(row('overall', overall));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const hindi = hindiLetters(results);
console.log(
  `\nHindi answers: ${hindi.answers}, Devanagari ${(100 * hindi.share).toFixed(1)} % of their letters (pass mark ${DEVANAGARI_MARK * 100} %); under 90 %: ${hindi.under90.length}`,
);
for (const result of hindi.under90) console.log(`  ${result.case.question}`);
console.log(`time per answer: p50 ${median(results.map((result) => result.ms)).toFixed(1)} ms`);
console.log(
  `\ncorrect ${percent(overall.correct, overall.total).trim()}, don't know ${percent(overall.dontKnow, overall.total).trim()} (pass mark ${PASS_MARK * 100} % correct, no unsafe answer)`,
);
if (overall.correct / overall.total < PASS_MARK || overall.unsafe > 0 || hindi.share < DEVANAGARI_MARK) process.exit(1);
