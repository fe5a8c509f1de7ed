import type { DoseBasis, FertilizerPlan, NutrientDose, ProductLine } from '@farmsight/contracts';
import {
  ACRES_PER_HECTARE,
  bagCount,
  citation,
  fertilizers,
  midpoint,
  nutrientsToProducts,
  ownRegionName,
  practiceFact,
  sourceOf,
  type Catalogue,
  type Crop,
  type FarmRegion,
  type Practice,
  type RegionalFact,
} from '../../knowledge';
import { DOSE_ADJUSTMENT_SOURCE, doseFactorByRating, PRODUCT_SOURCES, productNames } from './data/fertilizer-plan';
import type { FertilityRating } from './data/soil-health-card';

export const NO_CROP_MESSAGE = 'Choose a crop to get its fertilizer plan in bags.';

type Nutrients = NonNullable<Practice['nutrients']>;
export type NpkRatings = Partial<Record<'nitrogen' | 'phosphorus' | 'potassium', FertilityRating>>;

type CropNames = { en: string; hi: string };
const namesOf = (crop: Crop): CropNames => ({ en: crop.names.en, hi: crop.names.hi });
const round1 = (value: number) => Math.round(value * 10) / 10;
const isPerArea = (nutrients: Nutrients) => nutrients.per !== 'plant';

/** The crop's dose for the farm's region (its state, the fallbacks, India, the general guidance), if given per area. */
function areaDoseFor(crop: Crop, region: FarmRegion | null, catalogue: Catalogue) {
  return practiceFact(crop, 'nutrients', region, catalogue, isPerArea);
}

/** Every catalogue crop by name, saying whether the farm's region has a per-area dose for it (a plan in bags). */
export function fertilizerCrops(region: FarmRegion | null, catalogue: Catalogue): { id: string; names: CropNames; hasDose: boolean }[] {
  return catalogue.crops
    .map((crop) => ({ id: crop.id, names: namesOf(crop), hasDose: areaDoseFor(crop, region, catalogue) !== undefined }))
    .sort((a, b) => a.names.en.localeCompare(b.names.en));
}

