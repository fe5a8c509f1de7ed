import { normaliseName } from '../../../knowledge';

/** Phrases by their first word (their words after normaliseName). */
export type PhraseIndex = Map<string, string[][]>;

/** Phrases by their first word, so a text is scanned once per word. */
export function phraseIndex(phrases: Iterable<string>): PhraseIndex {
  const index: PhraseIndex = new Map();
  for (const phrase of phrases) {
    const words = normaliseName(phrase).split(' ').filter(Boolean);
    if (words.length === 0) continue;
    const list = index.get(words[0]!) ?? [];
    list.push(words);
    index.set(words[0]!, list);
  }
  return index;
}

/** The phrases of an index found in the words, as their word lists. */
export function findPhrases(words: readonly string[], index: PhraseIndex): string[][] {
  const found: string[][] = [];
  for (let start = 0; start < words.length; start++) {
    for (const phrase of index.get(words[start]!) ?? []) {
      if (phrase.every((word, offset) => words[start + offset] === word)) found.push(phrase);
    }
  }
  return found;
}
