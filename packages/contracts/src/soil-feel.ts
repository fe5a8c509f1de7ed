import type { SoilTexture } from './water';

/**
 * Soil moisture by feel: USDA Natural Resources Conservation Service, "Estimating Soil Moisture by Feel and
 * Appearance", Program Aid 1619 (revised 1998). A farmer squeezes a handful of soil from the root zone and matches its
 * feel to one of five classes, each the share of the soil's available water still in it; how each class feels
 * depends on the texture group (the descriptions are in the web app's `dashboard` texts, in each language).
 */
export const SOIL_FEEL_SOURCE =
  'USDA Natural Resources Conservation Service (NRCS): Estimating Soil Moisture by Feel and Appearance, Program Aid 1619 (1998), https://www.nrcs.usda.gov/wps/portal/nrcs/detail/mt/newsroom/factsheets/?cid=nrcs144p2_056492';

/** The publication's classes of available soil moisture, driest first. */
export const soilFeelClasses = ['0-25', '25-50', '50-75', '75-100', 'field-capacity'] as const;
export type SoilFeelClass = (typeof soilFeelClasses)[number];

/** Percent of the available water (field capacity less wilting point) still in the soil, as the publication bounds it. */
export const availableWaterByFeel: Record<SoilFeelClass, { fromPercent: number; toPercent: number }> = {
  '0-25': { fromPercent: 0, toPercent: 25 },
  '25-50': { fromPercent: 25, toPercent: 50 },
  '50-75': { fromPercent: 50, toPercent: 75 },
  '75-100': { fromPercent: 75, toPercent: 100 },
  'field-capacity': { fromPercent: 100, toPercent: 100 },
};

/** The publication's four texture groups, each with the USDA textures it names. */
export const soilFeelGroups = ['coarse', 'moderately coarse', 'medium', 'fine'] as const;
export type SoilFeelGroup = (typeof soilFeelGroups)[number];

/** The group whose descriptions fit a soil texture (the publication's own lists, the nearest for silt and silty clay). */
export const soilFeelGroupOf: Record<SoilTexture, SoilFeelGroup> = {
  sand: 'coarse',
  'loamy sand': 'coarse',
  'sandy loam': 'moderately coarse',
  loam: 'medium',
  'silt loam': 'medium',
  silt: 'medium',
  'silty clay loam': 'fine',
  'silty clay': 'fine',
  clay: 'fine',
};

/**
 * A feel class as soil moisture, % by volume, for a soil's field capacity and wilting point (%): the wilting point plus
 * the class's middle share of the available water between them, to one decimal.
 */
export function moistureFromFeel(feel: SoilFeelClass, soil: { fieldCapacityPercent: number; wiltingPointPercent: number }): number {
  const { fromPercent, toPercent } = availableWaterByFeel[feel];
  const share = (fromPercent + toPercent) / 200;
  return Math.round((soil.wiltingPointPercent + share * (soil.fieldCapacityPercent - soil.wiltingPointPercent)) * 10) / 10;
}
