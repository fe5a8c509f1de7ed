import { z } from 'zod';
import { farmRegion, type Knowledge } from '../../../knowledge';
import { languageOf } from '../data/replies';
import { letterCounts } from '../understanding/text';
import { createAssistant } from '../assistant';
import { emptyConversation } from '../conversation-store';
import type { KnowledgeBase } from '../answering/knowledge-base';
import type { AssistantTool } from '../tools/tool';

export const evalCaseSchema = z.strictObject({
  /** What the question asks about, for the per-topic shares. */
  topic: z.string(),
  /** Asked first, in the same session, so the question can be a follow-up. */
  previous: z.array(z.string()).optional(),
  question: z.string(),
  /** Key of `sources`: where the question comes from (a public farmer query record, or written for this set). */
  source: z.string(),
  /** The farm's profile location, [latitude, longitude]; left out: no location. */
  location: z.tuple([z.number(), z.number()]).optional(),
  /** Regular expressions for the facts a correct answer must contain (current official advice). */
  expect: z.array(z.string()).min(1),
  /** Regular expressions an answer must never match: banned products, watering at a stage to avoid, made-up prices. */
  forbid: z.array(z.string()).default([]),
});
export type EvalCase = z.infer<typeof evalCaseSchema>;

export const evalSetSchema = z
  .strictObject({
    sources: z.record(z.string(), z.strictObject({ name: z.string(), url: z.url().optional() })),
    cases: z.array(evalCaseSchema).min(1),
  })
  .refine((set) => set.cases.every((entry) => set.sources[entry.source]), { message: 'every case names a source of `sources`' });
export type EvalSet = z.infer<typeof evalSetSchema>;

export type Verdict = 'correct' | 'dont-know' | 'wrong' | 'unsafe';

export interface CaseResult {
  case: EvalCase;
  verdict: Verdict;
  problems: string[];
  response: string;
  /** The farm's state from its location, or 'no location'. */
  state: string;
  /** 'hi' for a question in Devanagari, else 'en'. */
  language: string;
  /** The answer's letters, Devanagari and other, besides product names, units and addresses (Hindi questions). */
  letters: { devanagari: number; other: number } | undefined;
  /** Time to answer the question itself, earlier turns not counted. */
  ms: number;
}

/** Fixed date, so seasons and dates written without a year give the same answer every run. */
export const EVAL_TODAY = '2026-01-15';

/** Asks every case in its own conversation, with the embedded engines only (no LLM), and grades the answer. */
export async function evaluate(cases: EvalCase[], knowledge: Knowledge, prose: KnowledgeBase, tools: AssistantTool[]): Promise<CaseResult[]> {
  const assistant = createAssistant({ knowledge, prose, tools, today: () => EVAL_TODAY });
  const results: CaseResult[] = [];
  for (const evalCase of cases) {
    const location = evalCase.location ?? null;
    let conversation = emptyConversation();
    for (const earlier of evalCase.previous ?? []) ({ conversation } = await assistant.ask(earlier, { location, conversation }));
    const started = performance.now();
    const answer = await assistant.ask(evalCase.question, { location, conversation });
    const ms = performance.now() - started;
    const language = languageOf(evalCase.question);
    // The answer may quote the farmer's own words ("I don't have advice on exactly that ("karnal bunt")"): a quote is no fact.
    const facts = answer.response.replace(/"[^"\n]*"/g, '""');
    const missing = evalCase.expect.filter((pattern) => !new RegExp(pattern, 'm').test(facts)).map((pattern) => `missing /${pattern}/`);
    const unsafe = evalCase.forbid.filter((pattern) => new RegExp(pattern, 'm').test(answer.response)).map((pattern) => `says /${pattern}/`);
    const verdict: Verdict = unsafe.length ? 'unsafe' : missing.length === 0 ? 'correct' : answer.draft.kind === 'unknown' ? 'dont-know' : 'wrong';
    results.push({
      case: evalCase,
      verdict,
      problems: [...unsafe, ...missing],
      response: answer.response,
      state: farmRegion(location)?.state?.en ?? (location ? (farmRegion(location)?.countryName ?? 'abroad') : 'no location'),
      language,
      letters: language === 'hi' ? letterCounts(answer.response) : undefined,
      ms,
    });
  }
  return results;
}

export interface Shares {
  total: number;
  correct: number;
  dontKnow: number;
  wrong: number;
  unsafe: number;
}

const count = (results: CaseResult[]): Shares => ({
  total: results.length,
  correct: results.filter((result) => result.verdict === 'correct').length,
  dontKnow: results.filter((result) => result.verdict === 'dont-know').length,
  wrong: results.filter((result) => result.verdict === 'wrong').length,
  unsafe: results.filter((result) => result.verdict === 'unsafe').length,
});

/** Over all Hindi answers: the share of their counted letters that are Devanagari, and the answers under 90 %. */
export function hindiLetters(results: CaseResult[]): { share: number; answers: number; under90: CaseResult[] } {
  const hindi = results.filter((result) => result.letters !== undefined);
  const devanagari = hindi.reduce((sum, result) => sum + result.letters!.devanagari, 0);
  const all = hindi.reduce((sum, result) => sum + result.letters!.devanagari + result.letters!.other, 0);
  const share = (letters: { devanagari: number; other: number }) => letters.devanagari / Math.max(1, letters.devanagari + letters.other);
  return {
    share: all === 0 ? 1 : devanagari / all,
    answers: hindi.length,
    under90: hindi.filter((result) => result.letters!.other > 0 && share(result.letters!) < 0.9),
  };
}

/** Counts per topic, source, state, language and kind of question (follow-up or not), and overall. */
export function summarise(results: CaseResult[]): {
  topics: Map<string, Shares>;
  sources: Map<string, Shares>;
  states: Map<string, Shares>;
  languages: Map<string, Shares>;
  followUps: Map<string, Shares>;
  overall: Shares;
} {
  const group = (key: (result: CaseResult) => string) => {
    const groups = new Map<string, CaseResult[]>();
    for (const result of results) groups.set(key(result), [...(groups.get(key(result)) ?? []), result]);
    return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([name, members]) => [name, count(members)]));
  };
  return {
    topics: group((result) => result.case.topic),
    sources: group((result) => result.case.source),
    states: group((result) => result.state),
    languages: group((result) => result.language),
    followUps: group((result) => (result.case.previous?.length ? 'follow-up' : 'single question')),
    overall: count(results),
  };
}
