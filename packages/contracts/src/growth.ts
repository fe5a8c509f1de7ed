import { soilFeelClasses } from './soil-feel';
import { z } from './zod';

/** Paths of the growth service, relative to its base URL (its saved-crop list, savedCropsPaths, sits under auth). */
export const growthPaths = {
  submitCropData: '/submit-crop-data',
  crops: '/crops',
  crop: '/crops/:cropId',
  measurements: '/crops/:cropId/measurements',
  harvest: '/crops/:cropId/harvest',
} as const;

/**
 * The spec's saved-crop list (GET /api/auth/getcrop): the growth module's route, which the spec places under the auth
 * prefix, so it is relative to servicePrefixes.auth.
 */
export const savedCropsPaths = { getCrop: '/getcrop' } as const;

const withCropId = (path: string, cropId: string) => path.replace(':cropId', encodeURIComponent(cropId));
export const measurementsPath = (cropId: string) => withCropId(growthPaths.measurements, cropId);
export const cropPath = (cropId: string) => withCropId(growthPaths.crop, cropId);
export const harvestPath = (cropId: string) => withCropId(growthPaths.harvest, cropId);

export const MISSING_CROP_INPUT_MESSAGE = 'Please select a date and enter a crop type.';
export const MISSING_MEASUREMENT_MESSAGE = 'Please fill in all fields for day, moisture, and height.';
export const INVALID_SEEDING_DATE_MESSAGE = 'Seeding date must be a real date written as DD/MM/YYYY or YYYY-MM-DD.';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date between the years 1900 and 2200, written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DAY_FIRST_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A date as a farmer types it, YYYY-MM-DD or day first as DD/MM/YYYY (how dates are written in India and most of the
 * world), as YYYY-MM-DD; undefined when it is neither or not a real date.
 */
export function isoDateOf(value: string): string | undefined {
  const dayFirst = DAY_FIRST_DATE.exec(value);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : value;
  return isIsoDate(iso) ? iso : undefined;
}

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

export const growthStages = ['initial', 'development', 'mid-season', 'late-season'] as const;
export type GrowthStage = (typeof growthStages)[number];

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

export const MOISTURE_ONE_WAY_MESSAGE = 'Give the moisture as a number or by feel, not both.';

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

/** Where a figure stands against a range: a moisture against its band, a yield against the typical one. */
export const rangePositions = ['below', 'within', 'above'] as const;
/** What the farmer should do about the moisture: below the band irrigate, within it wait, above it check drainage. */
export const moistureActions = ['irrigate', 'wait', 'check drainage'] as const;
/** 'not rated': no regional growth curve for the crop, state and season, so a height is recorded but not judged. */
export const heightStatuses = ['behind', 'on track', 'ahead', 'not rated'] as const;

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

/** Where a saved crop stands today: before seeding, an FAO-56 stage, due for harvest (season over) or harvested. */
export const cropStatuses = ['not sown yet', ...growthStages, 'due for harvest', 'harvested'] as const;
export type CropStatus = (typeof cropStatuses)[number];

export const HARVEST_BEFORE_SEEDING_MESSAGE = 'Harvest date cannot be before the seeding date.';
export const HARVEST_IN_FUTURE_MESSAGE = 'Harvest date cannot be in the future.';
export const harvestAreaTooLargeMessage = (farmHectares: number) => `Area cannot be larger than your farm (${farmHectares} ha).`;

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

export const CROP_PAGE_SIZE = 20;
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
