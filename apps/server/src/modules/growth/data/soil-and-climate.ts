import type { ClimateZone } from '../../../knowledge';

/**
 * The default soil: loam, FAO-56 Table 19 (typical soil water characteristics). The table gives
 * field capacity 0.20-0.30 and wilting point 0.07-0.17 m³/m³; we take the middle of each range.
 */
export const defaultSoil = {
  texture: 'loam',
  fieldCapacity: 0.25,
  wiltingPoint: 0.12,
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
