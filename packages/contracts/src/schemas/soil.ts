import { z } from '../zod';
import {
  MAX_SOIL_PPM,
  NOT_PROVIDED,
  PPM_TO_KG_PER_HA,
  cropIdMessage,
  fertilizerProducts,
  soilHealthCardFields,
  soilInputKeys,
  soilUnits,
  type SoilHealthCardField,
  type SoilUnit,
} from '../soil';

const maxNutrient: Record<SoilUnit, number> = { ppm: MAX_SOIL_PPM, 'kg/ha': Math.round(MAX_SOIL_PPM * PPM_TO_KG_PER_HA) };

const phMessage = 'Soil pH must be a number from 0 to 14.';
const unitMessage = `unit must be one of: ${soilUnits.join(', ')}.`;

const rangeField = (label: string, unit: string, max: number) => {
  const message = `${label} must be a number of ${unit} from 0 to ${max}.`;
  return z.number({ error: message }).min(0, message).max(max, message).nullish();
};

/** A report may leave any value out (missing or null); 0 is a value. N, P and K are in the request's unit. */
const soilDataSchema = (unit: SoilUnit) =>
  z.object(
    {
      [soilInputKeys.pH]: z.number({ error: phMessage }).min(0, phMessage).max(14, phMessage).nullish(),
      [soilInputKeys.nitrogen]: rangeField(soilInputKeys.nitrogen, unit, maxNutrient[unit]),
      [soilInputKeys.phosphorus]: rangeField(soilInputKeys.phosphorus, unit, maxNutrient[unit]),
      [soilInputKeys.potassium]: rangeField(soilInputKeys.potassium, unit, maxNutrient[unit]),
    },
    { error: 'soilData must be an object with the soil test values.' },
  );

const soilHealthCardSchema = z.object(
  Object.fromEntries(Object.entries(soilHealthCardFields).map(([key, field]) => [key, rangeField(field.label, field.unit, field.max)])) as Record<
    SoilHealthCardField,
    ReturnType<typeof rangeField>
  >,
  { error: 'soilHealthCard must be an object with the Soil Health Card values.' },
);
export type SoilHealthCardValues = z.infer<typeof soilHealthCardSchema>;
export const cropIdSchema = z.string({ error: cropIdMessage }).regex(/^[a-z][a-z0-9-]{0,49}$/, cropIdMessage);

const requestFor = <UnitSchema extends z.ZodType>(unit: UnitSchema, soilUnit: SoilUnit) =>
  z.object({
    soilData: soilDataSchema(soilUnit),
    unit,
    /** Optional: organic carbon, EC, sulphur and the micronutrients, as a Soil Health Card gives them. */
    soilHealthCard: soilHealthCardSchema.optional(),
    /** Optional: the catalogue crop the fertilizer plan is for. */
    cropId: cropIdSchema.optional(),
  });

/** The spec's four inputs in ppm (unit left out or 'ppm'), or in kg/ha; each unit has its own ranges. */
export const soilAnalysisRequestSchema = z.discriminatedUnion(
  'unit',
  [requestFor(z.literal('ppm').optional(), 'ppm'), requestFor(z.literal('kg/ha'), 'kg/ha')],
  { error: unitMessage },
);
export type SoilAnalysisRequest = z.input<typeof soilAnalysisRequestSchema>;
export type ParsedSoilAnalysisRequest = z.output<typeof soilAnalysisRequestSchema>;

const measured = z.union([z.number(), z.literal(NOT_PROVIDED)]);
export const textOrListSchema = z.union([z.string(), z.array(z.string())]);
export type TextOrList = z.infer<typeof textOrListSchema>;

export const nutrientAnalysisSchema = z.object({
  interpretation: z.string(),
  importance: z.string().optional(),
  recommendation: textOrListSchema,
});
export type NutrientAnalysis = z.infer<typeof nutrientAnalysisSchema>;

export const suggestedCropSchema = z.object({ name: z.string(), examples: z.array(z.string()), recommendation: z.string() });
export type SuggestedCrop = z.infer<typeof suggestedCropSchema>;

export const generalRecommendationSchema = z.object({
  description: z.string().optional(),
  recommendation: textOrListSchema,
  crops: z.array(suggestedCropSchema).optional(),
});
export type GeneralRecommendation = z.infer<typeof generalRecommendationSchema>;

/** One line of the report's lead: a measured value, its rating, and the norm that rated it. */
export const soilRatingSchema = z.object({
  /** 'pH', 'nitrogen', 'organicCarbon', 'zinc'… */
  parameter: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  /** 'Low', 'Medium', 'High', 'Deficient', 'Sufficient', a salinity class, or the lab class outside India. */
  rating: z.string(),
  /** True when the rating calls for action (a low or deficient nutrient, saline soil, pH off target). */
  attention: z.boolean(),
  /** The limits the value was rated against, in words. */
  norm: z.string(),
});
export type SoilRating = z.infer<typeof soilRatingSchema>;

export const soilRatingsSchema = z.object({
  /** 'Soil Health Card' (a farm in India) or 'Lab classes' (elsewhere). */
  scheme: z.enum(['Soil Health Card', 'Lab classes']),
  source: z.string(),
  lines: z.array(soilRatingSchema),
});
export type SoilRatings = z.infer<typeof soilRatingsSchema>;

