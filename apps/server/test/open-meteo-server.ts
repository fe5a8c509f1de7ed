import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Open-Meteo on 127.0.0.1 for tests: /v1/forecast, /v1/archive and /v1/flood answer with Open-Meteo's JSON
 * shape (latitude, longitude, generationtime_ms, utc_offset_seconds, timezone, daily_units, daily.time and the
 * requested daily fields), dated around today. The same paths under /error/ answer Open-Meteo's 400 error body,
 * under /hang/ never answer, and under /malformed/ send broken JSON. Every request is recorded.
 *
 * The weather it tells (fixed, so tests can assert exact values):
 * - forecast: ET0 4.0, 4.5, 5.0 mm repeating; no rain except 30 mm 20 days ago and 80 mm three days ahead (IMD
 *   "heavy"); maximum 33 °C except 46 °C five days ahead; minimum 18 °C except 1.5 °C ten days ahead; minimum
 *   humidity 30 %; maximum wind at 10 m 4 m/s (in km/h, 14.4, unless asked with wind_speed_unit=ms); hourly soil
 *   moisture 0.30 m³/m³ in the top three layers (0-9 cm), 0.25 at 9-27 cm and 0.20 at 27-81 cm.
 * - archive: 30 years with 6 mm every third day, scaled by a factor per year (0.6-1.4), maximum 34 °C.
 * - flood: a yearly peak of 500-1000 m³/s since 1984; the forecast runs at 200 m³/s with 1,500 m³/s four days ahead.
 */
export interface OpenMeteoServer {
  /** Base URL of one API: `url('forecast')`, or a failing one: `url('forecast', 'hang')`. */
  url(api: 'forecast' | 'archive' | 'flood', mode?: 'ok' | 'error' | 'hang' | 'malformed'): string;
  /** The environment that points the app at this server. */
  env(mode?: 'ok' | 'error' | 'hang' | 'malformed'): { OPEN_METEO_FORECAST_URL: string; OPEN_METEO_ARCHIVE_URL: string; OPEN_METEO_FLOOD_URL: string };
  /** Makes every path answer in this mode from now on (a provider going down mid-test); 'ok' restores it. */
  setMode(mode: 'ok' | 'error' | 'hang' | 'malformed'): void;
  requests: { path: string; params: URLSearchParams }[];
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const todayMs = () => Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);

/** Dates from `start` to `end` inclusive (YYYY-MM-DD). */
function dateRange(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let ms = Date.parse(`${start}T00:00:00Z`); ms <= Date.parse(`${end}T00:00:00Z`); ms += DAY_MS) dates.push(isoDay(ms));
  return dates;
}

function header(params: URLSearchParams) {
  return {
    latitude: Number(params.get('latitude')) + 0.02,
    longitude: Number(params.get('longitude')) - 0.03,
    generationtime_ms: 0.4,
    utc_offset_seconds: 19800,
    timezone: 'Asia/Kolkata',
    timezone_abbreviation: 'GMT+5:30',
    elevation: 560,
  };
}

function forecast(params: URLSearchParams) {
  const past = Number(params.get('past_days') ?? 0);
  const ahead = Number(params.get('forecast_days') ?? 7);
  const time = Array.from({ length: past + ahead }, (_, i) => isoDay(todayMs() + (i - past) * DAY_MS));
  const offset = (i: number) => i - past;
  return {
    ...header(params),
    daily_units: {
      time: 'iso8601',
      et0_fao_evapotranspiration: 'mm',
      precipitation_sum: 'mm',
      precipitation_probability_max: '%',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
      relative_humidity_2m_min: '%',
      wind_speed_10m_max: params.get('wind_speed_unit') === 'ms' ? 'm/s' : 'km/h',
    },
    daily: {
      time,
      et0_fao_evapotranspiration: time.map((_, i) => [4, 4.5, 5][i % 3]),
      precipitation_sum: time.map((_, i) => (offset(i) === -20 ? 30 : offset(i) === 3 ? 80 : 0)),
      // Open-Meteo has no probabilities for past days.
      precipitation_probability_max: time.map((_, i) => (offset(i) < 0 ? null : offset(i) === 3 ? 90 : 5)),
      temperature_2m_max: time.map((_, i) => (offset(i) === 5 ? 46 : 33)),
      temperature_2m_min: time.map((_, i) => (offset(i) === 10 ? 1.5 : 18)),
      relative_humidity_2m_min: time.map(() => 30),
      wind_speed_10m_max: time.map(() => (params.get('wind_speed_unit') === 'ms' ? 4 : 14.4)),
    },
    ...(params.has('hourly') ? { hourly: soilMoistureHours(time, params.get('hourly')!.split(',')) } : {}),
  };
}

