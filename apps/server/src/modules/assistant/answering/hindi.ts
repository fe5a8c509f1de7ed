/** A Hindi answer without the catalogue's English-only notes. */
import type { Replies } from '../data/replies';
import { devanagariShare } from '../understanding/text';
import type { Draft } from './draft';

/** A line of a Hindi answer at least this share Devanagari (besides product names and units) is kept. */
const MIN_DEVANAGARI_SHARE = 0.75;
/** A line ending in ':' of at most this many words names what follows (a pest: "Brown and whitebacked planthoppers:"). */
const MAX_NAME_WORDS = 4;

/**
 * A Hindi answer without the catalogue's English-only notes. A line mostly in English is left out, or cut to its name
 * when that is all it has before ': ' ("PBW 826 (PAU Ludhiana, 2022): Timely sown..."); a short name ending in ':'
 * stays. The answer then says the details are in English. A prose page not yet rendered in Hindi is said to be English.
 */
export function inDevanagari(answer: Draft, t: Replies): Draft {
  const lines = answer.response.split('\n');
  if (answer.kind === 'knowledge')
    return devanagariShare(answer.response) >= MIN_DEVANAGARI_SHARE ? answer : { ...answer, response: [t.pageInEnglish, ...lines].join('\n') };
  // Only the catalogue's free text is English; the other answers are Hindi sentences around names and addresses.
  if (answer.kind !== 'catalogue' && answer.kind !== 'unknown') return answer;
  const hindi = (text: string) => devanagariShare(text) >= MIN_DEVANAGARI_SHARE;
  let cut = false;
  const kept = lines.flatMap((line) => {
    if (hindi(line) || (line.endsWith(':') && line.split(' ').length <= MAX_NAME_WORDS)) return [line];
    cut = true;
    const name = line.split(': ')[0]!;
    return name !== line && !/[\u0900-\u097F]/.test(name) && hindi(name) ? [name] : [];
  });
  return cut ? { ...answer, response: [...kept, t.detailsInEnglish].join('\n') } : answer;
}
