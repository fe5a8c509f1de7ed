/** Irrigation answers from the catalogue: how many waterings, the stages not to miss, and when not to water. */
import { formatAmount, type Practice } from '../../../knowledge';
import { lateSeasonWords } from '../data/vocabulary';
import type { LineContext } from './fact-answer';
import { has } from './words';

/** The crop's irrigations, critical stages and what to avoid (first when the question is about the last watering). */
export function irrigationLines(line: LineContext): string[] | undefined {
  const { question, fact, cite, note } = line;
  const { replies, words } = question;
  const irrigation = fact.value as NonNullable<Practice['irrigation']>;
  cite(irrigation.source);
  const avoid = irrigation.avoid.map(replies.avoid);
  const rest = [
    ...(irrigation.count === undefined ? [] : [replies.irrigationCount(formatAmount(irrigation.count))]),
    ...(irrigation.criticalStages.length ? [replies.criticalStages(irrigation.criticalStages.join('; '))] : []),
    ...note(irrigation.note),
  ];
  // Asked about the last watering before harvest: what to avoid comes first, so it cannot be missed.
  return has(words, lateSeasonWords) ? [...avoid, ...rest] : [...rest, ...avoid];
}