const soilMoistureByField: Record<string, number> = {
  soil_moisture_0_to_1cm: 0.3,
  soil_moisture_1_to_3cm: 0.3,
  soil_moisture_3_to_9cm: 0.3,
  soil_moisture_9_to_27cm: 0.25,
  soil_moisture_27_to_81cm: 0.2,
};

/** Open-Meteo's hourly block: `time` as local ISO hours and one series per asked field. */
function soilMoistureHours(days: string[], fields: string[]) {
  const time = days.flatMap((day) => Array.from({ length: 24 }, (_, hour) => `${day}T${String(hour).padStart(2, '0')}:00`));
  return { time, ...Object.fromEntries(fields.map((field) => [field, time.map(() => soilMoistureByField[field] ?? null)])) };
}

const yearFactor = (year: number) => 0.6 + (0.8 * ((year * 7) % 30)) / 29;

function archive(params: URLSearchParams) {
  const time = dateRange(params.get('start_date')!, params.get('end_date')!);
  return {
    ...header(params),
    daily_units: { time: 'iso8601', precipitation_sum: 'mm', temperature_2m_max: '°C' },
    daily: {
      time,
      precipitation_sum: time.map((date, i) => (i % 3 === 0 ? Math.round(6 * yearFactor(Number(date.slice(0, 4))) * 10) / 10 : 0)),
      temperature_2m_max: time.map(() => 34),
    },
  };
}

function flood(params: URLSearchParams) {
  if (params.has('start_date')) {
    const time = dateRange(params.get('start_date')!, params.get('end_date')!);
    return {
      ...header(params),
      daily_units: { time: 'iso8601', river_discharge: 'm³/s' },
      daily: {
        time,
        // One peak a year, on 1 August, between 500 and 1000 m³/s.
        river_discharge: time.map((date) => (date.slice(5) === '08-01' ? 500 + 50 * ((Number(date.slice(0, 4)) * 7) % 11) : 150)),
      },
    };
  }
  const past = Number(params.get('past_days') ?? 0);
  const ahead = Number(params.get('forecast_days') ?? 92);
  const time = Array.from({ length: past + ahead }, (_, i) => isoDay(todayMs() + (i - past) * DAY_MS));
  return {
    ...header(params),
    daily_units: { time: 'iso8601', river_discharge: 'm³/s', river_discharge_median: 'm³/s', river_discharge_max: 'm³/s' },
    daily: {
      time,
      river_discharge: time.map((_, i) => (i - past === 4 ? 1500 : 200)),
      river_discharge_median: time.map(() => 180),
      river_discharge_max: time.map((_, i) => (i - past === 4 ? 1900 : 260)),
    },
  };
}

const answers: Record<string, (params: URLSearchParams) => unknown> = { '/v1/forecast': forecast, '/v1/archive': archive, '/v1/flood': flood };

export async function startOpenMeteoServer(): Promise<OpenMeteoServer> {
  const requests: OpenMeteoServer['requests'] = [];
  let forcedMode: string | undefined;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, params: url.searchParams });
    response.shouldKeepAlive = false;
    const [, prefix, ...rest] = url.pathname.split('/');
    const prefixed = prefix === 'error' || prefix === 'hang' || prefix === 'malformed';
    const mode = forcedMode ?? (prefixed ? prefix : 'ok');
    const answer = answers[prefixed ? `/${rest.join('/')}` : url.pathname];
    if (!answer) return response.writeHead(404).end();
    const json = (status: number, body: string) => response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    if (mode === 'hang') return; // never answers: the client's timeout has to end it
    if (mode === 'error') return json(400, JSON.stringify({ error: true, reason: 'Cannot initialize WeatherVariable from invalid String value' }));
    if (mode === 'malformed') return json(200, '{"latitude": 18.5, "daily": {"time": ["2026-');
    return json(200, JSON.stringify(answer(url.searchParams)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url: OpenMeteoServer['url'] = (api, mode = 'ok') => `http://127.0.0.1:${port}${mode === 'ok' ? '' : `/${mode}`}/v1/${api}`;
  return {
    url,
    env: (mode = 'ok') => ({
      OPEN_METEO_FORECAST_URL: url('forecast', mode),
      OPEN_METEO_ARCHIVE_URL: url('archive', mode),
      OPEN_METEO_FLOOD_URL: url('flood', mode),
    }),
    setMode: (mode) => {
      forcedMode = mode === 'ok' ? undefined : mode;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
