import { isIsoDate } from './growth';
import { z } from './zod';

/** Paths of the weather, irrigation, water-storage and alert services, relative to each service's base URL. */
export const weatherPaths = { forecast: '' } as const;
export const irrigationPaths = { settings: '/settings', schedule: '/schedule', events: '/events' } as const;
export const waterPaths = { sources: '/sources', source: '/sources/:sourceId' } as const;
export const alertPaths = { list: '' } as const;

export function waterSourcePath(sourceId: string): string {
  return waterPaths.source.replace(':sourceId', encodeURIComponent(sourceId));
}

export const LOCATION_REQUIRED_MESSAGE = 'Set your farm location on the profile page to get weather and irrigation advice.';
export const WEATHER_UNAVAILABLE_MESSAGE = 'Weather data is not available right now. Please try again later.';

/** One day of the farm cell's weather; null where the provider has no value for that day. */
export const weatherDaySchema = z.object({
  date: z.string(),
  tmax: z.number().nullable(),
  tmin: z.number().nullable(),
  precipitation: z.number().nullable(),
  precipitationProbability: z.number().nullable(),
  et0: z.number().nullable(),
  /** Daily minimum relative humidity, %. */
  rhMin: z.number().nullable(),
  /** Daily maximum wind speed at 10 m, m/s. */
  windSpeedMax: z.number().nullable(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;

/** GET /api/weather: the 16-day forecast for the profile location, after 7 past days. */
export const weatherResponseSchema = z.object({
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  fetchedAt: z.string(),
  source: z.string(),
  days: z.array(weatherDaySchema),
});
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;

/** FAO-56 Table 19 soil classes. */
export const soilTextures = ['sand', 'loamy sand', 'sandy loam', 'loam', 'silt loam', 'silt', 'silty clay loam', 'silty clay', 'clay'] as const;
export type SoilTexture = (typeof soilTextures)[number];
export const irrigationMethods = ['drip', 'sprinkler', 'furrow', 'surface'] as const;
export type IrrigationMethod = (typeof irrigationMethods)[number];

export const irrigationSettingsSchema = z.object({
  soilTexture: z.enum(soilTextures, { error: `Soil texture must be one of: ${soilTextures.join(', ')}.` }),
  irrigationMethod: z.enum(irrigationMethods, { error: `Irrigation method must be one of: ${irrigationMethods.join(', ')}.` }),
});
export type IrrigationSettingsRequest = z.input<typeof irrigationSettingsSchema>;

export const irrigationSettingsResponseSchema = irrigationSettingsSchema.extend({
  /** FAO application efficiency of the method (0-1). */
  efficiency: z.number(),
  /** True while the farmer has saved nothing and the defaults (loam, surface) apply. */
  isDefault: z.boolean(),
});
export type IrrigationSettings = z.infer<typeof irrigationSettingsResponseSchema>;

export const scheduleQuerySchema = z.object({ cropId: z.string().optional() });

export const scheduleDaySchema = z.object({
  date: z.string(),
  et0: z.number(),
  /** Kcb + Ke: the crop's transpiration and the soil's evaporation together (FAO-56 Eq 69). */
  kc: z.number(),
  kcb: z.number(),
  /** ETc adjusted for water stress, mm. */
  etc: z.number(),
  /** Soil evaporation, mm (part of etc). */
  evaporation: z.number(),
  precipitation: z.number(),
  /** The rain the balance counted, mm: a forecast day's times its chance, none after the first five days. */
  rainCounted: z.number(),
  runoff: z.number(),
  /** Logged irrigation, mm applied (gross). */
  irrigation: z.number(),
  depletionMm: z.number(),
  /** True for days of the forecast (today onwards). */
  forecast: z.boolean(),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** GET /api/irrigation/schedule: the root zone today and the next irrigation. */
export const scheduleResponseSchema = z.object({
  cropId: z.string(),
  cropType: z.string(),
  stage: z.string(),
  rootDepthM: z.number(),
  tawMm: z.number(),
  rawMm: z.number(),
  depletionMm: z.number(),
  ks: z.number(),
  /** depthMm is what to apply (gross), netMm what the root zone needs; litres and pump-hours are for the sown area. */
  nextIrrigation: z.object({ date: z.string(), depthMm: z.number(), netMm: z.number(), litres: z.number(), pumpHours: z.number().nullable() }).nullable(),
  /** Mean crop water need (ETc, mm/day) over the forecast days: what days of supply are counted against. */
  dailyNeedMm: z.number(),
  days: z.array(scheduleDaySchema),
  settings: irrigationSettingsResponseSchema,
  fetchedAt: z.string(),
  message: z.string(),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

const MAX_IRRIGATION_DEPTH_MM = 500;

export const irrigationEventSchema = z.object({
  cropId: z.string({ error: 'Choose the crop you irrigated.' }).min(1, 'Choose the crop you irrigated.'),
  date: z.string({ error: 'Date is required.' }).refine(isIsoDate, 'Date must be a real date written as YYYY-MM-DD.'),
  depthMm: z
    .number({ error: 'Depth is required, in mm.' })
    .gt(0, 'Depth must be more than 0 mm.')
    .max(MAX_IRRIGATION_DEPTH_MM, `Depth must be at most ${MAX_IRRIGATION_DEPTH_MM} mm.`),
});
export type IrrigationEventRequest = z.input<typeof irrigationEventSchema>;

export const savedIrrigationEventSchema = irrigationEventSchema.extend({ id: z.string(), createdAt: z.string() });
export type SavedIrrigationEvent = z.infer<typeof savedIrrigationEventSchema>;
export const irrigationEventResponseSchema = z.object({ event: savedIrrigationEventSchema });
export const irrigationEventsResponseSchema = z.object({ events: z.array(savedIrrigationEventSchema) });
export const irrigationEventsQuerySchema = z.object({ cropId: z.string().optional() });

export const waterSourceKinds = ['tank', 'pond', 'well', 'canal'] as const;
export type WaterSourceKind = (typeof waterSourceKinds)[number];

const litres = (name: string) =>
  z
    .number({ error: `${name} is required, in litres.` })
    .min(0, `${name} cannot be negative.`)
    .max(1e12, `${name} must be at most 1,000,000,000,000 litres.`);

export const LEVEL_ABOVE_CAPACITY_MESSAGE = 'Current level cannot exceed the capacity.';

export const waterSourceSchema = z
  .object({
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.'),
    kind: z.enum(waterSourceKinds, { error: `Kind must be one of: ${waterSourceKinds.join(', ')}.` }),
    capacityLitres: litres('Capacity').gt(0, 'Capacity must be more than 0 litres.'),
    currentLitres: litres('Current level'),
  })
  .refine((source) => source.currentLitres <= source.capacityLitres, { message: LEVEL_ABOVE_CAPACITY_MESSAGE, path: ['currentLitres'] });
export type WaterSourceRequest = z.input<typeof waterSourceSchema>;

export const waterSourceLevelSchema = z.object({ currentLitres: litres('Current level') });
export const waterSourceParamsSchema = z.object({ sourceId: z.string() });

export const savedWaterSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(waterSourceKinds),
  capacityLitres: z.number(),
  currentLitres: z.number(),
  updatedAt: z.string(),
  /** Stored water over the schedule's daily need on the farmer's land; null without a crop, location or weather. */
  daysOfSupply: z.number().nullable(),
});
export type SavedWaterSource = z.infer<typeof savedWaterSourceSchema>;
export const waterSourceResponseSchema = z.object({ source: savedWaterSourceSchema });
export const waterSourcesResponseSchema = z.object({
  sources: z.array(savedWaterSourceSchema),
  /** Why daysOfSupply is null, in words, when it is. */
  note: z.string().nullable(),
});
export type WaterSourcesResponse = z.infer<typeof waterSourcesResponseSchema>;

export const alertKinds = ['flood', 'drought', 'heavy-rain', 'heat', 'cold'] as const;
const alertLevels = ['watch', 'warning', 'severe'] as const;
export type AlertLevel = (typeof alertLevels)[number];

export const alertSchema = z.object({
  kind: z.enum(alertKinds),
  level: z.enum(alertLevels),
  title: z.string(),
  message: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  source: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;
export const alertsResponseSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;
