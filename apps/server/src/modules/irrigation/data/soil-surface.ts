import type { SoilTexture } from '@farmsight/contracts';

/** FAO-56 Chapter 7: the surface layer that dries by evaporation is 0.10-0.15 m deep; 0.10 m is taken. */
export const SURFACE_LAYER_M = 0.1;

/**
 * REW, the water the surface layer loses before evaporation slows (Kr < 1): FAO-56 Table 19, the middle of each
 * published range, mm.
 */
export const readilyEvaporableWater: Record<SoilTexture, number> = {
  sand: 4.5, // 2-7
  'loamy sand': 6, // 4-8
  'sandy loam': 8, // 6-10
  loam: 9, // 8-10
  'silt loam': 9.5, // 8-11
  silt: 9.5, // 8-11
  'silty clay loam': 9.5, // 8-11
  'silty clay': 10, // 8-12
  clay: 10, // 8-12
};

type HydrologicGroup = 'A' | 'B' | 'C' | 'D';

/**
 * USDA-NRCS National Engineering Handbook Part 630, Chapter 7 (2009): hydrologic soil groups by texture when the
 * saturated conductivity is not measured. Sands drain fast (A); loams and silts moderately (B); silty clay loam
 * slowly (C); clays very slowly (D).
 */
export const hydrologicGroup: Record<SoilTexture, HydrologicGroup> = {
  sand: 'A',
  'loamy sand': 'A',
  'sandy loam': 'B',
  loam: 'B',
  'silt loam': 'B',
  silt: 'B',
  'silty clay loam': 'C',
  'silty clay': 'D',
  clay: 'D',
};

/** CN II for row crops, straight rows, good hydrologic condition: NRCS TR-55 (1986) Table 2-2b. */
export const curveNumberByGroup: Record<HydrologicGroup, number> = { A: 67, B: 78, C: 85, D: 89 };
