import type { IrrigationMethod } from '@farmsight/contracts';

/**
 * Field application efficiency: the share of the water applied that reaches the root zone. FAO Irrigation Water
 * Management Training Manual No. 4 (Brouwer, Prins and Heibloem, 1989), section on irrigation water needs: surface
 * irrigation 60 %, sprinkler 75 %, drip 90 %.
 */
export const applicationEfficiency: Record<IrrigationMethod, number> = { surface: 0.6, sprinkler: 0.75, drip: 0.9 };

export const methodNames: Record<IrrigationMethod, string> = { surface: 'surface irrigation', sprinkler: 'sprinkler irrigation', drip: 'drip irrigation' };

/**
 * FAO-56 Chapter 8: at planting the effective root depth is about 0.15-0.20 m; it grows to the crop's maximum
 * (Table 22) by full cover, the end of the development stage. We take 0.20 m.
 */
export const ROOT_DEPTH_AT_PLANTING_M = 0.2;

/** 1 mm of water over 1 ha is 10 m³. */
export const LITRES_PER_MM_HECTARE = 10_000;
