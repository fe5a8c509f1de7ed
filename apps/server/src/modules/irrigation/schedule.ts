import type { GrowthStage, IrrigationMethod, ScheduleDay, SoilTexture } from '@farmsight/contracts';
import type { Crop } from '../../knowledge';
import { chooseStageRow, climateZone, cropCoefficientOnDay, daysBetween, soilWaterByTexture, stageOnDay } from '../growth';
import { applicationEfficiency, LITRES_PER_MM_HECTARE, methodNames, ROOT_DEPTH_AT_PLANTING_M } from './data/methods';
import { stepBalance, type BalanceStep } from './water-balance';

/** A day of weather the balance can use: a day with no ET0 is skipped as unknown, missing rain counts as none. */
export interface WeatherInput {
  date: string;
  et0: number | null;
  precipitation: number | null;
}

export interface ScheduleInput {
  crop: Crop;
  seedingDate: string;
  latitude: number;
  areaHectares: number | null;
  soilTexture: SoilTexture;
  irrigationMethod: IrrigationMethod;
  /** Past days then forecast days, in date order. */
  weather: WeatherInput[];
  /** The farm's local date; days from it on are forecast. */
  today: string;
  /** Logged irrigations: date → total mm. */
  irrigations: ReadonlyMap<string, number>;
}

export interface Schedule {
  stage: GrowthStage | 'not sown' | 'harvested';
  rootDepthM: number;
  tawMm: number;
  rawMm: number;
  depletionMm: number;
  ks: number;
  nextIrrigation: { date: string; depthMm: number; litres: number } | null;
  dailyNeedMm: number;
  days: ScheduleDay[];
  message: string;
}

/** The chart's window: the last week and the forecast. */
const PAST_DAYS_SHOWN = 7;

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

interface SimulatedDay {
  date: string;
  dayOfSeason: number;
  kc: number;
  rootDepthM: number;
  et0: number;
  precipitation: number;
  irrigation: number;
  step: BalanceStep;
}

/** Runs the balance from field capacity over the season's days that have weather; `withForecastRain` off drops the forecast's rain. */
function simulate(input: ScheduleInput, withForecastRain: boolean): SimulatedDay[] {
  const { crop, seedingDate, latitude } = input;
  const { row } = chooseStageRow(crop, climateZone(latitude));
  const lengths = row.lengths;
  const seasonLength = lengths.reduce((sum, length) => sum + length, 0);
  const fullCoverDay = lengths[0] + lengths[1];
  const maxRootDepth = (crop.fao56.rootDepthM[0] + crop.fao56.rootDepthM[1]) / 2;
  const soil = soilWaterByTexture[input.soilTexture];
  const days: SimulatedDay[] = [];
  let depletion = 0; // field capacity on the first day with weather, or at seeding
  for (const weather of input.weather) {
    const dayOfSeason = daysBetween(seedingDate, weather.date);
    if (dayOfSeason < 0 || dayOfSeason > seasonLength || weather.et0 === null) continue;
    const kc = cropCoefficientOnDay(crop.fao56.kc, lengths, dayOfSeason);
    const rootDepthM = ROOT_DEPTH_AT_PLANTING_M + (maxRootDepth - ROOT_DEPTH_AT_PLANTING_M) * Math.min(1, dayOfSeason / fullCoverDay);
    const forecast = weather.date >= input.today;
    const precipitation = forecast && !withForecastRain ? 0 : (weather.precipitation ?? 0);
    const irrigation = input.irrigations.get(weather.date) ?? 0;
    const step = stepBalance(depletion, { et0: weather.et0, kc, precipitation, irrigation, rootDepthM, tableP: crop.fao56.p }, soil);
    depletion = step.depletionMm;
    days.push({ date: weather.date, dayOfSeason, kc, rootDepthM, et0: weather.et0, precipitation, irrigation, step });
  }
  return days;
}

/** The first day from today on whose depletion passes RAW. */
function firstDryDay(days: SimulatedDay[], today: string): SimulatedDay | undefined {
  return days.find((day) => day.date >= today && day.step.depletionMm > day.step.rawMm);
}

function stageOf(input: ScheduleInput, dayOfSeason: number): Schedule['stage'] {
  const { row } = chooseStageRow(input.crop, climateZone(input.latitude));
  if (dayOfSeason < 0) return 'not sown';
  if (dayOfSeason > row.lengths.reduce((sum, length) => sum + length, 0)) return 'harvested';
  return stageOnDay(row.lengths, dayOfSeason);
}

