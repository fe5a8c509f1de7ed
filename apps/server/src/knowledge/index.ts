import { knowledgeDataDir } from '../paths';
import { loadCatalogue, type Catalogue } from './load';
import type { Language, LandUnit, LandUnitId } from '@farmsight/contracts';
import { landUnitOf, landUnitsIn } from './land-units';
import { cropNameIn } from './practice';
import { nearestPlace, regionAt, searchPlaces, type FarmRegion, type PlaceMatch } from './places';
import { CropResolver } from './resolve';

export {
  describeChemical,
  formatRate,
  nutrientsToProducts,
  bags,
  bagCount,
  fertilizers,
  convertRate,
  formatAmount,
  midpoint,
  rateForArea,
  ACRES_PER_HECTARE,
  LABEL_CAUTION,
  hindiUnit,
} from './format';
export { KnowledgeError, loadCatalogue, type Catalogue } from './load';
export { targetIn, type NamedTarget } from './pest-names';
export { listedIngredient, restrictionOn, restrictionReason } from './restrictions';
export { allPlaces, type FarmRegion, type Place, type PlaceMatch } from './places';
export {
  citation,
  cropNameIn,
  fallbackNote,
  ownRegionName,
  phraseIn,
  practiceFact,
  regionChain,
  regionName,
  sourceLabel,
  sourceOf,
  type RegionalFact,
} from './practice';
export { daysUntilOpen, regionalHarvest, seasonWindows, windowForSowing, type SeasonWindow } from './seasons';
export {
  describeRegisteredUse,
  ingredientKind,
  perAcre,
  REGISTRATION_BASIS,
  registeredAgainst,
  registeredProducts,
  registrationCitation,
  type RegisteredProduct,
} from './registrations';
export { CropResolver, editDistance, normaliseIngredient, normaliseName, type CropMention } from './resolve';
export type {
  BannedEntry,
  CalendarEntry,
  Chemical,
  ClimateZone,
  Crop,
  PesticideKind,
  RegisteredUse,
  DeficientNutrient,
  Practice,
  PracticeTopic,
  Source,
  StageRow,
  StateInfo,
} from './schema';

export interface Knowledge {
  catalogue: Catalogue;
  resolver: CropResolver;
}

let loaded: Knowledge | undefined;

/** The one crop catalogue, read and validated once (a bad file throws a KnowledgeError naming file and field). */
export function knowledge(): Knowledge {
  if (!loaded) {
    const catalogue = loadCatalogue(knowledgeDataDir);
    loaded = { catalogue, resolver: new CropResolver(catalogue.crops) };
  }
  return loaded;
}

/** A saved crop's name (its catalogue English, or what the farmer typed) in the screen's language: 'Wheat' → 'गेहूं'. */
export function savedCropName(cropType: string, language: Language): string {
  const crop = knowledge().resolver.resolve(cropType);
  return crop ? cropNameIn(crop, language) : cropType;
}

/** The farm's country and, in India, state, from the profile location ([latitude, longitude]); null when unset. */
export function farmRegion(location: readonly [number, number] | null | undefined): FarmRegion | null {
  return location ? regionAt(location[0], location[1], knowledge().catalogue.regions) : null;
}

/** The signed-in farmer's region, from the profile's coordinates. */
export function farmRegionOfUser(user: { latitude: number | null; longitude: number | null }): FarmRegion | null {
  return user.latitude !== null && user.longitude !== null ? farmRegion([user.latitude, user.longitude]) : null;
}

/** Towns and villages for a typed name ("Ludh" → Ludhiana, Punjab, India), biggest first. */
export function findPlaces(query: string, limit: number, language: Language = 'en'): PlaceMatch[] {
  return searchPlaces(query, limit, knowledge().catalogue.regions, language);
}

/** The named place nearest a farm's coordinates. */
export function placeNear(latitude: number, longitude: number, language: Language = 'en'): PlaceMatch | null {
  return nearestPlace(latitude, longitude, knowledge().catalogue.regions, language);
}

/** Acre, hectare and the local units of the state at these coordinates, with their sizes there. */
export function landUnitsAt(location: readonly [number, number] | null): LandUnit[] {
  return landUnitsIn(farmRegion(location), knowledge().catalogue.landUnits);
}

/** A farmer's chosen land unit, sized for the state of the farm (null when none was chosen). */
export function farmerLandUnit(id: LandUnitId | null, location: readonly [number, number] | null): LandUnit | null {
  return landUnitOf(id, farmRegion(location), knowledge().catalogue.landUnits);
}
