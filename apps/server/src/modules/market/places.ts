import { allPlaces, type StateInfo } from '../../knowledge';
import { foldFeedName } from './data';

/**
 * Where a market or district named by the feed lies, offline: the biggest GeoNames place of that name in its state
 * (most markets are named after their town, most districts after their headquarters). The feed itself gives no
 * coordinates.
 */
let index: Map<string, { latitude: number; longitude: number }> | undefined;

function placeIndex() {
  if (!index) {
    index = new Map();
    const biggestFirst = allPlaces()
      .filter((place) => place.country === 'IN')
      .sort((a, b) => b.population - a.population);
    for (const place of biggestFirst) {
      const key = `${place.admin1}|${foldFeedName(place.name)}`;
      if (!index.has(key)) index.set(key, { latitude: place.latitude, longitude: place.longitude });
    }
  }
  return index;
}

/** The feed's name without its bracketed qualifier or market words: "Lasalgaon(Vinchur)" → "Lasalgaon", "Khanna APMC" → "Khanna". */
function namesToTry(name: string): string[] {
  const base = name.replace(/\(.*$/, '').replace(/\b(apmc|mandi|market|yard|f&v|grain)\b/gi, '');
  return [name, base].map(foldFeedName).filter(Boolean);
}

export function locate(name: string, state: StateInfo): { latitude: number; longitude: number } | undefined {
  const places = placeIndex();
  for (const folded of namesToTry(name)) {
    const found = places.get(`${state.geonamesAdmin1}|${folded}`);
    if (found) return found;
  }
  return undefined;
}

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
