import type { IrrigationMethod } from '@farmsight/contracts';

/**
 * Field application efficiency: the share of the water applied that reaches the root zone. FAO Irrigation Water
 * Management Training Manual No. 4 (Brouwer, Prins and Heibloem, 1989), section on irrigation water needs: surface
 * irrigation (basin, border and furrow) 60 %, sprinkler 75 %, drip 90 %.
 */
export const applicationEfficiency: Record<IrrigationMethod, number> = { surface: 0.6, furrow: 0.6, sprinkler: 0.75, drip: 0.9 };

/**
 * fw, the fraction of the soil surface an irrigation wets: FAO-56 Table 20. Basin, border and sprinkler wet it all;
 * furrows every row 0.6-1.0 on narrow beds and 0.4-0.6 on wide beds (0.5 taken); trickle 0.3-0.4 (0.3 taken).
 */
export const wettedFraction: Record<IrrigationMethod, number> = { surface: 1, furrow: 0.5, sprinkler: 1, drip: 0.3 };

/**
 * FAO-56 Chapter 8: at planting the effective root depth is about 0.15-0.20 m; it stays there through the initial
 * stage and deepens with Kcb to the crop's maximum (Table 22) as the canopy closes. We take 0.20 m.
 */
export const ROOT_DEPTH_AT_PLANTING_M = 0.2;

/** A seedling's height, from which Eqs 70, 72 and 76 grow the canopy with Kcb to the crop's Table 12 height. */
export const HEIGHT_AT_PLANTING_M = 0.05;

/** 1 mm of water over 1 ha is 10 m³. */
export const LITRES_PER_MM_HECTARE = 10_000;
