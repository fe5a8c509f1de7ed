import { z } from '../zod';
import {
  CROP_PAGE_SIZE,
  INVALID_SEEDING_DATE_MESSAGE,
  MISSING_CROP_INPUT_MESSAGE,
  MISSING_MEASUREMENT_MESSAGE,
  MOISTURE_ONE_WAY_MESSAGE,
  cropStatuses,
  growthStages,
  heightStatuses,
  isIsoDate,
  isoDateOf,
  moistureActions,
  rangePositions,
} from '../growth';
import { soilFeelClasses } from '../soil-feel';

export const submitCropDataSchema = z.object({
  cropType: z.string({ error: MISSING_CROP_INPUT_MESSAGE }).trim().min(1, MISSING_CROP_INPUT_MESSAGE).max(100, 'Crop name is at most 100 characters.'),
  seedingDate: z
    .string({ error: MISSING_CROP_INPUT_MESSAGE })
    .trim()
    .min(1, MISSING_CROP_INPUT_MESSAGE)
    .refine((value) => isoDateOf(value) !== undefined, INVALID_SEEDING_DATE_MESSAGE)
    .transform((value) => isoDateOf(value)!),
  /** The land sown, ha; the farm's whole area when not given. */
  sownAreaHa: z
    .number({ error: 'Sown area must be a number, in hectares.' })
    .gt(0, 'Sown area must be more than 0 ha.')
    .max(100_000, 'Sown area must be at most 100,000 ha.')
    .optional(),
});
export type SubmitCropDataRequest = z.input<typeof submitCropDataSchema>;

/** One point of the ideal curve: moisture in % by volume (the target and its band), height in cm. */
export const growthPointSchema = z.object({
  day: z.number(),
  moisture: z.number(),
  height: z.number(),
  stage: z.enum(growthStages),
  moistureMin: z.number(),
  moistureMax: z.number(),
});
export type GrowthPoint = z.infer<typeof growthPointSchema>;

/** The table values the curve was computed from, so the farmer can check them against FAO-56. */
export const growthParametersSchema = z.object({
  crop: z.string(),
  region: z.string(),
  stageLengths: z.object({ initial: z.number(), development: z.number(), midSeason: z.number(), lateSeason: z.number() }),
  kc: z.object({ initial: z.number(), mid: z.number(), end: z.number() }),
  maxHeightCm: z.number(),
  rootDepthM: z.tuple([z.number(), z.number()]),
  depletionFraction: z.number(),
  referenceEt0MmPerDay: z.number(),
  soil: z.object({ texture: z.string(), fieldCapacityPercent: z.number(), wiltingPointPercent: z.number() }),
  /** The regional calendar the season's length came from ('DES crop calendar for Punjab: …'); absent when FAO-56's own. */
  season: z.string().optional(),
  /** The Indian state of the farm (English name), or 'India' without one; absent outside India. */
  state: z.string().optional(),
  /** True only when a regional source's growth curve stands behind the height ideal (then readings are rated). */
  regionalCurve: z.boolean().optional(),
});
export type GrowthParameters = z.infer<typeof growthParametersSchema>;

const measurementValue = (name: string, max: number, unit: string) =>
  z
    .number({ error: MISSING_MEASUREMENT_MESSAGE })
    .min(0, `${name} must be between 0 and ${max}${unit}.`)
    .max(max, `${name} must be between 0 and ${max}${unit}.`);

/** A farmer's field reading: day after seeding, soil moisture (% by volume) and plant height (cm). */
export const measurementSchema = z.object({
  day: measurementValue('Day', 1000, '').int('Day must be a whole number.'),
  moisture: measurementValue('Moisture', 100, '%'),
  height: measurementValue('Height', 2000, ' cm'),
});
/** A reading as stored and rated: the moisture always as a number. */
export type Measurement = z.infer<typeof measurementSchema>;

/**
 * POST …/measurements: the moisture as a number (% by volume) or, for a farmer with no meter, by feel (the USDA-NRCS
 * class, turned into % by volume for the crop's soil before it is stored).
 */
export const measurementRequestSchema = measurementSchema
  .extend({
    moisture: measurementValue('Moisture', 100, '%').optional(),
    feel: z.enum(soilFeelClasses, { error: `Feel must be one of: ${soilFeelClasses.join(', ')}.` }).optional(),
  })
  .superRefine((reading, context) => {
    if (reading.moisture === undefined && reading.feel === undefined)
      context.addIssue({ code: 'custom', path: ['moisture'], message: MISSING_MEASUREMENT_MESSAGE });
    if (reading.moisture !== undefined && reading.feel !== undefined) context.addIssue({ code: 'custom', path: ['feel'], message: MOISTURE_ONE_WAY_MESSAGE });
  });
export type MeasurementRequest = z.input<typeof measurementRequestSchema>;

export const savedMeasurementSchema = measurementSchema.extend({ id: z.string() });
export type SavedMeasurement = z.infer<typeof savedMeasurementSchema>;

