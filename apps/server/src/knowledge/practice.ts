import type { Language } from '@farmsight/contracts';
import type { Catalogue } from './load';
import type { FarmRegion } from './places';
import type { Crop, Practice, PracticeTopic, Source } from './schema';

/** A regional fact and where it came from, so every answer can say which region it used. */
export interface RegionalFact<T> {
  value: T;
  /** The practices key the fact came from ('IN-PB', 'IN' or 'default'). */
  regionKey: string;
  /** That key in words: 'Punjab', 'India', 'general guidance'. */
  regionName: string;
  /** True when the farmer's own region had no entry and a neighbour's, India's or the general one stands in. */
  fellBack: boolean;
  /** In words, when it fell back: "No entry for Tamil Nadu yet; this is Andhra Pradesh's practice." */
  note: string | undefined;
}

export function regionName(key: string, catalogue: Catalogue, language: Language = 'en'): string {
  if (key === 'default') return language === 'hi' ? 'सामान्य सलाह' : 'general guidance';
  if (key === 'IN') return language === 'hi' ? 'भारत' : 'India';
  return catalogue.regions.states.find((state) => state.code === key)?.[language] ?? key;
}

/** A catalogue phrase as the screen's language words it (the loader made sure every shown phrase has its Hindi). */
export const phraseIn = (phrase: string, catalogue: Catalogue, language: Language) => (language === 'hi' ? (catalogue.hindiPhrases[phrase] ?? phrase) : phrase);

/** The crop's name in the screen's language, as a sentence shows it ('Wheat', 'गेहूं'). */
export const cropNameIn = (crop: Crop, language: Language) => crop.names[language];

/**
 * The one resolution rule every engine follows, as practices keys nearest first: the farm's state, then India's national
 * facts (ICAR, CIB&RC, DES), then the neighbouring states (an answer from one says so), then the general FAO-based
 * default. Outside India: the country, then the default.
 */
export function regionChain(region: FarmRegion | null): string[] {
  if (!region?.country) return ['default'];
  if (region.country !== 'IN') return [region.country, 'default'];
  const state = region.state;
  return [...(state ? [state.code] : []), 'IN', ...(state?.fallback ?? []), 'default'];
}

/** An institution's short name: its bracketed acronym, or the initials of its name ('Punjab Agricultural University' → 'PAU'). */
function institutionShortName(institution: string): string {
  const bracketed = /\(([A-Z][A-Za-z&]{1,9})\)/.exec(institution);
  if (bracketed) return bracketed[1]!;
  const name = institution.split(',')[0]!.trim();
  if (!name.includes(' ')) return name;
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('');
}

/**
 * Which rule an answer used, in words every engine shows beside it: 'for Punjab (PAU)', 'national (ICAR)', 'from
 * Haryana, a neighbouring state (HAU)', 'FAO general guidance'.
 */
export function sourceLabel(
  fact: RegionalFact<unknown>,
  sourceId: string | undefined,
  crop: Crop | undefined,
  catalogue: Catalogue,
  language: Language = 'en',
): string {
  const source = sourceId ? sourceOf(sourceId, crop, catalogue) : undefined;
  const short = source ? ` (${institutionShortName(source.institution)})` : '';
  const name = regionName(fact.regionKey, catalogue, language);
  if (fact.regionKey === 'default') return language === 'hi' ? `सामान्य सलाह${short}` : `general guidance${short}`;
  if (fact.regionKey === 'IN') return language === 'hi' ? `राष्ट्रीय सलाह${short}` : `national${short}`;
  if (!fact.fellBack || !fact.regionKey.startsWith('IN-')) return language === 'hi' ? `${name} के लिए${short}` : `for ${name}${short}`;
  return language === 'hi' ? `${name} से, एक पड़ोसी राज्य${short}` : `from ${name}, a neighbouring state${short}`;
}

/** Country names in Hindi from the runtime's Unicode CLDR data ('GB' → 'यूनाइटेड किंगडम'). */
const hindiCountryNames = new Intl.DisplayNames(['hi'], { type: 'region', fallback: 'none' });

/** The farmer's own region in words: 'Punjab', 'India', 'Kenya', or null with no location. */
export function ownRegionName(region: FarmRegion | null, language: Language = 'en'): string | null {
  if (!region?.country) return null;
  if (region.state) return region.state[language];
  return language === 'hi' ? (hindiCountryNames.of(region.country) ?? region.countryName) : region.countryName;
}

/**
 * The first region along the chain whose practice has this topic for the crop (and, with `holds`, whose entry holds
 * the figure asked for, such as a harvest entry with a typical yield).
 */
export function practiceFact<T extends PracticeTopic>(
  crop: Crop,
  topic: T,
  region: FarmRegion | null,
  catalogue: Catalogue,
  holds: (value: NonNullable<Practice[T]>) => boolean = () => true,
): RegionalFact<NonNullable<Practice[T]>> | undefined {
  const chain = regionChain(region);
  for (const key of chain) {
    const value = crop.practices[key]?.[topic];
    if (value === undefined || !holds(value as NonNullable<Practice[T]>)) continue;
    const fellBack = key !== chain[0];
    const own = ownRegionName(region);
    const name = regionName(key, catalogue);
    return {
      value: value as NonNullable<Practice[T]>,
      regionKey: key,
      regionName: name,
      fellBack,
      note: fellBack && own ? fallbackNote(own, key, name) : undefined,
    };
  }
  return undefined;
}

/** Why a fact comes from another region than the farmer's: 'No entry for Bihar yet; this is the national recommendation.' */
export function fallbackNote(own: string, key: string, name: string, language: Language = 'en'): string {
  if (language === 'hi') {
    if (key === 'default') return `${own} के लिए अभी कोई जानकारी नहीं है; यह सामान्य सलाह है।`;
    if (key === 'IN') return `${own} के लिए अभी कोई जानकारी नहीं है; यह राष्ट्रीय सिफ़ारिश है।`;
    return `${own} के लिए अभी कोई जानकारी नहीं है; यह पड़ोसी राज्य ${name} की सलाह है।`;
  }
  if (key === 'default') return `No entry for ${own} yet; this is the general guidance.`;
  if (key === 'IN') return `No entry for ${own} yet; this is the national recommendation.`;
  return `No entry for ${own} yet; this is ${name}'s practice, a neighbouring state's.`;
}

/** A source id of a crop file or the shared list, resolved to its publication. */
export function sourceOf(id: string, crop: Crop | undefined, catalogue: Catalogue): Source | undefined {
  return crop?.sources[id] ?? catalogue.sharedSources[id];
}

/** 'Punjab Agricultural University, Ludhiana: Package of Practices for Kharif Crops 2025 (2025), https://…' */
export function citation(source: Source): string {
  return `${source.institution}: ${source.document} (${source.year}), ${source.url}`;
}
