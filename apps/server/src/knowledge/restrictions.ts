import type { Language } from '@farmsight/contracts';
import { normaliseIngredient } from './resolve';
import type { BannedEntry, BannedPesticides, Crop } from './schema';

/** How a product is used, where known: its printed name (with strength and formulation) and what its dose is for. */
export interface UseContext {
  product?: string;
  per?: 'ha' | 'kg seed' | string;
}

/** '03%CG', '3 % CG', '3CG' → '3cg': strengths and formulation codes compared without padding, spaces or signs. */
const formulationKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\b0+(\d)/g, '$1')
    .replace(/[\s%]/g, '');

const namesOf = (entry: BannedEntry) => [entry.ai, ...(entry.aliases ?? [])].map(normaliseIngredient);

function barsUse(entry: BannedEntry, crop: Crop, use: UseContext): boolean {
  if (entry.status !== 'restricted') return true;
  if (entry.notInAgriculture) return true;
  if (entry.notOn?.includes(crop.group) || entry.notOnCrops?.includes(crop.id)) return true;
  if (entry.onlyOnCrops && !entry.onlyOnCrops.includes(crop.id)) return true;
  if (entry.onlyAs === 'seed treatment' && use.per !== 'kg seed') return true;
  const product = use.product ? formulationKey(use.product) : undefined;
  if (entry.exceptFormulations && !(product && entry.exceptFormulations.some((allowed) => product.includes(formulationKey(allowed))))) return true;
  return Boolean(product && entry.cancelledFormulations?.some((cancelled) => product.includes(formulationKey(cancelled))));
}

/**
 * The official list's entry that bars these ingredients (one product, one or several ingredients) on this crop in
 * India, or undefined when none does. A restriction bars only the crops, formulations or uses its order names.
 */
export function restrictionOn(ingredients: readonly string[], crop: Crop, banned: BannedPesticides, use: UseContext = {}): BannedEntry | undefined {
  const wanted = new Set(ingredients.map(normaliseIngredient));
  return banned.entries.find((entry) => namesOf(entry).some((name) => wanted.has(name)) && barsUse(entry, crop, use));
}

/** The entry naming an ingredient at all (banned, or restricted somewhere), for answers that explain a restriction. */
export function listedIngredient(ingredient: string, banned: BannedPesticides): BannedEntry | undefined {
  const key = normaliseIngredient(ingredient);
  return banned.entries.find((entry) => namesOf(entry).includes(key));
}

/** Why the entry bars the use, in a sentence: 'Banned in India (S.O. 4294(E), 2023-10-03).' */
export function restrictionReason(entry: BannedEntry, language: Language = 'en', hindiPhrases: Record<string, string> = {}): string {
  const word = {
    en: {
      banned: 'Banned in India',
      withdrawn: 'Withdrawn in India',
      'refused-registration': 'Refused registration in India',
      restricted: 'Restricted in India',
    },
    hi: {
      banned: 'भारत में प्रतिबंधित',
      withdrawn: 'भारत में वापस लिया गया',
      'refused-registration': 'भारत में पंजीकरण नहीं दिया गया',
      restricted: 'भारत में सीमित उपयोग',
    },
  }[language][entry.status];
  // The order's number as the Gazette prints it; its date DD/MM/YYYY in Hindi, as every date on a Hindi screen.
  const instrument = language === 'hi' ? entry.instrument?.replace(/(\d{4})-(\d{2})-(\d{2})/, '$3/$2/$1') : entry.instrument;
  const order = instrument ? ` (${instrument})` : '';
  const stop = language === 'hi' ? '।' : '.';
  // A restricted use's note in Hindi from hindi-phrases.json (the loader refuses a note without it).
  const note = entry.note && language === 'hi' ? (hindiPhrases[entry.note] ?? entry.note) : entry.note;
  return note && entry.status === 'restricted' ? `${word}${order}: ${note}` : `${word}${order}${stop}`;
}
