import { z } from 'zod';
import { createAssistant } from '../assistant';
import { emptyConversation } from '../conversation-store';
import type { KnowledgeBase } from '../knowledge-base';
import type { AssistantTool } from '../tools/tool';

export const evalCaseSchema = z.object({
  topic: z.string(),
  /** Asked first, in the same session, so the question can be a follow-up. */
  previous: z.array(z.string()).optional(),
  question: z.string(),
  /** Regular expressions the answer must match. */
  expect: z.array(z.string()).min(1),
  /** Title of a source the answer must cite; null: it must cite nothing (refusals, "don't know"). */
  source: z.string().nullable(),
});
export type EvalCase = z.infer<typeof evalCaseSchema>;

export interface CaseResult {
  case: EvalCase;
  passed: boolean;
  problems: string[];
  response: string;
}

/** Fixed date, so questions with dates written without a year give the same answer every run. */
export const EVAL_TODAY = '2026-01-15';

/** Asks every case in its own conversation, with the embedded engines only (no LLM), and checks facts and sources. */
export async function evaluate(cases: EvalCase[], knowledge: KnowledgeBase, tools: AssistantTool[]): Promise<CaseResult[]> {
  const assistant = createAssistant({ knowledge, tools, today: () => EVAL_TODAY });
  const results: CaseResult[] = [];
  for (const evalCase of cases) {
    let conversation = emptyConversation();
    for (const earlier of evalCase.previous ?? []) ({ conversation } = await assistant.ask(earlier, { conversation }));
    const answer = await assistant.ask(evalCase.question, { conversation });
    const problems = evalCase.expect.filter((pattern) => !new RegExp(pattern, 'm').test(answer.response)).map((pattern) => `missing /${pattern}/`);
    const titles = answer.sources.map((source) => source.title);
    if (evalCase.source === null && titles.length > 0) problems.push(`cites ${titles.join(', ')} but should cite nothing`);
    if (evalCase.source !== null && !titles.includes(evalCase.source)) problems.push(`does not cite "${evalCase.source}" (cites: ${titles.join(', ') || 'nothing'})`);
    results.push({ case: evalCase, passed: problems.length === 0, problems, response: answer.response });
  }
  return results;
}

/** Share answered correctly per topic and overall. */
export function summarise(results: CaseResult[]): { topics: { topic: string; passed: number; total: number }[]; overall: number } {
  const topics = new Map<string, { topic: string; passed: number; total: number }>();
  for (const result of results) {
    const entry = topics.get(result.case.topic) ?? { topic: result.case.topic, passed: 0, total: 0 };
    entry.total += 1;
    if (result.passed) entry.passed += 1;
    topics.set(result.case.topic, entry);
  }
  const passed = results.filter((result) => result.passed).length;
  return { topics: [...topics.values()], overall: results.length ? passed / results.length : 0 };
}
