import { adjustedDepletionFraction } from '../growth';

/**
 * The FAO-56 daily soil water balance with the dual crop coefficient (Allen et al., 1998): the surface layer's
 * evaporation (Chapter 7, Eqs 69-79) and the root zone's depletion (Chapter 8, Eqs 82-88), with runoff by the
 * USDA-SCS curve number as ASCE Manual 70 (2016, Eqs 14-57 to 14-61) applies it to the surface layer's wetness.
 * Pure: no I/O. Depths are mm, heights and depths m, water contents m³/m³, wind m/s, humidity %.
 */

export interface SoilWater {
  fieldCapacity: number;
  wiltingPoint: number;
}

/** Eq 82: TAW = 1000 (θFC − θWP) Zr. */
export function totalAvailableWater(soil: SoilWater, rootDepthM: number): number {
  return 1000 * (soil.fieldCapacity - soil.wiltingPoint) * rootDepthM;
}

/** Eq 87: the depletion of a root zone at water content θ. */
export function depletionAt(soil: SoilWater, rootDepthM: number, waterContent: number): number {
  return 1000 * (soil.fieldCapacity - waterContent) * rootDepthM;
}

/** Eq 73: TEW = 1000 (θFC − 0.5 θWP) Ze, the most the surface layer of depth Ze can lose to evaporation. */
export function totalEvaporableWater(soil: SoilWater, surfaceLayerM: number): number {
  return 1000 * (soil.fieldCapacity - 0.5 * soil.wiltingPoint) * surfaceLayerM;
}

