import type { Language, PlantingSeason } from '@farmsight/contracts';
import type { FarmRegion } from '../../knowledge';
import { seasonOfMonth } from './data/rules';
import { planningSentences } from './sentences';

/**
 * The season whose sowing a month (1-12) falls in. South of the equator the months are shifted by half a year, so
 * that a warm, wet-season sowing there reads as kharif.
 */
export function seasonForMonth(month: number, latitude: number | null): PlantingSeason {
  const northern = latitude === null || latitude >= 0 ? month : ((month + 5) % 12) + 1;
  return seasonOfMonth[northern]!;
}

/** The season asked for, or the one of the month asked for (or of today's), and how it was chosen, in `language`'s words. */
export function chooseSeason(
  query: { season?: PlantingSeason; month?: number },
  region: FarmRegion | null,
  today: Date,
  language: Language = 'en',
): { season: PlantingSeason; basis: string } {
  const words = planningSentences[language];
  if (query.season) return { season: query.season, basis: words.basisAsked(query.season) };
  const latitude = region?.latitude ?? null;
  const month = query.month ?? today.getUTCMonth() + 1;
  const season = seasonForMonth(month, latitude);
  return { season, basis: words.basisMonth(words.months[month - 1]!, query.month === undefined, latitude !== null && latitude < 0, season) };
}

/**
 * The season a crop was sown in, for the yield history: 'kharif 2025', 'rabi 2025-26', 'zaid 2026' in India (and
 * without a location); elsewhere the sowing month, 'March 2025'.
 */
export function seasonLabel(seedingDate: string, region: FarmRegion | null, language: Language = 'en'): string {
  const words = planningSentences[language];
  const year = Number(seedingDate.slice(0, 4));
  const month = Number(seedingDate.slice(5, 7));
  if (region?.country && region.country !== 'IN') return `${words.months[month - 1]} ${year}`;
  const season = seasonOfMonth[month]!;
  if (season !== 'rabi') return `${words.seasonNames[season]} ${year}`;
  const start = month === 1 ? year - 1 : year;
  return `${words.seasonNames.rabi} ${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