/**
 * The farmer's irrigation schedule: the root zone today, the first day its depletion passes RAW (the next
 * irrigation: net depth over the method's efficiency, in litres over the farm), and whether forecast rain postpones it.
 */
export function irrigationSchedule(input: ScheduleInput): Schedule {
  const { crop, today } = input;
  const days = simulate(input, true);
  const cropName = crop.names.en;
  const todayIndex = days.findIndex((day) => day.date >= today);
  const current = todayIndex === -1 ? days.at(-1) : days[todayIndex];
  const stage = stageOf(input, daysBetween(input.seedingDate, today));
  const shown = days.filter((day) => daysBetween(day.date, today) <= PAST_DAYS_SHOWN);
  const forecastDays = days.filter((day) => day.date >= today);
  const dailyNeedMm = forecastDays.length ? round2(forecastDays.reduce((sum, day) => sum + day.step.etc, 0) / forecastDays.length) : 0;

  if (!current || stage === 'not sown' || stage === 'harvested') {
    const why =
      stage === 'not sown'
        ? `${cropName} is not sown yet (seeding on ${input.seedingDate}), so it needs no irrigation.`
        : `The ${cropName} season has ended, so it needs no irrigation.`;
    return {
      stage,
      rootDepthM: 0,
      tawMm: 0,
      rawMm: 0,
      depletionMm: 0,
      ks: 1,
      nextIrrigation: null,
      dailyNeedMm: stage === 'not sown' ? 0 : dailyNeedMm,
      days: shown.map(toScheduleDay(today)),
      message: why,
    };
  }

  const efficiency = applicationEfficiency[input.irrigationMethod];
  const dry = firstDryDay(days, today);
  const nextIrrigation = dry
    ? (() => {
        const depthMm = round1(dry.step.depletionMm / efficiency);
        return { date: dry.date, depthMm, litres: Math.round(depthMm * (input.areaHectares ?? 0) * LITRES_PER_MM_HECTARE) };
      })()
    : null;

  const sentences = [
    `${cropName}, ${stage} stage: the root zone (${round2(current.rootDepthM)} m) of your ${input.soilTexture} soil holds ${round1(current.step.tawMm)} mm of available water, ` +
      `and the crop draws it freely until ${round1(current.step.rawMm)} mm are used; ${round1(current.step.depletionMm)} mm are used today.`,
  ];
  if (nextIrrigation) {
    const net = round1(dry!.step.depletionMm);
    const area = input.areaHectares ? ` (${nextIrrigation.litres.toLocaleString('en-US')} litres on your ${input.areaHectares} ha)` : '';
    sentences.push(
      `Irrigate on ${nextIrrigation.date} with ${nextIrrigation.depthMm} mm${area}: ${net} mm to refill the root zone at the ${Math.round(efficiency * 100)} % efficiency of ${methodNames[input.irrigationMethod]}.`,
    );
  } else {
    sentences.push(`No irrigation is needed before ${days.at(-1)!.date}, the end of the forecast.`);
  }
  if (days[0]!.dayOfSeason > 0) {
    sentences.push(`The balance starts at field capacity on ${days[0]!.date}, the first day of the weather record.`);
  }
  const rainless = firstDryDay(simulate(input, false), today);
  if (rainless && (!dry || rainless.date < dry.date)) {
    const rain = forecastDays.filter((day) => day.step.effectiveRain > 0 && (!dry || day.date <= dry.date));
    const rainText = rain.map((day) => `${round1(day.precipitation)} mm on ${day.date}`).join(', ');
    sentences.push(
      `Forecast rain${rainText ? ` (${rainText})` : ''} refills the root zone, so irrigation is postponed from ${rainless.date}${dry ? ` to ${dry.date}` : ' beyond the forecast'}.`,
    );
  }
  return {
    stage,
    rootDepthM: round2(current.rootDepthM),
    tawMm: round1(current.step.tawMm),
    rawMm: round1(current.step.rawMm),
    depletionMm: round1(current.step.depletionMm),
    ks: round2(current.step.ks),
    nextIrrigation,
    dailyNeedMm,
    days: shown.map(toScheduleDay(today)),
    message: sentences.join(' '),
  };
}

const toScheduleDay =
  (today: string) =>
  (day: SimulatedDay): ScheduleDay => ({
    date: day.date,
    et0: round2(day.et0),
    kc: round2(day.kc),
    etc: round2(day.step.etcAdjusted),
    precipitation: round1(day.precipitation),
    irrigation: round1(day.irrigation),
    depletionMm: round1(day.step.depletionMm),
    forecast: day.date >= today,
  });