/** The publishing body of a source, without the page or channel it was read on: 'Punjab Agricultural University'. */
const publisherOf = (institution: string) => institution.split(/ \(|, |; /)[0]!;

/**
 * Whose dose it is, so that the plan never passes another state's off as the farmer's: their state's, India's, a
 * neighbouring state's standing in (with the farmer's own named), or the general guidance.
 */
export function doseBasis(fact: RegionalFact<Nutrients>, region: FarmRegion | null, crop: Crop, catalogue: Catalogue): DoseBasis {
  const own = ownRegionName(region);
  const source = sourceOf(fact.value.source, crop, catalogue);
  const by = source ? publisherOf(source.institution) : fact.value.source;
  const kind = fact.regionKey === 'default' ? 'general' : fact.regionKey === 'IN' ? 'national' : fact.fellBack ? 'neighbour' : 'own';
  return { kind, region: fact.regionName, own: fact.fellBack ? own : null, by };
}

/** The published dose in kg per hectare (the middle of a range). */
export function dosePerHectare(nutrients: Nutrients): NutrientDose {
  const perHa = (amount: Nutrients['n']) => round1(midpoint(amount) * (nutrients.per === 'acre' ? ACRES_PER_HECTARE : 1));
  return { n: perHa(nutrients.n), p2o5: perHa(nutrients.p2o5), k2o: perHa(nutrients.k2o) };
}

const doseNutrients = [
  { key: 'n', nutrient: 'N', rating: 'nitrogen' },
  { key: 'p2o5', nutrient: 'P2O5', rating: 'phosphorus' },
  { key: 'k2o', nutrient: 'K2O', rating: 'potassium' },
] as const;

/** The dose after the soil test: each nutrient scaled by its rating's factor; an untested nutrient keeps its dose. */
export function adjustDose(recommended: NutrientDose, ratings: NpkRatings) {
  const adjusted = { ...recommended };
  const adjustments = doseNutrients.map(({ key, nutrient, rating }) => {
    const soilRating = ratings[rating] ?? null;
    const factor = soilRating ? doseFactorByRating[soilRating] : 1;
    adjusted[key] = round1(recommended[key] * factor);
    return { nutrient, rating: soilRating, factor };
  });
  return { adjusted, adjustments };
}

const amountOf = (kg: number, product: ProductLine['product']) => ({ kg, bags: bagCount(kg, product) });

/**
 * A dose (kg/ha) as products per acre, per hectare and for the land: urea + DAP + MOP (DAP first for the phosphorus,
 * urea for the nitrogen still short) and urea + SSP + MOP. Products the dose does not need are left out.
 */
export function productLines(dose: NutrientDose, landHectares: number | null): { withDap: ProductLine[]; withSsp: ProductLine[] } {
  const forArea = (hectares: number) => nutrientsToProducts(dose.n * hectares, dose.p2o5 * hectares, dose.k2o * hectares);
  const perAcre = forArea(1 / ACRES_PER_HECTARE);
  const perHectare = forArea(1);
  const wholeLand = landHectares ? forArea(landHectares) : null;
  const line = (product: ProductLine['product'], pick: (plan: typeof perHectare) => number): ProductLine => ({
    product,
    name: productNames[product],
    bagKg: fertilizers[product].bagKg,
    perAcre: amountOf(pick(perAcre), product),
    perHectare: amountOf(pick(perHectare), product),
    wholeLand: wholeLand && amountOf(pick(wholeLand), product),
  });
  const needed = (lines: ProductLine[]) => lines.filter((entry) => entry.perHectare.kg > 0);
  return {
    withDap: needed([line('dap', (plan) => plan.dap), line('urea', (plan) => plan.urea), line('mop', (plan) => plan.mop)]),
    withSsp: needed([line('ssp', (plan) => plan.ssp), line('urea', (plan) => plan.ureaWithSsp), line('mop', (plan) => plan.mop)]),
  };
}

export interface PlanInput {
  crop: Crop | undefined;
  region: FarmRegion | null;
  /** The profile's land area; null when not set. */
  landHectares: number | null;
  /** The Soil Health Card's ratings of N, P and K in India; null elsewhere, where the dose is not adjusted. */
  ratings: NpkRatings | null;
}

/**
 * The chosen crop's fertilizer plan for the farm: the published dose, adjusted by the soil test, in bags. What the
 * plan could not use shows in its data (no adjustments outside India, a null rating for an untested nutrient, no land
 * area), so the web app words it in the farmer's language.
 */
export function fertilizerPlan({ crop, region, landHectares, ratings }: PlanInput, catalogue: Catalogue): FertilizerPlan {
  if (!crop) return { status: 'none', reason: 'no-crop', crop: null, message: NO_CROP_MESSAGE };
  const fact = areaDoseFor(crop, region, catalogue);
  if (!fact) {
    const own = ownRegionName(region);
    const perPlant = practiceFact(crop, 'nutrients', region, catalogue, (nutrients) => nutrients.per === 'plant');
    const searched = region?.country === 'IN' ? ' (none for the state, its neighbours or India as a whole)' : '';
    return {
      status: 'none',
      reason: 'no-dose',
      crop: namesOf(crop),
      message:
        `No per-area fertilizer dose for ${crop.names.en}${own ? ` in ${own}` : ''} is known${searched}, so there is no plan in bags.` +
        (perPlant ? ` The dose published for ${perPlant.regionName} is per plant.` : ''),
    };
  }
  const nutrients = fact.value;
  const recommended = dosePerHectare(nutrients);
  const { adjusted, adjustments } = ratings ? adjustDose(recommended, ratings) : { adjusted: recommended, adjustments: [] };
  const land = landHectares && landHectares > 0 ? landHectares : null;
  const cited = [nutrients.source, ...(ratings ? [DOSE_ADJUSTMENT_SOURCE] : []), ...PRODUCT_SOURCES];
  return {
    status: 'plan',
    crop: namesOf(crop),
    region: fact.regionName,
    regionNote: fact.note ?? null,
    basis: doseBasis(fact, region, crop, catalogue),
    landHectares: land,
    recommended,
    adjusted,
    adjustments,
    ...productLines(adjusted, land),
    split: nutrients.split,
    notes: nutrients.note ? [nutrients.note] : [],
    sources: cited.flatMap((id) => {
      const source = sourceOf(id, crop, catalogue);
      return source ? [citation(source)] : [];
    }),
  };
}
