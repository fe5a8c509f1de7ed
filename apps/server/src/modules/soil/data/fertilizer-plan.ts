import type { FertilizerProduct } from '@farmsight/contracts';
import type { FertilityRating } from './soil-health-card';

/**
 * The soil-test rule that turns a crop's recommended dose into the dose for this field: 25% more on a Low soil, as
 * recommended on Medium, 25% less on High (shared source 'soil-test-dose-adjustment'). It goes with the Soil Health
 * Card's three ratings, so it is applied only in India.
 */
export const doseFactorByRating: Record<FertilityRating, number> = { Low: 1.25, Medium: 1, High: 0.75 };
export const DOSE_ADJUSTMENT_SOURCE = 'soil-test-dose-adjustment';

/** The grades the plan names, as a dealer's bag is labelled; nutrient contents and bag sizes are in `fertilizers`. */
export const productNames: Record<FertilizerProduct, string> = {
  urea: 'Urea (46% N)',
  dap: 'DAP (18-46-0)',
  ssp: 'SSP (16% P2O5)',
  mop: 'MOP (60% K2O)',
};

/** Where the nutrient contents and the bag sizes come from (shared sources). */
export const PRODUCT_SOURCES = ['fco-1985', 'urea-bag-45kg', 'fertilizer-bag-50kg'] as const;
