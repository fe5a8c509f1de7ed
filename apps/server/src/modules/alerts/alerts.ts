import type { Alert, AlertLevel } from '@farmsight/contracts';
import { citation } from '../../knowledge';
import { addDays } from '../growth';
import type { Climate, FloodForecast, FloodHistory, Forecast } from '../weather';
import { alertAdvice, thresholdSources } from './data/advice';
import { gumbelReturnLevel, standardizedPrecipitationIndex } from './statistics';

/** Flood, drought, heavy-rain, heat and cold alerts for one farm cell. Pure: the weather comes in, alerts go out. */

const round1 = (value: number) => Math.round(value * 10) / 10;
const levelRank: Record<AlertLevel, number> = { watch: 1, warning: 2, severe: 3 };
const worst = (levels: AlertLevel[]) => levels.reduce((a, b) => (levelRank[b] > levelRank[a] ? b : a));

function alert(kind: Alert['kind'], level: AlertLevel, title: string, message: string, validFrom: string, validTo: string, basis: string): Alert {
  const { advice, source } = alertAdvice[kind];
  return { kind, level, title, message: `${message} ${advice}`, validFrom, validTo, source: `${basis}. Advice: ${citation(source)}` };
}

const upcoming = (forecast: Forecast) => forecast.days.filter((day) => day.date >= forecast.today);

/** IMD's classes of daily rain, heaviest first. */
const rainClasses: { min: number; level: AlertLevel; name: string }[] = [
  { min: 204.5, level: 'severe', name: 'Extremely heavy rain' },
  { min: 115.6, level: 'warning', name: 'Very heavy rain' },
  { min: 64.5, level: 'watch', name: 'Heavy rain' },
];

export function heavyRainAlerts(forecast: Forecast): Alert[] {
  return upcoming(forecast).flatMap((day) => {
    const rain = day.precipitation;
    const rainClass = rain === null ? undefined : rainClasses.find((candidate) => rain >= candidate.min);
    if (!rainClass || rain === null) return [];
    const chance = day.precipitationProbability === null ? '' : ` (${day.precipitationProbability} % chance of rain)`;
    return [
      alert(
        'heavy-rain',
        rainClass.level,
        `${rainClass.name} on ${day.date}`,
        `${round1(rain)} mm of rain is forecast for ${day.date}${chance}.`,
        day.date,
        day.date,
        thresholdSources.heavyRain,
      ),
    ];
  });
}

/** The normal maximum for a calendar day: the mean over the archive years of the days within a week of it. */
function normalMaximum(climate: Climate, date: string): number | undefined {
  const target = Date.parse(`2001-${date.slice(5)}T00:00:00Z`);
  let sum = 0;
  let count = 0;
  climate.dates.forEach((day, i) => {
    const tmax = climate.tmax[i];
    if (tmax === null || tmax === undefined || day.slice(5) === '02-29') return;
    const distance = Math.abs(Date.parse(`2001-${day.slice(5)}T00:00:00Z`) - target) / 86_400_000;
    if (Math.min(distance, 365 - distance) <= 7) {
      sum += tmax;
      count += 1;
    }
  });
  return count ? sum / count : undefined;
}

export function heatAlerts(forecast: Forecast, climate: Climate | undefined): Alert[] {
  return upcoming(forecast).flatMap((day) => {
    const tmax = day.tmax;
    if (tmax === null || tmax < 40) return [];
    const normal = climate && normalMaximum(climate, day.date);
    const departure = normal === undefined ? undefined : tmax - normal;
    let level: AlertLevel | undefined;
    if (tmax >= 47 || (departure !== undefined && departure > 6.4)) level = 'severe';
    else if (tmax >= 45 || (departure !== undefined && departure >= 4.5)) level = 'warning';
    if (!level) return [];
    const against = departure === undefined ? '' : `, ${round1(departure)} °C above the normal ${round1(normal!)} °C for the date`;
    const title = `${level === 'severe' ? 'Severe heat wave' : 'Heat wave'} on ${day.date}`;
    return [alert('heat', level, title, `A maximum of ${round1(tmax)} °C is forecast for ${day.date}${against}.`, day.date, day.date, thresholdSources.heat)];
  });
}

export function coldAlerts(forecast: Forecast): Alert[] {
  return upcoming(forecast).flatMap((day) =>
    day.tmin !== null && day.tmin <= 2
      ? [
          alert(
            'cold',
            'warning',
            `Frost risk on ${day.date}`,
            `A minimum of ${round1(day.tmin)} °C is forecast for the night of ${day.date}.`,
            day.date,
            day.date,
            thresholdSources.cold,
          ),
        ]
      : [],
  );
}

const spiLevels: { max: number; level: AlertLevel }[] = [
  { max: -1.6, level: 'severe' },
  { max: -1.3, level: 'warning' },
  { max: -0.8, level: 'watch' },
];

