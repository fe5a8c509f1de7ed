// npm run eval:assistant: answers the evaluation set in embedded mode and fails under 85 % overall.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { assistantKnowledgeDir } from '../../../paths';
import { loadKnowledgeBase } from '../knowledge-base';
import { assistantTools } from '../tools';
import { evalCaseSchema, evaluate, summarise } from './evaluate';

export const PASS_MARK = 0.85;

const cases = z.array(evalCaseSchema).parse(JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')));
const results = await evaluate(cases, loadKnowledgeBase(assistantKnowledgeDir), assistantTools);
const { topics, overall } = summarise(results);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

for (const result of results.filter((entry) => !entry.passed)) {
  console.log(`FAIL [${result.case.topic}] ${result.case.question}\n  ${result.problems.join('\n  ')}\n  answer: ${result.response.replaceAll('\n', ' / ')}`);
}
console.log('\ntopic                         correct');
for (const topic of topics) console.log(`${topic.topic.padEnd(30)}${`${topic.passed}/${topic.total}`.padStart(6)}  ${percent(topic.passed / topic.total)}`);
console.log(`${'overall'.padEnd(30)}${`${results.filter((entry) => entry.passed).length}/${results.length}`.padStart(6)}  ${percent(overall)} (pass mark ${percent(PASS_MARK)})`);
if (overall < PASS_MARK) process.exit(1);