/** Eq 84: 1 while the depletion is within RAW, then falling linearly to 0 at TAW. */
export function waterStressCoefficient(depletion: number, taw: number, p: number): number {
  const raw = p * taw;
  if (depletion <= raw) return 1;
  return Math.max(0, (taw - depletion) / ((1 - p) * taw));
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Eq 47: wind measured at z m converted to the 2 m of the FAO-56 equations (z = 10 gives 0.748 uz). */
export function windAt2m(speedMs: number, heightM: number): number {
  return (speedMs * 4.87) / Math.log(67.8 * heightM - 5.42);
}

/** The bounds FAO-56 sets on the climate terms of Eqs 70 and 72: u2 1-6 m/s, RHmin 20-80 %. */
export const climateTerm = (u2: number, rhMin: number, heightM: number) =>
  (0.04 * (clamp(u2, 1, 6) - 2) - 0.004 * (clamp(rhMin, 20, 80) - 45)) * (heightM / 3) ** 0.3;

/** Eq 70: a Table 17 Kcb (mid or end, when above 0.45) for a climate other than RHmin 45 % and u2 2 m/s. */
export function climateAdjustedKcb(tableKcb: number, u2: number, rhMin: number, heightM: number): number {
  return tableKcb < 0.45 ? tableKcb : tableKcb + climateTerm(u2, rhMin, heightM);
}

/** Eq 72: the upper limit of Kcb + Ke after a wetting. */
export function maximumCropCoefficient(kcb: number, u2: number, rhMin: number, heightM: number): number {
  return Math.max(1.2 + climateTerm(u2, rhMin, heightM), kcb + 0.05);
}

/** Eq 76: the fraction of the ground the canopy covers, from how far Kcb has risen above its minimum. */
export function canopyCover(kcb: number, kcbMin: number, kcMax: number, heightM: number): number {
  if (kcMax <= kcbMin) return 0;
  return clamp(Math.max(0, (kcb - kcbMin) / (kcMax - kcbMin)) ** (1 + 0.5 * heightM), 0, 0.99);
}

/**
 * ASCE Manual 70 Eqs 14-57 to 14-61: runoff of the day's rain by the curve number, CN II moved towards CN III when
 * the surface layer is wet (De ≤ 0.5 REW) and towards CN I when it is dry (De ≥ 0.7 REW + 0.3 TEW).
 */
export function curveNumberRunoff(rain: number, curveNumber2: number, previousDe: number, tew: number, rew: number): number {
  if (rain <= 0) return 0;
  const cn1 = curveNumber2 / (2.281 - 0.01281 * curveNumber2);
  const cn3 = curveNumber2 / (0.427 + 0.00573 * curveNumber2);
  const wet = 0.5 * rew;
  const dry = 0.7 * rew + 0.3 * tew;
  const cn = previousDe <= wet ? cn3 : previousDe >= dry ? cn1 : ((previousDe - wet) * cn1 + (dry - previousDe) * cn3) / (dry - wet);
  const retention = 250 * (100 / cn - 1);
  return rain > 0.2 * retention ? Math.min(rain, (rain - 0.2 * retention) ** 2 / (rain + 0.8 * retention)) : 0;
}

export interface SurfaceLayer {
  tewMm: number;
  rewMm: number;
}

export interface DayInput {
  et0: number;
  kcb: number;
  kcMax: number;
  /** Canopy cover fc (Eq 76). */
  canopyCover: number;
  /** Rain less runoff, mm. */
  netRain: number;
  /** Irrigation reaching the soil (net), mm. */
  irrigation: number;
  /** fw: the fraction of the surface the last wetting reached (1 after rain). */
  wettedFraction: number;
  rootDepthM: number;
  /** FAO-56 Table 22 p, before the adjustment for the day's ETc. */
  tableP: number;
}

export interface BalanceState {
  /** Root-zone depletion Dr, mm. */
  dr: number;
  /** Surface-layer evaporation depletion De, mm. */
  de: number;
}

export interface BalanceStep extends BalanceState {
  kr: number;
  ke: number;
  few: number;
  evaporation: number;
  /** (Kcb + Ke) ET0 (Eq 69): the crop's and soil's use without water stress. */
  etc: number;
  /** (Ks Kcb + Ke) ET0 (Eq 80): what the crop and soil use. */
  etcAdjusted: number;
  ks: number;
  p: number;
  tawMm: number;
  rawMm: number;
  deepPercolation: number;
}

/** One day of Eqs 69-88 from the depletions at the end of the previous day; runoff is taken off the rain already. */
export function stepBalance(previous: BalanceState, day: DayInput, soil: SoilWater, layer: SurfaceLayer): BalanceStep {
  const fw = day.wettedFraction;
  const few = clamp(Math.min(1 - day.canopyCover, fw), 0.01, 1); // Eq 75
  const kr = clamp((layer.tewMm - previous.de) / (layer.tewMm - layer.rewMm), 0, 1); // Eq 74
  const ke = Math.min(kr * (day.kcMax - day.kcb), few * day.kcMax); // Eq 71
  const evaporation = ke * day.et0;
  const surfaceDrainage = Math.max(0, day.netRain + day.irrigation / fw - previous.de); // Eq 79
  const de = clamp(previous.de - day.netRain - day.irrigation / fw + evaporation / few + surfaceDrainage, 0, layer.tewMm); // Eqs 77-78

  const tawMm = totalAvailableWater(soil, day.rootDepthM);
  const etc = (day.kcb + ke) * day.et0;
  const p = adjustedDepletionFraction(day.tableP, etc);
  const rawMm = p * tawMm; // Eq 83
  const start = Math.min(previous.dr, tawMm);
  const ks = waterStressCoefficient(start, tawMm, p);
  const etcAdjusted = (ks * day.kcb + ke) * day.et0; // Eq 80
  const deepPercolation = Math.max(0, day.netRain + day.irrigation - etcAdjusted - start); // Eq 88
  const dr = clamp(start - day.netRain - day.irrigation + etcAdjusted + deepPercolation, 0, tawMm); // Eqs 85-86
  return { dr, de, kr, ke, few, evaporation, etc, etcAdjusted, ks, p, tawMm, rawMm, deepPercolation };
}
