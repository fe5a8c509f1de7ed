import type { WeatherConfig } from '../../config';
import { fetchCapped } from '../../lib/http-fetch';

/**
 * Open-Meteo's forecast, historical (ERA5-Land) and flood (GloFAS) APIs, with their real query parameters and field
 * names (https://open-meteo.com/en/docs). Every answer is parsed into plain daily series; a value the provider does
 * not have stays null, never a made-up number.
 */

/** The forecast API serves at most 92 past days: enough to run the balance of most seasons from seeding. */
export const FORECAST_PAST_DAYS = 92;
export const FORECAST_DAYS = 16;
/** Flood forecast: the past week for context and GloFAS's 30-day outlook. */
const FLOOD_PAST_DAYS = 7;
const FLOOD_FORECAST_DAYS = 30;
/** The flood API's reanalysis starts in 1984; the return periods come from the cell's own series since then. */
const FLOOD_HISTORY_START = '1984-01-01';
const CLIMATE_YEARS = 30;
const MAX_BYTES = 20 * 1024 * 1024;

export const openMeteoSource = 'Open-Meteo.com (CC BY 4.0)';

export class WeatherUpstreamError extends Error {
  override name = 'WeatherUpstreamError';
}

type Series = (number | null)[];

export interface Forecast {
  latitude: number;
  longitude: number;
  /** The farm's local date of today (the first forecast day). */
  today: string;
  days: {
    date: string;
    tmax: number | null;
    tmin: number | null;
    precipitation: number | null;
    precipitationProbability: number | null;
    et0: number | null;
    /** Daily minimum relative humidity, % (FAO-56 Eqs 70 and 72). */
    rhMin: number | null;
    /** Daily maximum wind speed at 10 m, m/s (asked with wind_speed_unit=ms; Open-Meteo's default is km/h). */
    windSpeedMax: number | null;
  }[];
  /** Today's mean modelled soil moisture per layer (m³/m³, top down); absent in answers cached before it was asked. */
  soilMoisture?: SoilMoistureLayer[];
}

/** One layer of Open-Meteo's modelled soil moisture: its depth range, cm, and today's mean volumetric content. */
export interface SoilMoistureLayer {
  fromCm: number;
  toCm: number;
  value: number | null;
}

/** The forecast API's hourly soil moisture layers (the archive API's ERA5 ones are 0-7, 7-28, 28-100, 100-255 cm). */
const SOIL_MOISTURE_LAYERS = [
  ['soil_moisture_0_to_1cm', 0, 1],
  ['soil_moisture_1_to_3cm', 1, 3],
  ['soil_moisture_3_to_9cm', 3, 9],
  ['soil_moisture_9_to_27cm', 9, 27],
  ['soil_moisture_27_to_81cm', 27, 81],
] as const;

/** The mean of one hourly series over the hours of `date` (local time, as asked with timezone=auto). */
function dailyMeanOf(body: unknown, field: string, date: string): number | null {
  const hourly = (body as { hourly?: Record<string, unknown> } | null)?.hourly;
  const time = hourly?.time;
  const values = hourly?.[field];
  if (!Array.isArray(time) || !Array.isArray(values) || values.length !== time.length) return null;
  const day = values.filter((value, i) => typeof time[i] === 'string' && (time[i] as string).startsWith(date)).map(numberOrNull);
  const known = day.filter((value): value is number => value !== null);
  return known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
}

/** 30 years of daily archive weather, as parallel arrays (a few hundred KB instead of 11,000 objects). */
export interface Climate {
  dates: string[];
  precipitation: Series;
  tmax: Series;
}

export interface FloodForecast {
  /** The river grid point GloFAS answers for: the nearest large river to the farm. */
  latitude: number;
  longitude: number;
  days: { date: string; discharge: number | null; median: number | null; max: number | null }[];
}

