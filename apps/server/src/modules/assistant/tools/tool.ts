import type { AnswerSource } from '@farmsight/contracts';
import type { Crop, FarmRegion } from '../../../knowledge';
import type { Language } from '../data/replies';

/** A question after follow-up resolution, with what the conversation and the farmer's profile tell about it. */
export interface Question {
  text: string;
  /** The crop of the catalogue the question (or an earlier turn) names. */
  crop: Crop | undefined;
  /** Latitude of the farmer's profile location, when set. */
  latitude: number | null;
  /** The region the answer is for: a state named in the question, else the profile's; null when neither. */
  region: FarmRegion | null;
  /** Today, as YYYY-MM-DD, for dates written without a year. */
  today: string;
  /** The answer's language: an engine that speaks it answers in it. */
  language: Language;
}

/** An engine's answer: a heading line, a few plain lines, and where they come from. */
export interface ToolAnswer {
  heading: string;
  lines: string[];
  sources: AnswerSource[];
}

/** A question type one of our engines answers better than the knowledge base. */
export interface AssistantTool {
  name: string;
  /** Reads figures written in the question (soil readings, a sowing date): asked before the catalogue. */
  readsNumbers?: boolean;
  matches(question: Question): boolean;
  /** undefined: the engine has nothing to say, so the knowledge base answers instead. */
  answer(question: Question): ToolAnswer | undefined;
}
