import { z } from '../zod';
import { isIsoDate } from '../growth';
import {
  LEVEL_ABOVE_CAPACITY_MESSAGE,
  MAX_IRRIGATION_DEPTH_MM,
  ONE_IRRIGATION_MEASURE_MESSAGE,
  PUMP_FLOW_REQUIRED_MESSAGE,
  TURN_HOURS_REQUIRED_MESSAGE,
  alertKinds,
  alertLevels,
  irrigationMethods,
  irrigationUnits,
  pumpedWaterKinds,
  soilTextures,
  storedWaterKinds,
  waterSourceKinds,
} from '../water';

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

export const irrigationSettingsSchema = z.object({
  soilTexture: z.enum(soilTextures, { error: `Soil texture must be one of: ${soilTextures.join(', ')}.` }),
  irrigationMethod: z.enum(irrigationMethods, { error: `Irrigation method must be one of: ${irrigationMethods.join(', ')}.` }),
  /** Paddy: alternate wetting and drying (re-flood once the soil has dried to RAW) instead of the regional ponding rule. */
  alternateWettingDrying: z.boolean({ error: 'Alternate wetting and drying must be true or false.' }).default(false),
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
  /** Paddy: water standing in the field, mm; null for upland crops. */
  pondMm: z.number().nullable(),
  /** True for days of the forecast (today onwards). */
  forecast: z.boolean(),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** GET /api/irrigation/schedule: the root zone today and the next irrigation. */
export const scheduleResponseSchema = z.object({
  cropId: z.string(),
  cropType: z.string(),
  /** The crop's name in the request's language ('गेहूं' on a Hindi screen). */
  cropName: z.string(),
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
  /** The crop's sown area (the farm's land when none was given), ha: what litres and pump-hours are for. */
  areaHectares: z.number().nullable(),
  /** Open-Meteo's modelled soil moisture (model data) beside the balance's estimate, % by volume; null without it. */
  soilMoisture: z.object({ modelPercent: z.number(), balancePercent: z.number(), depthCm: z.number(), disagreement: z.string().nullable() }).nullable(),
  days: z.array(scheduleDaySchema),
  settings: irrigationSettingsResponseSchema,
  fetchedAt: z.string(),
  message: z.string(),
  /** The regional practice the message's critical stages come from, as its citation; null when none is used. */
  practiceSource: z.string().nullable(),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;
const MAX_PUMP_HOURS = 240;
const MAX_CANAL_TURNS = 4;

/** A logged irrigation: what was applied (gross) in mm, in hours of the farm's pump, or in canal turns. */
export const irrigationEventSchema = z
  .object({
    cropId: z.string({ error: 'Choose the crop you irrigated.' }).min(1, 'Choose the crop you irrigated.'),
    date: z.string({ error: 'Date is required.' }).refine(isIsoDate, 'Date must be a real date written as YYYY-MM-DD.'),
    depthMm: z
      .number({ error: 'Depth must be a number, in mm.' })
      .gt(0, 'Depth must be more than 0 mm.')
      .max(MAX_IRRIGATION_DEPTH_MM, `Depth must be at most ${MAX_IRRIGATION_DEPTH_MM} mm.`)
      .optional(),
    pumpHours: z
      .number({ error: 'Pump-hours must be a number.' })
      .gt(0, 'Pump-hours must be more than 0.')
      .max(MAX_PUMP_HOURS, `Pump-hours must be at most ${MAX_PUMP_HOURS}.`)
      .optional(),
    canalTurns: z
      .number({ error: 'Canal turns must be a number.' })
      .gt(0, 'Canal turns must be more than 0.')
      .max(MAX_CANAL_TURNS, `Canal turns must be at most ${MAX_CANAL_TURNS}.`)
      .optional(),
  })
  .refine((event) => [event.depthMm, event.pumpHours, event.canalTurns].filter((value) => value !== undefined).length === 1, {
    message: ONE_IRRIGATION_MEASURE_MESSAGE,
    path: ['depthMm'],
  });
export type IrrigationEventRequest = z.input<typeof irrigationEventSchema>;

export const savedIrrigationEventSchema = z.object({
  id: z.string(),
  cropId: z.string(),
  date: z.string(),
  /** What was applied (gross) over the crop's sown area, mm. */
  depthMm: z.number(),
  unit: z.enum(irrigationUnits),
  /** The figure the farmer gave, in `unit`. */
  amount: z.number(),
  createdAt: z.string(),
});
export type SavedIrrigationEvent = z.infer<typeof savedIrrigationEventSchema>;
export const irrigationEventResponseSchema = z.object({ event: savedIrrigationEventSchema });
export type IrrigationEventResponse = z.infer<typeof irrigationEventResponseSchema>;
export const irrigationEventsResponseSchema = z.object({ events: z.array(savedIrrigationEventSchema) });
export const irrigationEventsQuerySchema = z.object({ cropId: z.string().optional() });

const litres = (name: string) =>
  z
    .number({ error: `${name} is required, in litres.` })
    .min(0, `${name} cannot be negative.`)
    .max(1e12, `${name} must be at most 1,000,000,000,000 litres.`);

const positive = (name: string, unit: string, max: number) =>
  z
    .number({ error: `${name} must be a number, in ${unit}.` })
    .gt(0, `${name} must be more than 0 ${unit}.`)
    .max(max, `${name} must be at most ${max.toLocaleString('en-US')} ${unit}.`);

/**
 * A water source as the farmer knows it: a tank, pond or open well by its capacity and level; a tubewell or
 * borewell by its pump's flow (litres a second, or measured as the time to fill a drum); a canal by the hours of its
 * weekly turn (and the outlet's flow, when known).
 */
export const waterSourceSchema = z
  .object({
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.'),
    kind: z.enum(waterSourceKinds, { error: `Kind must be one of: ${waterSourceKinds.join(', ')}.` }),
    capacityLitres: litres('Capacity').gt(0, 'Capacity must be more than 0 litres.').optional(),
    currentLitres: litres('Current level').optional(),
    flowLitresPerSecond: positive('Flow', 'litres a second', 1000).optional(),
    drumLitres: positive('Drum size', 'litres', 10_000).optional(),
    drumFillSeconds: positive('Drum filling time', 'seconds', 36_000).optional(),
    turnHoursPerWeek: positive('Turn hours', 'hours', 168).optional(),
  })
  .superRefine((source, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (storedWaterKinds.includes(source.kind)) {
      if (source.capacityLitres === undefined) issue('capacityLitres', 'Capacity is required, in litres.');
      if (source.currentLitres === undefined) issue('currentLitres', 'Current level is required, in litres.');
      else if (source.capacityLitres !== undefined && source.currentLitres > source.capacityLitres) issue('currentLitres', LEVEL_ABOVE_CAPACITY_MESSAGE);
    }
    const drum = source.drumLitres !== undefined && source.drumFillSeconds !== undefined;
    if (pumpedWaterKinds.includes(source.kind) && source.flowLitresPerSecond === undefined && !drum) issue('flowLitresPerSecond', PUMP_FLOW_REQUIRED_MESSAGE);
    if (source.kind === 'canal' && source.turnHoursPerWeek === undefined) issue('turnHoursPerWeek', TURN_HOURS_REQUIRED_MESSAGE);
  });
export type WaterSourceRequest = z.input<typeof waterSourceSchema>;

export const waterSourceLevelSchema = z.object({ currentLitres: litres('Current level') });
export const waterSourceParamsSchema = z.object({ sourceId: z.string() });

export const savedWaterSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(waterSourceKinds),
  capacityLitres: z.number().nullable(),
  currentLitres: z.number().nullable(),
  flowLitresPerSecond: z.number().nullable(),
  turnHoursPerWeek: z.number().nullable(),
  updatedAt: z.string(),
  /** Stored water over the schedule's daily need on the sown area; null for water that is not stored, or without a crop, location or weather. */
  daysOfSupply: z.number().nullable(),
});
export type SavedWaterSource = z.infer<typeof savedWaterSourceSchema>;
export const waterSourceResponseSchema = z.object({ source: savedWaterSourceSchema });
export type WaterSourceResponse = z.infer<typeof waterSourceResponseSchema>;
export const waterSourcesResponseSchema = z.object({
  sources: z.array(savedWaterSourceSchema),
  /** Why daysOfSupply is null, in words, when it is. */
  note: z.string().nullable(),
});
export type WaterSourcesResponse = z.infer<typeof waterSourcesResponseSchema>;

export const alertSchema = z.object({
  kind: z.enum(alertKinds),
  level: z.enum(alertLevels),
  title: z.string(),
  message: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** The indices and thresholds behind the alert, for the screen's folded 'How this was worked out'. */
  workings: z.string(),
  /** The publication the advice follows. */
  source: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;
export const alertsResponseSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;
