/**
 * The soil module's public face: the soil report engine, the one nutrient rating every engine uses (ADR 0039), the
 * farmer's saved tests, and its routes.
 */
export { analyzeSoil, type SoilTest } from './analyze-soil';
export {
  rateNutrient,
  ratedNutrients,
  ratingSystemFor,
  soilHealthCardCitation,
  toPpm,
  type NutrientRating,
  type RatedNutrient,
  type SoilRatingSystem,
} from './rating';
export { sources as soilSources } from './data/sources';
export { soilRatingsHi } from './sentences';
/** pH facts with their sources, for the crop suggestions' remedy when the pH rules every crop out. */
export { calcareousAbovePh, phTarget, sodicFromPh } from './data/ph';
export { listSoilTests } from './repository';
export { default } from './routes';
