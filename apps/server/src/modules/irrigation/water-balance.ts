import { adjustedDepletionFraction } from '../growth';

/**
 * The FAO-56 daily root-zone water balance (Allen et al., 1998, Chapter 8, Eqs 82-88), single crop coefficient.
 * Pure: no I/O. Depths are mm, root depths m, water contents m³/m³. Runoff and capillary rise are taken as zero.
 */

export interface SoilWater {
  fieldCapacity: number;
  wiltingPoint: number;
}

export interface BalanceInput {
  et0: number;
  kc: number;
  precipitation: number;
  irrigation: number;
  rootDepthM: number;
  /** FAO-56 Table 22 p, before the adjustment for the day's ETc. */
  tableP: number;
}

export interface BalanceStep {
  /** Kc · ET0: the crop's need without water stress. */
  etc: number;
  /** Ks · Kc · ET0 (Eq 80/81): what the crop uses. */
  etcAdjusted: number;
  ks: number;
  p: number;
  tawMm: number;
  rawMm: number;
  effectiveRain: number;
  deepPercolation: number;
  /** Root-zone depletion at the end of the day. */
  depletionMm: number;
}

/** Eq 82: TAW = 1000 (θFC − θWP) Zr. */
export function totalAvailableWater(soil: SoilWater, rootDepthM: number): number {
  return 1000 * (soil.fieldCapacity - soil.wiltingPoint) * rootDepthM;
}

/** Eq 87: the depletion of a root zone at water content θ. */
export function depletionAt(soil: SoilWater, rootDepthM: number, waterContent: number): number {
  return 1000 * (soil.fieldCapacity - waterContent) * rootDepthM;
}

/** Eq 84: 1 while the depletion is within RAW, then falling linearly to 0 at TAW. */
export function waterStressCoefficient(depletion: number, taw: number, p: number): number {
  const raw = p * taw;
  if (depletion <= raw) return 1;
  return Math.max(0, (taw - depletion) / ((1 - p) * taw));
}

/** FAO-56 Chapter 8: daily rain under about 0.2 ET0 evaporates from the surface and never reaches the root zone. */
export function effectiveRainfall(precipitation: number, et0: number): number {
  return precipitation < 0.2 * et0 ? 0 : precipitation;
}

/** One day of Eqs 83-88, from the depletion at the end of the previous day. */
export function stepBalance(previousDepletion: number, day: BalanceInput, soil: SoilWater): BalanceStep {
  const tawMm = totalAvailableWater(soil, day.rootDepthM);
  const etc = day.kc * day.et0;
  const p = adjustedDepletionFraction(day.tableP, etc);
  const rawMm = p * tawMm; // Eq 83
  const start = Math.min(previousDepletion, tawMm);
  const ks = waterStressCoefficient(start, tawMm, p);
  const etcAdjusted = ks * etc;
  const effectiveRain = effectiveRainfall(day.precipitation, day.et0);
  const deepPercolation = Math.max(0, effectiveRain + day.irrigation - etcAdjusted - start); // Eq 88
  const depletion = start - effectiveRain - day.irrigation + etcAdjusted + deepPercolation; // Eq 85
  return { etc, etcAdjusted, ks, p, tawMm, rawMm, effectiveRain, deepPercolation, depletionMm: Math.min(tawMm, Math.max(0, depletion)) }; // Eq 86
}
