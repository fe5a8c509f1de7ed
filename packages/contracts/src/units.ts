import { formatNumber } from './format';
import type { Language } from './languages';
import type { LandUnit } from './schemas/units';

/**
 * The farmer's units, in one place: land in acres, hectares or the local unit of the farm's state (bigha, kanal,
 * guntha…), yields in quintals per acre or per hectare. Areas travel and are stored in hectares (the spec's
 * `areaOfLand`); a local unit's size comes from the server's land-unit knowledge file for the farm's state, so the
 * same word can mean different sizes in different states (ADR 0049).
 */
export const landUnitIds = ['acre', 'hectare', 'bigha', 'kanal', 'marla', 'guntha', 'cent', 'dismil'] as const;
export type LandUnitId = (typeof landUnitIds)[number];

export const yieldUnits = ['quintal-per-acre', 'quintal-per-hectare'] as const;
export type YieldUnit = (typeof yieldUnits)[number];
export const isYieldUnit = (value: string | null): value is YieldUnit => (yieldUnits as readonly (string | null)[]).includes(value);

export const SQUARE_METRES_PER_HECTARE = 10_000;
/** The international acre: 4,840 square yards of 0.9144 m. */
export const SQUARE_METRES_PER_ACRE = 4046.8564224;
const KG_PER_QUINTAL = 100;

export const HECTARE: LandUnit = { id: 'hectare', squareMetres: SQUARE_METRES_PER_HECTARE };
export const ACRE: LandUnit = { id: 'acre', squareMetres: SQUARE_METRES_PER_ACRE };
/** What a farmer who chose nothing sees: hectares (as before units could be chosen) and quintals per hectare. */
export const DEFAULT_YIELD_UNIT: YieldUnit = 'quintal-per-hectare';

export const toHectares = (amount: number, unit: LandUnit) => (amount * unit.squareMetres) / SQUARE_METRES_PER_HECTARE;
export const fromHectares = (hectares: number, unit: LandUnit) => (hectares * SQUARE_METRES_PER_HECTARE) / unit.squareMetres;

/** Each unit's name: English singular and plural, Hindi (the same for one and many). */
const unitNames: Record<LandUnitId, { one: string; other: string; hi: string }> = {
  acre: { one: 'acre', other: 'acres', hi: 'एकड़' },
  hectare: { one: 'hectare', other: 'hectares', hi: 'हेक्टेयर' },
  // Farmers say "5 bigha", "8 kanal": the local units keep one form in English too.
  bigha: { one: 'bigha', other: 'bigha', hi: 'बीघा' },
  kanal: { one: 'kanal', other: 'kanal', hi: 'कनाल' },
  marla: { one: 'marla', other: 'marla', hi: 'मरला' },
  guntha: { one: 'guntha', other: 'guntha', hi: 'गुंठा' },
  cent: { one: 'cent', other: 'cents', hi: 'सेंट' },
  dismil: { one: 'dismil', other: 'dismil', hi: 'डिसमिल' },
};

/** The words a farmer may type after the number, in English, Hindi or Punjabi spelling, for each unit. */
const unitWords: Record<LandUnitId, readonly string[]> = {
  acre: ['acre', 'acres', 'ac', 'एकड़', 'एकड', 'एकर', 'ਏਕੜ'],
  hectare: ['hectare', 'hectares', 'ha', 'हेक्टेयर', 'हेक्टर', 'हैक्टेयर', 'ਹੈਕਟੇਅਰ'],
  bigha: ['bigha', 'bighas', 'beegha', 'bigah', 'बीघा', 'बीघे', 'ਵਿੱਘਾ', 'ਬਿੱਘਾ'],
  kanal: ['kanal', 'kanals', 'kanaal', 'कनाल', 'ਕਨਾਲ'],
  marla: ['marla', 'marlas', 'मरला', 'मरले', 'ਮਰਲਾ', 'ਮਰਲੇ'],
  guntha: ['guntha', 'gunthas', 'gunta', 'guntas', 'गुंठा', 'गुंठे', 'गुंटा'],
  cent: ['cent', 'cents', 'सेंट'],
  dismil: ['dismil', 'decimal', 'decimals', 'डिसमिल', 'डिसमिल्स'],
};

