import { stopWords, synonyms } from '../data/search-terms';

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
  // Devanagari spelt either way (chandrabindu or anusvara, nukta or not) is one word: "जाँच" and "जांच".
  const word = term
    .toLowerCase()
    .replace(/^'+|'+$/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u093c/g, '');
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

/** Latin words a Hindi answer may keep: product names and formulations (capitalised, upper case), units, figures, addresses. */
const keptLatin = /^(?:[A-Z][\w&+-]*|[a-z]*[A-Z][\w&+-]*|[a-z]*\d[\w.%-]*|ml|g|gm|kg|l|litre|litres|cm|mm|ha|q|t|per|https?\S*|\S+\.(?:in|org|com)\S*)$/;

/** A product as the catalogue writes it: active ingredients joined by '+', then strength and formulation code. */
const productName =
  /[A-Za-z][\w,-]*(?:\s*\+\s*[A-Za-z][\w,-]*|\s+[a-z][\w,-]*)*\s+\d[\d.]*\s*%?\s*(?:EC|SC|WP|WG|WDG|SL|GR|G|CS|OD|SG|DF|FS|ME|EW|ZC|CG|DS|SP|SE|FLO)\b/g;

/**
 * A text's letters counted as Devanagari or other, not counting the Latin words a Hindi answer keeps (product names,
 * units, figures, web addresses).
 */
export function letterCounts(text: string): { devanagari: number; other: number } {
  let devanagari = 0;
  let other = 0;
  // Web addresses and domain names are addresses, not English; a product (its active ingredients, strength and
  // formulation: "Florpyrauxifen-benzyl + cyhalofop-butyl 12 EC") is a name.
  const plain = text.replace(/https?:\/\/\S+|\b[\w-]+(?:\.[a-z]{2,})+\b/g, ' ').replace(productName, ' ');
  for (const word of plain.split(/[\s,;:()/।"'.\-–]+/u)) {
    if (!word) continue;
    const letters = word.match(/\p{L}/gu)?.length ?? 0;
    if (/[\u0900-\u097F]/.test(word)) devanagari += letters;
    else if (!keptLatin.test(word)) other += letters;
  }
  return { devanagari, other };
}

/** The share of a text's counted letters that are Devanagari (see letterCounts): 1 for a text with no other letters. */
export function devanagariShare(text: string): number {
  const { devanagari, other } = letterCounts(text);
  return devanagari + other === 0 ? 1 : devanagari / (devanagari + other);
}
