/** A crop question answered from the catalogue's facts, with what the facts do not cover said after them. */
import type { AnswerSource } from '@farmsight/contracts';
import { normaliseName, type Knowledge } from '../../../knowledge';
import type { Replies } from '../data/replies';
import { pestGroups, pestSynonyms, type Topic } from '../data/vocabulary';
import { seasonOn } from '../understanding/understand';
import { answerFromCatalogue } from './crop-practices';
import { draft, understoodLine, type ComposeContext, type Draft, type ResolvedQuestion } from './draft';
import { namedPest } from './pests';
import { distinctiveWords, fold } from './words';

/** For a crop named without a topic: these topics, in this order, make its short overview. */
const OVERVIEW_TOPICS: Topic[] = ['sowing', 'varieties', 'nutrients'];
const OVERVIEW_LINES = 3;

export /** A crop named without a topic: the first lines of its sowing, varieties and fertilizer facts. */
function overview(question: ResolvedQuestion, context: ComposeContext, t: Replies): Draft | undefined {
  const parts = OVERVIEW_TOPICS.flatMap((topic) => {
    const answer = answerFromCatalogue(factQuestion({ ...question, topic }, t), context.knowledge.catalogue);
    return answer ? [{ answer, topic }] : [];
  });
  if (parts.length === 0) return undefined;
  const lines = parts.flatMap(({ answer }) => [answer.heading, ...answer.lines.slice(0, OVERVIEW_LINES)]);
  return catalogueDraft(
    question,
    t,
    context.knowledge,
    lines,
    parts.flatMap(({ answer }) => answer.sources),
    parts[0]!.answer.regionName,
  );
}

export /**
 * Catalogue facts as an answer. Words of the question the facts never mention ("foliar", "salt tolerant"), or a
 * narrower thing the facts lack, are said first, and the answer counts as a "don't know".
 */
function catalogueDraft(
  question: ResolvedQuestion,
  t: Replies,
  knowledge: Knowledge,
  lines: string[],
  sources: AnswerSource[],
  regionName: string,
  lacking: string[] = [],
): Draft {
  const missing = [...new Set([...lacking, ...unanswered(question, lines.join(' '), knowledge)])];
  // The answer comes first; what it does not cover is said after it.
  return draft(
    missing.length ? 'unknown' : 'catalogue',
    [...lines, ...(missing.length ? [t.notExactly(missing.join(' '))] : [])],
    sources,
    understoodLine(question, regionName),
  );
}

/** The question's own words (not topic words, fillers, the crop or the place) that the answer never mentions. */
function unanswered(question: ResolvedQuestion, answer: string, knowledge: Knowledge): string[] {
  const text = fold(normaliseName(answer));
  return distinctiveWords(question.crop!, question.words).filter(
    (word) =>
      !question.placeWords.includes(word) &&
      !question.cropWords.includes(word) &&
      !knowledge.resolver.resolve(word) &&
      !(pestSynonyms[word] ?? pestGroups[word] ?? [word]).some((synonym) => text.includes(fold(synonym).slice(0, 5))),
  );
}

/** A crop question without a topic word that names one of the crop's pests ("narma me chitti makhi"). */
export function namesPest(question: ResolvedQuestion): boolean {
  const crop = question.crop!;
  const pests = Object.values(crop.practices).flatMap((practice) => practice.pests ?? []);
  return namedPest(crop, pests, question.words) !== undefined;
}

export function factQuestion(question: ResolvedQuestion, t: Replies) {
  return {
    crop: question.crop!,
    topic: question.topic,
    words: question.words.filter((word) => !question.placeWords.includes(word)),
    cropWords: question.cropWords,
    region: question.region,
    language: question.language,
    replies: t,
    season: seasonOn(question.today),
  };
}
