import type { Crop } from './schema';

/**
 * Folds what a farmer types to one form: Unicode-normalised, lower case, punctuation to spaces, and the Devanagari
 * spellings that vary by habit (chandrabindu/anusvara, nukta) made one.
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u0901/g, '\u0902')
    .replace(/\u093c/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** An active ingredient's name folded for comparison: 'Lambda-cyhalothrin' and 'lambda cyhalothrin' are one. */
export const normaliseIngredient = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits allowed for a misspelt word of this length: none for short words, where a typo is another word. */
const allowedEdits = (length: number, minLength: number) => (length >= 9 ? 2 : length >= minLength ? 1 : 0);

export interface CropMention {
  crop: Crop;
  /** The words as the farmer wrote them (normalised). */
  text: string;
  /** True when matched through a misspelling. */
  fuzzy: boolean;
}

/** One resolver for every engine: any name the catalogue knows, in any script or case, to its crop. */
export class CropResolver {
  private readonly byName = new Map<string, Crop>();
  private readonly longestName: number;
  private readonly singleWords: { word: string; crop: Crop }[] = [];

  constructor(readonly crops: readonly Crop[]) {
    for (const crop of crops) {
      const names = [crop.id, crop.names.en, crop.names.hi, ...crop.names.aliases, ...crop.names.native];
      if (crop.pesticideListName) names.push(crop.pesticideListName);
      for (const name of names) {
        const key = normaliseName(name);
        if (key && !this.byName.has(key)) this.byName.set(key, crop);
      }
    }
    this.longestName = Math.max(...[...this.byName.keys()].map((key) => key.split(' ').length));
    for (const [word, crop] of this.byName) if (!word.includes(' ')) this.singleWords.push({ word, crop });
  }

  /** The crop for a name typed on its own (a form field), tolerating plurals and one or two typos. */
  resolve(name: string): Crop | undefined {
    const key = normaliseName(name);
    if (!key) return undefined;
    return this.byName.get(key) ?? this.byName.get(singular(key)) ?? this.closest(key, 5)?.crop;
  }

  /** Crops named in free text (a question), longest names first, each crop once, in the order they appear. */
  mentions(text: string): CropMention[] {
    const words = normaliseName(text).split(' ').filter(Boolean);
    const found: (CropMention & { at: number })[] = [];
    for (let start = 0; start < words.length;) {
      let matched = 0;
      for (let length = Math.min(this.longestName, words.length - start); length >= 1 && !matched; length--) {
        const phrase = words.slice(start, start + length).join(' ');
        const crop = this.byName.get(phrase) ?? (length === 1 ? this.byName.get(singular(phrase)) : undefined);
        if (crop) {
          found.push({ crop, text: phrase, fuzzy: false, at: start });
          matched = length;
        }
      }
      if (!matched) {
        const near = this.closest(words[start]!, 6);
        if (near) found.push({ crop: near.crop, text: words[start]!, fuzzy: true, at: start });
      }
      start += matched || 1;
    }
    const seen = new Set<string>();
    return found.filter((mention) => !seen.has(mention.crop.id) && seen.add(mention.crop.id)).map(({ at: _at, ...mention }) => mention);
  }

  private closest(word: string, minLength: number): { crop: Crop; distance: number } | undefined {
    const limit = allowedEdits(word.length, minLength);
    if (limit === 0) return undefined;
    let best: { crop: Crop; distance: number } | undefined;
    for (const entry of this.singleWords) {
      if (entry.word.length < minLength) continue;
      const distance = editDistance(word, entry.word, limit);
      if (distance <= limit && (!best || distance < best.distance)) best = { crop: entry.crop, distance };
    }
    return best;
  }
}

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}
