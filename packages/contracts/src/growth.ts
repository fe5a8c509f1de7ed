import { z } from './zod';

/** Paths of the growth service, relative to its base URL (the saved-crop list lives under auth: authPaths.getCrop). */
export const growthPaths = {
  submitCropData: '/submit-crop-data',
  measurements: '/crops/:cropId/measurements',
} as const;

export function measurementsPath(cropId: string): string {
  return growthPaths.measurements.replace(':cropId', encodeURIComponent(cropId));
}

export const MISSING_CROP_INPUT_MESSAGE = 'Please select a date and enter a crop type.';
export const MISSING_MEASUREMENT_MESSAGE = 'Please fill in all fields for day, moisture, and height.';
export const INVALID_SEEDING_DATE_MESSAGE = 'Seeding date must be a real date written as YYYY-MM-DD.';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date between the years 1900 and 2200, written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const submitCropDataSchema = z.object({
  cropType: z.string({ error: MISSING_CROP_INPUT_MESSAGE }).trim().min(1, MISSING_CROP_INPUT_MESSAGE).max(100, 'Crop name is at most 100 characters.'),
  seedingDate: z
    .string({ error: MISSING_CROP_INPUT_MESSAGE })
    .trim()
    .min(1, MISSING_CROP_INPUT_MESSAGE)
    .refine(isIsoDate, INVALID_SEEDING_DATE_MESSAGE),
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
export type MeasurementRequest = z.input<typeof measurementSchema>;

export const savedMeasurementSchema = measurementSchema.extend({ id: z.string() });
export type SavedMeasurement = z.infer<typeof savedMeasurementSchema>;

export const measurementResponseSchema = z.object({ measurement: savedMeasurementSchema });

export const cropIdParamsSchema = z.object({ cropId: z.string() });

/** A saved analysis. Its growthData and message are the spec's answer; the rest lets the dashboard reopen it. */
export const cropAnalysisSchema = z.object({
  id: z.string(),
  cropType: z.string(),
  seedingDate: z.string(),
  harvestDate: z.string(),
  growthData: z.array(growthPointSchema),
  message: z.string(),
  parameters: growthParametersSchema,
  measurements: z.array(savedMeasurementSchema),
  createdAt: z.string(),
});
export type CropAnalysis = z.infer<typeof cropAnalysisSchema>;

export const savedCropsResponseSchema = z.object({ crops: z.array(cropAnalysisSchema) });
export type SavedCropsResponse = z.infer<typeof savedCropsResponseSchema>;
