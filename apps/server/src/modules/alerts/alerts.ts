import type { Alert, AlertLevel, Language } from '@farmsight/contracts';
import { citation } from '../../knowledge';
import { countInWords, dateInWords, pointInWords } from '../../lib/calendar-words';
import { addDays } from '../growth';
import type { Climate, FloodForecast, FloodHistory, Forecast } from '../weather';
import { alertAdvice } from './data/advice';
import { alertSentences, type RainClass, type RainWindow } from './sentences';
import { gumbelReturnLevel, standardizedPrecipitationIndex } from './statistics';

/**
 * Flood, drought, heavy-rain, heat and cold alerts for one farm cell, worded in the farmer's language. Pure: the
 * weather comes in, alerts go out.
 */

const levelRank: Record<AlertLevel, number> = { watch: 1, warning: 2, severe: 3 };
const worst = (levels: AlertLevel[]) => levels.reduce((a, b) => (levelRank[b] > levelRank[a] ? b : a));

type Worded = { kind: Alert['kind']; level: AlertLevel; title: string; message: string; validFrom: string; validTo: string; workings?: string };

/** The alert with what to do (in the farmer's words) and, folded away, what its thresholds rest on. */
function alert({ kind, level, title, message, validFrom, validTo, workings }: Worded, language: Language): Alert {
  const { advice, source } = alertAdvice[kind];
  const basis = alertSentences[language].basis[kind];
  return {
    kind,
    level,
    title,
    message: `${message} ${advice[language]}`,
    validFrom,
    validTo,
    workings: workings ? `${workings} ${basis}.` : `${basis}.`,
    source: citation(source),
  };
}

const upcoming = (forecast: Forecast) => forecast.days.filter((day) => day.date >= forecast.today);

/** IMD's classes of daily rain, heaviest first. */
const rainClasses: { min: number; level: AlertLevel; name: RainClass }[] = [
  { min: 204.5, level: 'severe', name: 'extreme' },
  { min: 115.6, level: 'warning', name: 'very heavy' },
  { min: 64.5, level: 'watch', name: 'heavy' },
];

export function heavyRainAlerts(forecast: Forecast, language: Language = 'en'): Alert[] {
  const words = alertSentences[language].heavyRain;
  return upcoming(forecast).flatMap((day) => {
    const rain = day.precipitation;
    const rainClass = rain === null ? undefined : rainClasses.find((candidate) => rain >= candidate.min);
    if (!rainClass || rain === null) return [];
    const date = dateInWords(day.date, language);
    const worded = { title: words.title(rainClass.name, date), message: words.message(rain, date, day.precipitationProbability) };
    return [alert({ kind: 'heavy-rain', level: rainClass.level, ...worded, validFrom: day.date, validTo: day.date }, language)];
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

export function heatAlerts(forecast: Forecast, climate: Climate | undefined, language: Language = 'en'): Alert[] {
  const words = alertSentences[language].heat;
  return upcoming(forecast).flatMap((day) => {
    const tmax = day.tmax;
    if (tmax === null || tmax < 40) return [];
    const normal = climate && normalMaximum(climate, day.date);
    const departure = normal === undefined ? undefined : tmax - normal;
    let level: AlertLevel | undefined;
    if (tmax >= 47 || (departure !== undefined && departure > 6.4)) level = 'severe';
    else if (tmax >= 45 || (departure !== undefined && departure >= 4.5)) level = 'warning';
    if (!level) return [];
    const date = dateInWords(day.date, language);
    const against = departure === undefined ? undefined : { departure, normal: normal! };
    return [
      alert(
        {
          kind: 'heat',
          level,
          title: words.title(level === 'severe', date),
          message: words.message(tmax, date, against),
          validFrom: day.date,
          validTo: day.date,
        },
        language,
      ),
    ];
  });
}

export function coldAlerts(forecast: Forecast, language: Language = 'en'): Alert[] {
  const words = alertSentences[language].cold;
  return upcoming(forecast).flatMap((day) => {
    if (day.tmin === null || day.tmin > 2) return [];
    const date = dateInWords(day.date, language);
    return [
      alert(
        { kind: 'cold', level: 'warning', title: words.title(date), message: words.message(day.tmin, date), validFrom: day.date, validTo: day.date },
        language,
      ),
    ];
  });
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
export function droughtAlerts(forecast: Forecast, climate: Climate, language: Language = 'en'): Alert[] {
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
    const window: RainWindow & { level?: AlertLevel } = { days, total, median, spi, level: spiLevels.find((band) => spi <= band.max)?.level };
    return [window];
  });
  const dry = windows.filter((window) => window.level);
  if (dry.length === 0) return [];
  const level = worst(dry.map((window) => window.level!));
  const words = alertSentences[language].drought;
  const years = `${climate.dates[0]!.slice(0, 4)}-${climate.dates.at(-1)!.slice(0, 4)}`;
  return [
    alert(
      {
        kind: 'drought',
        level,
        title: words.title(level),
        message: words.message(windows),
        workings: words.workings(windows, years),
        validFrom: addDays(yesterday, -Math.max(...dry.map((window) => window.days)) + 1),
        validTo: forecast.today,
      },
      language,
    ),
  ];
}

const RETURN_PERIODS: { years: number; level: AlertLevel }[] = [
  { years: 20, level: 'severe' },
  { years: 5, level: 'warning' },
  { years: 2, level: 'watch' },
];

/** Forecast discharge above the 2-, 5- or 20-year return flow of the cell's own annual maxima since 1984. */
export function floodAlerts(flood: FloodForecast, history: FloodHistory, today: string, language: Language = 'en'): Alert[] {
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
  const words = alertSentences[language].flood;
  const flows = [...thresholds].reverse().map((threshold) => ({ years: threshold.years, flow: countInWords(threshold.flow, language) }));
  const peakFlow = { flow: countInWords(peak.day.discharge!, language), date: dateInWords(peak.day.date, language), years: peak.exceeded.years };
  return [
    alert(
      {
        kind: 'flood',
        level,
        title: words.title(level),
        message: words.message(peakFlow),
        workings: words.workings(pointInWords(flood.latitude, flood.longitude, language), history.dates[0]!.slice(0, 4), flows),
        validFrom: above[0]!.day.date,
        validTo: above.at(-1)!.day.date,
      },
      language,
    ),
  ];
}
