import type { SoilTexture } from '@farmsight/contracts';
import type { ClimateZone } from '../../../knowledge';

/**
 * FAO-56 Table 19 (typical soil water characteristics for different soil types): the middle of each published
 * range of the volumetric water content at field capacity and at wilting point, m³/m³.
 */
export const soilWaterByTexture: Record<SoilTexture, { fieldCapacity: number; wiltingPoint: number }> = {
  sand: { fieldCapacity: 0.12, wiltingPoint: 0.045 }, // FC 0.07-0.17, WP 0.02-0.07
  'loamy sand': { fieldCapacity: 0.15, wiltingPoint: 0.065 }, // 0.11-0.19, 0.03-0.10
  'sandy loam': { fieldCapacity: 0.23, wiltingPoint: 0.11 }, // 0.18-0.28, 0.06-0.16
  loam: { fieldCapacity: 0.25, wiltingPoint: 0.12 }, // 0.20-0.30, 0.07-0.17
  'silt loam': { fieldCapacity: 0.29, wiltingPoint: 0.15 }, // 0.22-0.36, 0.09-0.21
  silt: { fieldCapacity: 0.32, wiltingPoint: 0.17 }, // 0.28-0.36, 0.12-0.22
  'silty clay loam': { fieldCapacity: 0.335, wiltingPoint: 0.205 }, // 0.30-0.37, 0.17-0.24
  'silty clay': { fieldCapacity: 0.36, wiltingPoint: 0.23 }, // 0.30-0.42, 0.17-0.29
  clay: { fieldCapacity: 0.36, wiltingPoint: 0.22 }, // 0.32-0.40, 0.20-0.24
};

/** The default soil when the farmer has said nothing: loam. */
export const defaultSoil = {
  texture: 'loam',
  ...soilWaterByTexture.loam,
  source: 'FAO-56 Table 19: Loam',
} as const;

/**
 * Reference evapotranspiration ET0 (mm/day) assumed per climate zone, from FAO-56 Table 2 (average ET0
 * for agroclimatic regions), humid and sub-humid rows, moderate (about 20 °C) column, middle of the range:
 * tropics and subtropics 3-5, temperate 2-4.
 */
export const referenceEt0ByZone: Record<ClimateZone, { mmPerDay: number; source: string }> = {
  tropical: { mmPerDay: 4, source: 'FAO-56 Table 2: tropics and subtropics, humid and sub-humid, moderate' },
  subtropical: { mmPerDay: 4, source: 'FAO-56 Table 2: tropics and subtropics, humid and sub-humid, moderate' },
  temperate: { mmPerDay: 3, source: 'FAO-56 Table 2: temperate region, humid and sub-humid, moderate' },
};

/** With no location, ET0 is taken at 5 mm/day, the rate at which FAO-56 Table 22's p needs no adjustment. */
export const TABLE_22_REFERENCE_ETC = 5;

/** FAO-56 Table 22 footnote: p = p(table) + 0.04 (5 - ETc), kept within 0.1 and 0.8. */
export const depletionAdjustment = { perMmPerDay: 0.04, min: 0.1, max: 0.8, source: 'FAO-56 Table 22, footnote' } as const;

/** Latitude limits of the zones (absolute degrees): the tropics end at the Tropic of Cancer/Capricorn. */
export const zoneLimits = { tropicalBelow: 23.5, subtropicalBelow: 40 } as const;
