import type { AnswerSource } from '@farmsight/contracts';
import type { KnowledgeBase, SectionHit } from './knowledge-base';
import { GREETING_REPLY, OFF_TOPIC_REPLY, uncoveredCrops, unknownCropReply, unknownReply } from './data/replies';
import { farmingWords, greetings } from './data/vocabulary';
import { contentTerms, normalise, words } from './text';
import type { AssistantTool, Question } from './tools/tool';

/** Below this share of the question's terms found in the best section, the answer would be a guess. */
export const MIN_COVERAGE = 0.5;
/** A second section joins the answer when it scores at least this share of the best one. */
const SECOND_SECTION_SHARE = 0.7;
const MAX_SENTENCES = 4;
/** Answers shorter than this are filled up with the best section's next sentences, which usually carry the advice. */
const MIN_SENTENCES = 3;
const NEAREST_TOPICS = 3;

export type DraftKind = 'tool' | 'knowledge' | 'unknown' | 'off-topic' | 'greeting';

/** An answer before the optional LLM rewrites it; `passages` is the grounding the LLM gets. */
export interface Draft {
  kind: DraftKind;
  tool?: string;
  response: string;
  sources: AnswerSource[];
  passages: string[];
}

const uncovered = new Set(uncoveredCrops);

function isGreeting(text: string): boolean {
  const plain = normalise(text).replace(/[^a-z ]/g, '').trim();
  return greetings.has(plain) || [...greetings].some((greeting) => plain === `${greeting} ai samadhan`);
}

function isAboutFarming(question: Question): boolean {
  if (question.crop) return true;
  const all = words(question.text);
  return all.some((word) => farmingWords.has(word) || uncovered.has(word)) || contentTerms(question.text).some((term) => farmingWords.has(term));
}

function uniqueSources(sources: AnswerSource[]): AnswerSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.title}|${source.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function nearestTopics(hits: SectionHit[]): string[] {
  return [...new Set(hits.map((hit) => hit.section.pageTitle))].slice(0, NEAREST_TOPICS);
}

function fromKnowledge(question: Question, knowledge: KnowledgeBase, note?: string): Draft {
  const hits = knowledge.search(question.text, question.crop?.id);
  const best = hits[0];
  const uncoveredCrop = question.crop ? undefined : words(question.text).find((word) => uncovered.has(word));
  if (uncoveredCrop && (!best || best.section.crop || best.coverage < 0.75)) {
    return { kind: 'unknown', response: unknownCropReply(uncoveredCrop, nearestTopics(hits)), sources: [], passages: [] };
  }
  if (!best || best.coverage < MIN_COVERAGE) {
    return { kind: 'unknown', response: unknownReply(nearestTopics(hits)), sources: [], passages: [] };
  }
  const chosen = [best, ...hits.slice(1, 2).filter((hit) => hit.score >= best.score * SECOND_SECTION_SHARE && hit.section.pageId === best.section.pageId)];
  const order = new Map(chosen.map((hit, rank) => [hit.section.id, rank]));
  const ranked = knowledge.rankSentences(question.text, [...order.keys()]).slice(0, MAX_SENTENCES);
  if (ranked.length < MIN_SENTENCES) {
    for (const [position, text] of best.section.sentences.entries()) {
      if (ranked.length >= MIN_SENTENCES) break;
      if (!ranked.some((sentence) => sentence.sectionId === best.section.id && sentence.position === position)) {
        ranked.push({ sectionId: best.section.id, position, text, score: 0 });
      }
    }
  }
  ranked.sort((a, b) => order.get(a.sectionId)! - order.get(b.sectionId)! || a.position - b.position);
  const lines = [`${best.section.heading}:`, ...ranked.map((sentence) => sentence.text), ...(note ? [note] : [])];
  return {
    kind: 'knowledge',
    response: lines.join('\n'),
    sources: uniqueSources(chosen.flatMap((hit) => hit.section.sources)),
    passages: chosen.map((hit) => `${hit.section.pageTitle} - ${hit.section.heading}: ${hit.section.sentences.join(' ')}`),
  };
}

/** The embedded answer: greeting, refusal, an engine's answer, a knowledge-base answer or an honest "don't know". */
export function composeDraft(question: Question, knowledge: KnowledgeBase, tools: AssistantTool[]): Draft {
  if (isGreeting(question.text)) return { kind: 'greeting', response: GREETING_REPLY, sources: [], passages: [] };
  if (!isAboutFarming(question)) return { kind: 'off-topic', response: OFF_TOPIC_REPLY, sources: [], passages: [] };
  const tool = tools.find((candidate) => candidate.matches(question));
  if (tool) {
    const answer = tool.answer(question);
    if (answer) {
      const lines = [answer.heading, ...answer.lines];
      return { kind: 'tool', tool: tool.name, response: lines.join('\n'), sources: answer.sources, passages: [lines.join(' ')] };
    }
    return { ...fromKnowledge(question, knowledge), tool: tool.name };
  }
  return fromKnowledge(question, knowledge);
}
