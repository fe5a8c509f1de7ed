import type { PlantingSeason } from '@farmsight/contracts';
import type { FarmRegion } from '../../knowledge';
import { seasonOfMonth, seasonWords } from './data/rules';

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The season whose sowing a month (1-12) falls in. South of the equator the months are shifted by half a year, so
 * that a warm, wet-season sowing there reads as kharif.
 */
export function seasonForMonth(month: number, latitude: number | null): PlantingSeason {
  const northern = latitude === null || latitude >= 0 ? month : ((month + 5) % 12) + 1;
  return seasonOfMonth[northern]!;
}

/** The season asked for, or the one of the month asked for (or of today's), and how it was chosen, in words. */
export function chooseSeason(query: { season?: PlantingSeason; month?: number }, region: FarmRegion | null, today: Date): { season: PlantingSeason; basis: string } {
  if (query.season) return { season: query.season, basis: `the ${seasonWords[query.season]} season, as asked` };
  const latitude = region?.latitude ?? null;
  const hemisphere = latitude !== null && latitude < 0 ? 'southern' : 'northern';
  const month = query.month ?? today.getUTCMonth() + 1;
  const season = seasonForMonth(month, latitude);
  const which = query.month ? monthNames[month - 1] : `this month, ${monthNames[month - 1]}`;
  return { season, basis: `${which} in the ${hemisphere} hemisphere is a ${seasonWords[season]} sowing month` };
}

/**
 * The season a crop was sown in, for the yield history: 'kharif 2025', 'rabi 2025-26', 'zaid 2026' in India (and
 * without a location); elsewhere the sowing month, 'March 2025'.
 */
export function seasonLabel(seedingDate: string, region: FarmRegion | null): string {
  const year = Number(seedingDate.slice(0, 4));
  const month = Number(seedingDate.slice(5, 7));
  if (region?.country && region.country !== 'IN') return `${monthNames[month - 1]} ${year}`;
  const season = seasonOfMonth[month]!;
  if (season !== 'rabi') return `${season} ${year}`;
  const start = month === 1 ? year - 1 : year;
  return `rabi ${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