/** The unit's name in the language; English says "1 acre" but "2 acres" (`amount` defaults to the plural). */
export function landUnitName(id: LandUnitId, language: Language, amount = 2): string {
  const names = unitNames[id];
  if (language === 'hi') return names.hi;
  return amount === 1 ? names.one : names.other;
}

/** An area in hectares said in the farmer's unit: "2 acres", "5 bigha", "5 बीघा" (at most 2 decimals). */
export function formatLandArea(hectares: number, unit: LandUnit, language: Language): string {
  const amount = Number(fromHectares(hectares, unit).toFixed(2));
  return `${formatNumber(amount, { maximumFractionDigits: 2 })} ${landUnitName(unit.id, language, amount)}`;
}

/** Devanagari and Gurmukhi digits as ASCII ones, so "५ बीघा" reads as 5. */
const asciiDigits = (text: string) => text.replace(/[\u0966-\u096F\u0A66-\u0A6F]/g, (digit) => String((digit.codePointAt(0)! - 0x0966) % 0x100));

export type ParsedLandArea =
  { ok: true; amount: number; unit: LandUnit; hectares: number } | { ok: false; problem: 'number' | 'unknown-unit' | 'unit-elsewhere'; unitId?: LandUnitId };

/** The unit a typed word names (any case, a trailing full stop allowed), or undefined. */
export function landUnitOfWord(word: string): LandUnitId | undefined {
  const wanted = word.trim().toLowerCase().replace(/\.$/, '');
  return landUnitIds.find((id) => unitWords[id].includes(wanted));
}

/**
 * Reads what a farmer typed in the land field: "2 acres", "2.5 acre", "5 bigha", "5 बीघा", "५ बीघा", or a bare number in
 * `fallback` (the unit chosen beside the field). `available` are the units of the farm's state; a unit word that is
 * known but not measured in that state ("kanal" in Kerala) is refused rather than guessed.
 */
export function parseLandArea(text: string, available: readonly LandUnit[], fallback: LandUnit): ParsedLandArea {
  const match = /^\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(.*?)\s*$/u.exec(asciiDigits(text));
  if (!match) return { ok: false, problem: 'number' };
  const amount = Number(match[1]!.replace(/,/g, ''));
  if (!Number.isFinite(amount)) return { ok: false, problem: 'number' };
  const word = match[2]!;
  let unit = fallback;
  if (word !== '') {
    const id = landUnitOfWord(word);
    if (!id) return { ok: false, problem: 'unknown-unit' };
    const here = available.find((candidate) => candidate.id === id);
    if (!here) return { ok: false, problem: 'unit-elsewhere', unitId: id };
    unit = here;
  }
  return { ok: true, amount, unit, hectares: toHectares(amount, unit) };
}

/** A yield in tonnes per hectare (the engines' unit) in quintals per acre or per hectare. */
export function yieldInUnit(tonnesPerHectare: number, unit: YieldUnit): number {
  const quintalsPerHectare = (tonnesPerHectare * 1000) / KG_PER_QUINTAL;
  return unit === 'quintal-per-hectare' ? quintalsPerHectare : (quintalsPerHectare * SQUARE_METRES_PER_ACRE) / SQUARE_METRES_PER_HECTARE;
}

const yieldUnitNames: Record<YieldUnit, Record<Language, string>> = {
  'quintal-per-acre': { en: 'quintals per acre', hi: 'क्विंटल प्रति एकड़' },
  'quintal-per-hectare': { en: 'quintals per hectare', hi: 'क्विंटल प्रति हेक्टेयर' },
};

export const yieldUnitName = (unit: YieldUnit, language: Language) => yieldUnitNames[unit][language];

/** "12.4 quintals per acre", "30 क्विंटल प्रति हेक्टेयर" (one decimal). */
export function formatYield(tonnesPerHectare: number, unit: YieldUnit, language: Language): string {
  return `${formatNumber(yieldInUnit(tonnesPerHectare, unit), { maximumFractionDigits: 1 })} ${yieldUnitName(unit, language)}`;
}
