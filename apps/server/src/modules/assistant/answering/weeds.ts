/** Weed control answers: the weeds the question narrows to, each with its herbicides and control without chemicals. */
import { phraseIn, type Practice } from '../../../knowledge';
import { chemicalLines } from './chemicals';
import type { LineContext } from './fact-answer';
import { narrow } from './words';

/** The weed entries the question names (all of them when it names none), with their herbicides. */
export function weedLines(line: LineContext): string[] | undefined {
  const { question, fact, inIndia, cite, catalogue } = line;
  const { replies, language } = question;
  // The weeds and the control without chemicals are worded in hindi-phrases.json (the loader asks for them).
  const phrase = (text: string) => phraseIn(text, catalogue, language);
  return narrow(
    fact.value as NonNullable<Practice['weeds']>,
    (weed) => `${weed.weeds} ${weed.chemicals.map((chemical) => chemical.timing ?? '').join(' ')}`,
    question,
  ).flatMap((weed) => {
    cite(weed.source);
    return [`${phrase(weed.weeds)}:`, ...chemicalLines(weed.chemicals, inIndia, replies), ...(weed.cultural ? [replies.cultural(phrase(weed.cultural))] : [])];
  });
}
