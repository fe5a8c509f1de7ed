import { crops, type CropEntry } from './data/crops';
import { stopWords, synonyms } from './data/vocabulary';

/** Lower case, straight quotes, dashes and odd spaces flattened: the form every matcher reads. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of a text, without punctuation. */
export function words(text: string): string[] {
  return normalise(text).match(/[a-z0-9]+(?:[-'.][a-z0-9]+)*/g) ?? [];
}

/** Plural and simple suffix folding, applied the same way to the index and to questions. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** MiniSearch term processing: drops stop words, maps spelling variants, folds plurals. */
export function processTerm(term: string): string | string[] | null {
  const word = term.toLowerCase().replace(/^'+|'+$/g, '');
  if (!word || stopWords.has(word)) return null;
  const mapped = synonyms[word] ?? word;
  const parts = mapped.split(' ').map(stem);
  return parts.length === 1 ? parts[0]! : parts;
}

/** The content terms of a text, split and processed as MiniSearch's default tokenizer and processTerm do. */
export function contentTerms(text: string): string[] {
  return text.split(/[\n\r\p{Z}\p{P}]+/u).flatMap((word) => {
    const processed = processTerm(word);
    return processed === null ? [] : Array.isArray(processed) ? processed : [processed];
  });
}

export interface CropMention {
  crop: CropEntry;
  /** The words as written in the text. */
  text: string;
  index: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const aliasPattern = new RegExp(
  `\\b(${crops
    .flatMap((crop) => crop.aliases)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\b`,
  'g',
);
const cropByAlias = new Map(crops.flatMap((crop) => crop.aliases.map((alias) => [alias, crop] as const)));

/** Crops named in a text, in order of appearance. */
export function findCrops(text: string): CropMention[] {
  const lower = text.toLowerCase();
  return [...lower.matchAll(aliasPattern)].map((match) => ({
    crop: cropByAlias.get(match[1]!)!,
    text: text.slice(match.index, match.index + match[0].length),
    index: match.index,
  }));
}
