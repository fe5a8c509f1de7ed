/**
 * The shape of an answer from the crop catalogue's facts, and what every topic's lines share: the question as the
 * facts read it, the crop's and region's names in the answer's language, and the sources cited.
 */
import type { AnswerSource } from '@farmsight/contracts';
import { ownRegionName, sourceOf, type Catalogue, type Crop, type FarmRegion, type RegionalFact } from '../../../knowledge';
import type { Language, Replies } from '../data/replies';
import { practiceTopics, type Topic } from '../data/vocabulary';

/** An answer built from the catalogue's facts for one crop, topic and region. */
export interface FactAnswer {
  heading: string;
  lines: string[];
  sources: AnswerSource[];
  /** The region whose facts were used, in the answer's language. */
  regionName: string;
  /** The question's words for something narrower (a pest, a variety type) that the facts do not hold. */
  partial?: string[];
  /** The pest the answer is about. */
  pest?: string;
}

export interface FactQuestion {
  crop: Crop;
  /** Undefined: only a chemical named in the question is looked up. */
  topic: Topic | undefined;
  words: string[];
  region: FarmRegion | null;
  language: Language;
  replies: Replies;
  /** The season today falls in, to put the coming sowing window first. */
  season: string;
  /** The words the farmer used for the crop ("toria", "basmati"): a sub-type narrows the varieties and dates. */
  cropWords: string[];
  /** Set while answering: the words of something narrower than the facts hold. */
  partial?: string[];
  /** Set while answering: the pest the answer is about, for follow-ups ("may I use cypermethrin on them?"). */
  pest?: string;
}

export type PracticeTopic = keyof typeof practiceTopics;
/** The catalogue practice fields an answer reads: a topic's own, and the deficiencies behind a nutrient question. */
export type PracticeField = (typeof practiceTopics)[PracticeTopic] | 'deficiencies';

/** What one topic's lines are built from: the question, the regional fact, and where the sources go. */
export interface LineContext {
  question: FactQuestion & { topic: Topic };
  fact: RegionalFact<unknown>;
  catalogue: Catalogue;
  /** The fact is an Indian practice: doses are given per acre and per ha. */
  inIndia: boolean;
  cite: (id: string | undefined) => void;
  sources: AnswerSource[];
  /** A catalogue note as a line, when there is one. */
  note: (text: string | undefined) => string[];
}

export const isPracticeTopic = (topic: Topic): topic is PracticeTopic => topic in practiceTopics;

/** A publication, as the answer's source list shows it. */
export function citeSource(id: string | undefined, crop: Crop | undefined, catalogue: Catalogue): AnswerSource[] {
  const source = id ? sourceOf(id, crop, catalogue) : undefined;
  return source ? [{ title: source.institution, source: `${source.document} (${source.year})`, url: source.url }] : [];
}

/** The region a fact came from, in the answer's language. */
export function regionLabel(key: string, name: string, catalogue: Catalogue, language: Language): string {
  if (language === 'en') return name;
  if (key === 'default') return 'सामान्य सलाह';
  if (key === 'IN') return 'भारत';
  return catalogue.regions.states.find((state) => state.code === key)?.hi ?? name;
}

export function ownRegionLabel(region: FarmRegion | null, language: Language): string | undefined {
  if (!region?.country) return undefined;
  return ownRegionName(region, language) ?? undefined;
}

/** The crop's name in the answer's language, as it reads mid-sentence ("For green gram in Punjab"). */
export const cropName = (crop: Crop, language: Language) => (language === 'hi' ? crop.names.hi : `${crop.names.en[0]!.toLowerCase()}${crop.names.en.slice(1)}`);

export function unique(sources: AnswerSource[]): AnswerSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.title}|${source.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
