/**
 * The growth module's public face: the FAO-56 season engine other modules may call, its pure helpers, and its routes:
 * the growth service and the spec's saved-crop list, which the module list mounts at the spec's prefixes.
 */
export {
  analyseGrowth,
  addDays,
  adjustedDepletionFraction,
  chooseStageRow,
  climateZone,
  cropCoefficientOnDay,
  daysBetween,
  stageOnDay,
  todayIso,
  type GrowthAnalysis,
} from './growth-model';
export { findOwnedCrop, harvestOf, latestSownCrop, listHarvestedCrops, type SavedCropRow } from './crops-repository';
export { compareYield } from './harvest';
export { soilWaterByTexture } from './data/soil-and-climate';
export { default, savedCropsRoutes } from './routes';
