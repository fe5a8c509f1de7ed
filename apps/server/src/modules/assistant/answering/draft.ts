/** An answer before the optional LLM rewrites it, and the question as the answering layer receives it. */
import type { AnswerSource, LandUnit, YieldUnit } from '@farmsight/contracts';
import { ownRegionName, type FarmRegion, type Knowledge } from '../../../knowledge';
import { replies } from '../data/replies';
import type { AssistantTool } from '../tools/tool';
import type { Understanding } from '../understanding/understand';
import type { KnowledgeBase } from './knowledge-base';
import { cropName, unique } from './fact-answer';

export type DraftKind = 'catalogue' | 'tool' | 'knowledge' | 'honest' | 'safety' | 'unknown' | 'off-topic' | 'greeting' | 'ask-back';

/** An answer before the optional LLM rewrites it; `passages` is the grounding the LLM gets. */
export interface Draft {
  kind: DraftKind;
  tool?: string;
  response: string;
  sources: AnswerSource[];
  passages: string[];
  /** "For moong in Punjab": what the answer took the question to be about. */
  understood: string | undefined;
  /** The pest the answer is about, kept for follow-ups. */
  pest?: string;
}

/** A message after follow-up resolution, with the region it is answered for. */
export interface ResolvedQuestion extends Understanding {
  region: FarmRegion | null;
  /** Latitude of the farmer's profile location, for the engines that need it. */
  latitude: number | null;
  today: string;
  /** True when crop, topic, scheme or state came from an earlier turn. */
  carried: boolean;
  /** The farmer's unit choice from the profile, when made. */
  units?: UnitChoice;
}

/** A farmer's land unit (sized for the farm's state) and yield unit, as the profile holds them. */
export interface UnitChoice {
  landUnit: LandUnit | null;
  yieldUnit: YieldUnit | null;
}

export interface ComposeContext {
  knowledge: Knowledge;
  prose: KnowledgeBase;
  tools: AssistantTool[];
}

export const draft = (kind: DraftKind, lines: string[], sources: AnswerSource[], understood?: string, tool?: string): Draft => ({
  kind,
  tool,
  response: lines.join('\n'),
  sources: unique(sources),
  passages: [lines.join(' ')],
  understood,
});

function placeName(question: ResolvedQuestion): string | undefined {
  return ownRegionName(question.region ?? null, question.language) ?? undefined;
}

export function understoodLine(question: ResolvedQuestion, regionName?: string): string | undefined {
  const t = replies[question.language];
  const region = regionName && !['general guidance', 'सामान्य सलाह'].includes(regionName) ? regionName : placeName(question);
  return t.understood(question.crop ? cropName(question.crop, question.language) : undefined, region);
}
