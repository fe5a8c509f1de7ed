import { readFileSync } from 'node:fs';
import { assistantPaths, servicePrefixes } from '@farmsight/contracts';
import { knowledge } from '../../apps/server/src/knowledge';
import { createAssistant } from '../../apps/server/src/modules/assistant/assistant';
import { loadKnowledgeBase } from '../../apps/server/src/modules/assistant/answering/knowledge-base';
import { CHATS_PER_MINUTE } from '../../apps/server/src/modules/assistant/routes';
import { assistantTools } from '../../apps/server/src/modules/assistant/tools';
import { assistantKnowledgeDir } from '../../apps/server/src/paths';
import { type BenchSuite, fixed, latencies, signIn, startBenchApp } from '../lib';

const { cases } = JSON.parse(readFileSync('apps/server/src/modules/assistant/eval/questions.json', 'utf8')) as { cases: { question: string }[] };
const questions = cases.map((entry) => entry.question);
/** Ludhiana, Punjab: answers go through the regional lookup as a farmer's with a profile location. */
const LOCATION: [number, number] = [30.9, 75.85];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const suite: BenchSuite = {
  name: 'AI Samadhan (assistant)',
  command: 'npm run bench -- assistant',
  async run() {
    const loads = Array.from({ length: 5 }, () => loadKnowledgeBase(assistantKnowledgeDir));
    const prose = loads.at(-1)!;
    const assistant = createAssistant({ knowledge: knowledge(), prose, tools: assistantTools });
    await assistant.ask(questions[0]!, { location: LOCATION });
    let next = 0;
    const answer = await latencies(() => assistant.ask(questions[next++ % questions.length]!, { location: LOCATION }), {
      count: 2000,
      concurrency: 1,
    });

    const bench = await startBenchApp();
    try {
      const { headers } = await signIn(bench.url);
      let asked = 0;
      const http = await latencies(
        () =>
          fetch(`${bench.url}${servicePrefixes.assistant}${assistantPaths.chat}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ userMessage: questions[asked++ % questions.length] }),
          }).then((response) => response.text()),
        { count: CHATS_PER_MINUTE, concurrency: 1 },
      );
      return {
        targets: [
          {
            measure: 'Assistant, embedded mode, in-process answer',
            value: `p50 ${fixed(answer.p50Ms, 2)} ms, p95 ${fixed(answer.p95Ms, 2)} ms`,
            target: 'p50 < 50 ms',
            met: answer.p50Ms < 50,
          },
          {
            measure: 'Assistant, embedded mode, POST /api/assistant/chat',
            value: `p50 ${fixed(http.p50Ms, 2)} ms, p95 ${fixed(http.p95Ms, 2)} ms`,
            target: 'reported',
            met: true,
          },
        ],
        markdown: [
          `Prose pages: ${prose.sections.length} sections from ${prose.pages.size} pages; ` +
            `load and index time (median of 5): ${fixed(median(loads.map((load) => load.loadMs)))} ms.`,
          '',
          '| embedded answer (no LLM), cycling the evaluation questions | p50 ms | p95 ms | answers/s |',
          '|---|---|---|---|',
          `| in-process assistant.ask, 2000 answers (target p50 under 50 ms) | ${fixed(answer.p50Ms, 2)} | ${fixed(answer.p95Ms, 2)} | ${fixed(answer.perSecond, 0)} |`,
          `| POST /api/assistant/chat, signed in, ${CHATS_PER_MINUTE} sequential (the per-farmer limit) | ${fixed(http.p50Ms, 2)} | ${fixed(http.p95Ms, 2)} | ${fixed(http.perSecond, 0)} |`,
        ].join('\n'),
      };
    } finally {
      await bench.close();
    }
  },
};