export interface FloodHistory {
  dates: string[];
  discharge: Series;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reads `daily.time` and the named daily fields; throws when the answer is not Open-Meteo's JSON shape. */
function dailyOf(body: unknown, fields: readonly string[]): { latitude: number; longitude: number; dates: string[]; series: Record<string, Series> } {
  const root = body as { latitude?: unknown; longitude?: unknown; daily?: Record<string, unknown> } | null;
  const daily = root?.daily;
  const time = daily?.time;
  if (typeof root?.latitude !== 'number' || typeof root.longitude !== 'number' || !Array.isArray(time) || !time.every((d) => typeof d === 'string')) {
    throw new WeatherUpstreamError('answer without latitude, longitude and daily.time');
  }
  const series: Record<string, Series> = {};
  for (const field of fields) {
    const values = daily?.[field];
    if (!Array.isArray(values) || values.length !== time.length) throw new WeatherUpstreamError(`daily.${field} missing or of the wrong length`);
    series[field] = values.map(numberOrNull);
  }
  return { latitude: root.latitude, longitude: root.longitude, dates: time as string[], series };
}

async function getJson(base: string, params: Record<string, string>, config: WeatherConfig, signal?: AbortSignal): Promise<unknown> {
  const url = `${base}?${new URLSearchParams(params).toString()}`;
  let body: string;
  try {
    const result = await fetchCapped(url, { timeoutMs: config.timeoutMs, maxBytes: MAX_BYTES, headers: { accept: 'application/json' }, signal });
    if (result.status !== 'ok') throw new WeatherUpstreamError('unexpected 304');
    body = result.body;
  } catch (error) {
    throw error instanceof WeatherUpstreamError ? error : new WeatherUpstreamError((error as Error).message);
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new WeatherUpstreamError('malformed JSON');
  }
}

const coordinates = (latitude: number, longitude: number) => ({ latitude: latitude.toFixed(2), longitude: longitude.toFixed(2) });

const FORECAST_FIELDS = [
  'et0_fao_evapotranspiration',
  'precipitation_sum',
  'precipitation_probability_max',
  'temperature_2m_max',
  'temperature_2m_min',
  'relative_humidity_2m_min',
  'wind_speed_10m_max',
] as const;

export async function fetchForecast(config: WeatherConfig, latitude: number, longitude: number, signal?: AbortSignal): Promise<Forecast> {
  const body = await getJson(
    config.forecastUrl,
    {
      ...coordinates(latitude, longitude),
      daily: FORECAST_FIELDS.join(','),
      hourly: SOIL_MOISTURE_LAYERS.map(([field]) => field).join(','),
      wind_speed_unit: 'ms',
      timezone: 'auto',
      past_days: String(FORECAST_PAST_DAYS),
      forecast_days: String(FORECAST_DAYS),
    },
    config,
    signal,
  );
  const { dates, series, ...where } = dailyOf(body, FORECAST_FIELDS);
  const today = dates[FORECAST_PAST_DAYS];
  if (!today) throw new WeatherUpstreamError(`fewer than ${FORECAST_PAST_DAYS + 1} days`);
  return {
    ...where,
    today,
    days: dates.map((date, i) => ({
      date,
      tmax: series.temperature_2m_max![i]!,
      tmin: series.temperature_2m_min![i]!,
      precipitation: series.precipitation_sum![i]!,
      precipitationProbability: series.precipitation_probability_max![i]!,
      et0: series.et0_fao_evapotranspiration![i]!,
      rhMin: series.relative_humidity_2m_min![i]!,
      windSpeedMax: series.wind_speed_10m_max![i]!,
    })),
    soilMoisture: SOIL_MOISTURE_LAYERS.map(([field, fromCm, toCm]) => ({ fromCm, toCm, value: dailyMeanOf(body, field, today) })),
  };
}

/** The last CLIMATE_YEARS full years of ERA5-Land daily rain and maximum temperature. */
export async function fetchClimate(config: WeatherConfig, latitude: number, longitude: number, today: Date, signal?: AbortSignal): Promise<Climate> {
  const lastYear = today.getUTCFullYear() - 1;
  const body = await getJson(
    config.archiveUrl,
    {
      ...coordinates(latitude, longitude),
      start_date: `${lastYear - CLIMATE_YEARS + 1}-01-01`,
      end_date: `${lastYear}-12-31`,
      daily: 'precipitation_sum,temperature_2m_max',
      models: 'era5_land',
      timezone: 'auto',
    },
    config,
    signal,
  );
  const { dates, series } = dailyOf(body, ['precipitation_sum', 'temperature_2m_max']);
  return { dates, precipitation: series.precipitation_sum!, tmax: series.temperature_2m_max! };
}

export async function fetchFloodForecast(config: WeatherConfig, latitude: number, longitude: number, signal?: AbortSignal): Promise<FloodForecast> {
  const body = await getJson(
    config.floodUrl,
    {
      ...coordinates(latitude, longitude),
      daily: 'river_discharge,river_discharge_median,river_discharge_max',
      past_days: String(FLOOD_PAST_DAYS),
      forecast_days: String(FLOOD_FORECAST_DAYS),
    },
    config,
    signal,
  );
  const { dates, series, ...where } = dailyOf(body, ['river_discharge', 'river_discharge_median', 'river_discharge_max']);
  return {
    ...where,
    days: dates.map((date, i) => ({
      date,
      discharge: series.river_discharge![i]!,
      median: series.river_discharge_median![i]!,
      max: series.river_discharge_max![i]!,
    })),
  };
}

export async function fetchFloodHistory(config: WeatherConfig, latitude: number, longitude: number, today: Date, signal?: AbortSignal): Promise<FloodHistory> {
  const body = await getJson(
    config.floodUrl,
    {
      ...coordinates(latitude, longitude),
      daily: 'river_discharge',
      start_date: FLOOD_HISTORY_START,
      end_date: `${today.getUTCFullYear() - 1}-12-31`,
    },
    config,
    signal,
  );
  const { dates, series } = dailyOf(body, ['river_discharge']);
  return { dates, discharge: series.river_discharge! };
}
