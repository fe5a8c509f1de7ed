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

/** The practices keys to try for a farm, nearest first: its state, that state's fallbacks, India, then the default. */
export function regionChain(region: FarmRegion | null): string[] {
  if (!region?.country) return ['default'];
  if (region.country !== 'IN') return [region.country, 'default'];
  const state = region.state;
  return [...(state ? [state.code, ...state.fallback] : []), 'IN', 'default'];
}

/** The farmer's own region in words: 'Punjab', 'India', 'Kenya', or null with no location. */
export function ownRegionName(region: FarmRegion | null, language: Language = 'en'): string | null {
  if (!region?.country) return null;
  return region.state?.[language] ?? (language === 'hi' && region.country === 'IN' ? 'भारत' : region.countryName);
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
      note: fellBack && own ? `No entry for ${own} yet; this is ${key === 'default' ? 'the general guidance' : `${name}'s practice`}.` : undefined,
    };
  }
  return undefined;
}

/** A source id of a crop file or the shared list, resolved to its publication. */
export function sourceOf(id: string, crop: Crop | undefined, catalogue: Catalogue): Source | undefined {
  return crop?.sources[id] ?? catalogue.sharedSources[id];
}

/** 'Punjab Agricultural University, Ludhiana: Package of Practices for Kharif Crops 2025 (2025), https://…' */
export function citation(source: Source): string {
  return `${source.institution}: ${source.document} (${source.year}), ${source.url}`;
}