export const nutrientDoseSchema = z.object({ n: z.number(), p2o5: z.number(), k2o: z.number() });
export type NutrientDose = z.infer<typeof nutrientDoseSchema>;

/** An amount of one product: kilograms and bags of its bag size (to the half bag). */
export const productAmountSchema = z.object({ kg: z.number(), bags: z.number() });
export const productLineSchema = z.object({
  product: z.enum(fertilizerProducts),
  /** 'Urea (46% N)'. */
  name: z.string(),
  bagKg: z.number(),
  perAcre: productAmountSchema,
  perHectare: productAmountSchema,
  /** For the farmer's land (the profile's area); null without one. */
  wholeLand: productAmountSchema.nullable(),
});
export type ProductLine = z.infer<typeof productLineSchema>;

/** How the soil test changed one nutrient's dose. */
export const doseAdjustmentSchema = z.object({
  nutrient: z.enum(['N', 'P2O5', 'K2O']),
  /** The soil's rating for it, or null when it was not tested (the dose stays as recommended). */
  rating: z.enum(['Low', 'Medium', 'High']).nullable(),
  /** 1.25, 1 or 0.75. */
  factor: z.number(),
});

/** A crop's name in each language the app speaks (the catalogue's names). */
export const cropNamesSchema = z.object({ en: z.string(), hi: z.string() });

/**
 * Whose recommended dose the plan uses, so that it is never silently another state's: the farmer's own state's
 * ('own'), the India-wide one ('national'), a neighbouring state's standing in for the farmer's ('neighbour'), or the
 * general guidance ('general'); `by` names the body that published it.
 */
export const doseBasisSchema = z.object({
  kind: z.enum(['own', 'national', 'neighbour', 'general']),
  /** The region the dose is for: 'Punjab', 'India', 'general guidance'. */
  region: z.string(),
  /** The farmer's own state or country, when the dose is not for it; null otherwise. */
  own: z.string().nullable(),
  /** 'Punjab Agricultural University', 'ICAR-Indian Institute of Pulses Research'. */
  by: z.string(),
});
export type DoseBasis = z.infer<typeof doseBasisSchema>;

export const fertilizerPlanSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('plan'),
    crop: cropNamesSchema,
    /** Whose practice the dose is: 'Punjab', 'India', 'general guidance'; with a note when it stands in for the farmer's own. */
    region: z.string(),
    regionNote: z.string().nullable(),
    basis: doseBasisSchema,
    landHectares: z.number().nullable(),
    /** kg per hectare: the crop's recommended dose and the dose after the soil test. */
    recommended: nutrientDoseSchema,
    adjusted: nutrientDoseSchema,
    adjustments: z.array(doseAdjustmentSchema),
    /** Urea + DAP + MOP: DAP first for the phosphorus, urea for the rest of the nitrogen. */
    withDap: z.array(productLineSchema),
    /** Urea + SSP + MOP: all the nitrogen from urea. */
    withSsp: z.array(productLineSchema),
    /** The crop practice's timing of the doses. */
    split: z.string(),
    /** The practice's own caveats (manure, micronutrients), as the catalogue words them. */
    notes: z.array(z.string()),
    sources: z.array(z.string()),
  }),
  /** No crop chosen, or the catalogue holds no per-area dose for it in the farm's region (the message in English). */
  z.object({ status: z.literal('none'), reason: z.enum(['no-crop', 'no-dose']), crop: cropNamesSchema.nullable(), message: z.string() }),
]);
export type FertilizerPlan = z.infer<typeof fertilizerPlanSchema>;

export const soilAnalysisResponseSchema = z.object({
  soilData: z.object({ pH: measured, Nitrogen_ppm: measured, Phosphorus_ppm: measured, Potassium_ppm: measured }),
  analysis: z.record(z.string(), nutrientAnalysisSchema),
  generalRecommendations: z.record(z.string(), generalRecommendationSchema),
  /** The report's lead: one rated line per measured value. */
  ratings: soilRatingsSchema,
  fertilizerPlan: fertilizerPlanSchema,
});
export type SoilAnalysisResponse = z.infer<typeof soilAnalysisResponseSchema>;

/** The catalogue crops that have a per-area fertilizer dose for the farmer's region, for the report's crop picker. */
/** Every crop of the catalogue; `hasDose` is false where no per-area dose is known for the farm, so no plan in bags. */
export const fertilizerCropsResponseSchema = z.object({ crops: z.array(z.object({ id: z.string(), names: cropNamesSchema, hasDose: z.boolean() })) });
export type FertilizerCropsResponse = z.infer<typeof fertilizerCropsResponseSchema>;

/** A soil test the farmer submitted, as entered (null: not measured). */
export const savedSoilTestSchema = z.object({
  id: z.string(),
  pH: z.number().nullable(),
  nitrogen: z.number().nullable(),
  phosphorus: z.number().nullable(),
  potassium: z.number().nullable(),
  testedAt: z.string(),
});
export type SavedSoilTest = z.infer<typeof savedSoilTestSchema>;

export const soilTestsResponseSchema = z.object({ tests: z.array(savedSoilTestSchema) });
export type SoilTestsResponse = z.infer<typeof soilTestsResponseSchema>;