/** A reading judged against the ideal curve on its own day after seeding. */
export const readingVerdictSchema = z.object({
  moisture: z.object({
    status: z.enum(rangePositions),
    action: z.enum(moistureActions),
    idealMin: z.number(),
    idealMax: z.number(),
    text: z.string(),
  }),
  height: z.object({
    status: z.enum(heightStatuses),
    idealCm: z.number(),
    /** Reading minus ideal, cm (negative: behind). */
    differenceCm: z.number(),
    text: z.string(),
  }),
});
export type ReadingVerdict = z.infer<typeof readingVerdictSchema>;

export const readingSchema = savedMeasurementSchema.extend({ verdict: readingVerdictSchema });
export type Reading = z.infer<typeof readingSchema>;

export const measurementResponseSchema = z.object({ measurement: savedMeasurementSchema, verdict: readingVerdictSchema });
export type MeasurementResponse = z.infer<typeof measurementResponseSchema>;

export const cropIdParamsSchema = z.object({ cropId: z.string() });

/** A saved analysis. Its growthData and message are the spec's answer; the rest lets the dashboard reopen it. */
export const cropAnalysisSchema = z.object({
  id: z.string(),
  cropType: z.string(),
  seedingDate: z.string(),
  harvestDate: z.string(),
  growthData: z.array(growthPointSchema),
  message: z.string(),
  /** The FAO-56 row and stages behind the message (absent from analyses saved before it was added). */
  workings: z.string().optional(),
  parameters: growthParametersSchema,
  measurements: z.array(savedMeasurementSchema),
  createdAt: z.string(),
});
export type CropAnalysis = z.infer<typeof cropAnalysisSchema>;

export const savedCropsResponseSchema = z.object({ crops: z.array(cropAnalysisSchema) });
export type SavedCropsResponse = z.infer<typeof savedCropsResponseSchema>;

const harvestDateMessage = 'Harvest date must be a real date written as YYYY-MM-DD.';
const quantityMessage = 'Quantity must be a number of kg, 0 or more.';
const areaMessage = 'Area must be a number of hectares above 0.';

export const harvestRequestSchema = z.object({
  date: z.string({ error: harvestDateMessage }).refine(isIsoDate, harvestDateMessage),
  quantityKg: z.number({ error: quantityMessage }).min(0, quantityMessage).max(10_000_000, 'Quantity is at most 10,000,000 kg.'),
  areaHa: z.number({ error: areaMessage }).positive(areaMessage).max(100_000, 'Area is at most 100,000 ha.'),
});
export type HarvestRequest = z.input<typeof harvestRequestSchema>;

export const harvestSchema = z.object({ date: z.string(), quantityKg: z.number(), areaHa: z.number(), yieldTPerHa: z.number() });
export type Harvest = z.infer<typeof harvestSchema>;

/** The farmer's yield against the crop's typical range for the region, as the catalogue gives it (null: it has none yet). */
export const yieldComparisonSchema = z.object({
  typicalTPerHa: z.tuple([z.number(), z.number()]).nullable(),
  status: z.enum(rangePositions).nullable(),
  /** The region whose figure was used ('Punjab', 'India', 'general guidance'), null when there is none. */
  region: z.string().nullable(),
  text: z.string(),
  source: z.string().nullable(),
});
export type YieldComparison = z.infer<typeof yieldComparisonSchema>;

export const harvestResponseSchema = z.object({ cropId: z.string(), cropType: z.string(), harvest: harvestSchema, comparison: yieldComparisonSchema });
export type HarvestResponse = z.infer<typeof harvestResponseSchema>;

/** One line of the dashboard's crop list: no curves, so a page of them is small. */
export const cropSummarySchema = z.object({
  id: z.string(),
  cropType: z.string(),
  /** The crop's name in the request's language ('गेहूं' on a Hindi screen). */
  cropName: z.string(),
  seedingDate: z.string(),
  /** Expected harvest (end of the FAO-56 season). */
  harvestDate: z.string(),
  status: z.enum(cropStatuses),
  /** Days from today to the expected harvest (0 once due); null once harvested. */
  daysToHarvest: z.number().nullable(),
  harvest: harvestSchema.nullable(),
  createdAt: z.string(),
});
export type CropSummary = z.infer<typeof cropSummarySchema>;
const pageNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};
export const cropListQuerySchema = z.object({
  limit: pageNumber('limit', 1, 100).default(CROP_PAGE_SIZE),
  offset: pageNumber('offset', 0, 1_000_000).default(0),
});
export type CropListQuery = z.input<typeof cropListQuerySchema>;

export const cropListResponseSchema = z.object({
  crops: z.array(cropSummarySchema),
  /** The offset of the next page, or null on the last one. */
  nextOffset: z.number().nullable(),
});
export type CropListResponse = z.infer<typeof cropListResponseSchema>;

/** One saved crop in full: its analysis, its readings with their verdicts, and its harvest. */
export const cropDetailSchema = cropAnalysisSchema.omit({ measurements: true }).extend({
  /** The crop's name in the request's language ('गेहूं' on a Hindi screen). */
  cropName: z.string(),
  status: z.enum(cropStatuses),
  daysToHarvest: z.number().nullable(),
  readings: z.array(readingSchema),
  harvest: harvestSchema.nullable(),
});
export type CropDetail = z.infer<typeof cropDetailSchema>;