/** Rain over the `days` days ending on `end` in each archive year. */
function sameWindowTotals(climate: Climate, end: string, days: number): number[] {
  const index = new Map(climate.dates.map((date, i) => [date, i]));
  const years = [...new Set(climate.dates.map((date) => date.slice(0, 4)))];
  return years.flatMap((year) => {
    const last = index.get(`${year}-${end.slice(5) === '02-29' ? '02-28' : end.slice(5)}`);
    if (last === undefined || last + 1 < days) return [];
    const window = climate.precipitation.slice(last + 1 - days, last + 1);
    return window.some((value) => value === null) ? [] : [window.reduce<number>((sum, value) => sum + value!, 0)];
  });
}

/** SPI over the last 30 and 90 days (ending yesterday) against the same dates in the archive years. */
export function droughtAlerts(forecast: Forecast, climate: Climate): Alert[] {
  const yesterday = addDays(forecast.today, -1);
  const past = forecast.days.filter((day) => day.date <= yesterday);
  const windows = [30, 90].flatMap((days) => {
    const recent = past.slice(-days);
    if (recent.length < days || recent.some((day) => day.precipitation === null)) return [];
    const total = recent.reduce((sum, day) => sum + day.precipitation!, 0);
    const history = sameWindowTotals(climate, yesterday, days);
    const spi = standardizedPrecipitationIndex(total, history);
    if (spi === undefined) return [];
    const median = [...history].sort((a, b) => a - b)[Math.floor(history.length / 2)]!;
    return [{ days, total, median, spi, level: spiLevels.find((band) => spi <= band.max)?.level }];
  });
  const dry = windows.filter((window) => window.level);
  if (dry.length === 0) return [];
  const level = worst(dry.map((window) => window.level!));
  const firstYear = climate.dates[0]!.slice(0, 4);
  const lastYear = climate.dates.at(-1)!.slice(0, 4);
  const detail = windows
    .map(
      (window) =>
        `last ${window.days} days ${round1(window.total)} mm against a median of ${round1(window.median)} mm for these dates in ${firstYear}-${lastYear} (SPI-${window.days} ${window.spi.toFixed(2)})`,
    )
    .join('; ');
  const title = level === 'severe' ? 'Severe drought' : level === 'warning' ? 'Drought' : 'Dry spell';
  return [
    alert(
      'drought',
      level,
      title,
      `Rain is well below normal: ${detail}.`,
      addDays(yesterday, -Math.max(...dry.map((window) => window.days)) + 1),
      forecast.today,
      thresholdSources.drought,
    ),
  ];
}

const RETURN_PERIODS: { years: number; level: AlertLevel }[] = [
  { years: 20, level: 'severe' },
  { years: 5, level: 'warning' },
  { years: 2, level: 'watch' },
];

const describePoint = (latitude: number, longitude: number) =>
  `${Math.abs(latitude).toFixed(2)}°${latitude >= 0 ? 'N' : 'S'}, ${Math.abs(longitude).toFixed(2)}°${longitude >= 0 ? 'E' : 'W'}`;

/** Forecast discharge above the 2-, 5- or 20-year return flow of the cell's own annual maxima since 1984. */
export function floodAlerts(flood: FloodForecast, history: FloodHistory, today: string): Alert[] {
  const maxima = new Map<string, number>();
  const counts = new Map<string, number>();
  history.dates.forEach((date, i) => {
    const value = history.discharge[i];
    if (value === null || value === undefined) return;
    const year = date.slice(0, 4);
    maxima.set(year, Math.max(maxima.get(year) ?? 0, value));
    counts.set(year, (counts.get(year) ?? 0) + 1);
  });
  // Only years with most of their days, so a missing flood season does not lower the thresholds.
  const annualMaxima = [...maxima].filter(([year]) => (counts.get(year) ?? 0) >= 300).map(([, value]) => value);
  if (annualMaxima.length < 10) return [];
  const thresholds = RETURN_PERIODS.map((period) => ({ ...period, flow: gumbelReturnLevel(annualMaxima, period.years) }));
  const above = flood.days.flatMap((day) => {
    if (day.date < today || day.discharge === null) return [];
    const exceeded = thresholds.find((threshold) => day.discharge! > threshold.flow);
    return exceeded ? [{ day, exceeded }] : [];
  });
  if (above.length === 0) return [];
  const peak = above.reduce((a, b) => (b.day.discharge! > a.day.discharge! ? b : a));
  const level = worst(above.map((entry) => entry.exceeded.level));
  const point = describePoint(flood.latitude, flood.longitude);
  const flows = [...thresholds]
    .reverse()
    .map((threshold) => `${threshold.years}-year ${Math.round(threshold.flow).toLocaleString('en-US')} m³/s`)
    .join(', ');
  const message =
    `GloFAS forecasts the river at ${point}, the nearest large river to your farm, to reach ${Math.round(peak.day.discharge!).toLocaleString('en-US')} m³/s on ${peak.day.date}, ` +
    `above its ${peak.exceeded.years}-year return flow (return flows from its daily series since ${history.dates[0]!.slice(0, 4)}: ${flows}).`;
  const title = level === 'severe' ? 'Severe flood risk' : level === 'warning' ? 'Flood warning' : 'Flood watch';
  return [alert('flood', level, title, message, above[0]!.day.date, above.at(-1)!.day.date, thresholdSources.flood)];
}
