import type { GrowthStage, IrrigationMethod, Language, ScheduleDay, SoilTexture } from '@farmsight/contracts';
import { cropNameIn, type Crop, type StageRow } from '../../knowledge';
import { countInWords, dateInWords } from '../../lib/calendar-words';
import { adjustedDepletionFraction, chooseStageRow, climateZone, cropCoefficientOnDay, daysBetween, soilWaterByTexture, stageOnDay } from '../growth';
import { applicationEfficiency, HEIGHT_AT_PLANTING_M, LITRES_PER_MM_HECTARE, ROOT_DEPTH_AT_PLANTING_M, wettedFraction } from './data/methods';
import { BUND_HEIGHT_MM, puddledPercolationMm, STANDING_WATER_MM } from './data/paddy';
import { curveNumberByGroup, hydrologicGroup, readilyEvaporableWater, SURFACE_LAYER_M } from './data/soil-surface';
import {
  canopyCover,
  climateAdjustedKcb,
  curveNumberRunoff,
  maximumCropCoefficient,
  stepBalance,
  totalAvailableWater,
  totalEvaporableWater,
  waterStressCoefficient,
  windAt2m,
  type BalanceStep,
} from './water-balance';
import { scheduleSentences, type ScheduleSentences } from './sentences';

/** A day of weather the balance can use: a day with no ET0 is skipped as unknown, missing rain counts as none. */
export interface WeatherInput {
  date: string;
  et0: number | null;
  precipitation: number | null;
  /** Open-Meteo's daily maximum chance of rain, %; null for past days. */
  precipitationProbability?: number | null;
  /** Daily minimum relative humidity, %. */
  rhMin?: number | null;
  /** Daily maximum wind speed at 10 m, m/s. */
  windSpeedMax?: number | null;
}

export interface ScheduleInput {
  crop: Crop;
  seedingDate: string;
  latitude: number;
  /** The crop's sown area: what litres and pump-hours are counted for. */
  areaHectares: number | null;
  soilTexture: SoilTexture;
  irrigationMethod: IrrigationMethod;
  /** Past days then forecast days, in date order. */
  weather: WeatherInput[];
  /** The farm's local date; days from it on are forecast. */
  today: string;
  /** Logged irrigations: date → total mm applied (gross); the balance credits them times the method's efficiency. */
  irrigations: ReadonlyMap<string, number>;
  /** The flow of the farm's pump, litres a second, when one is saved: the next irrigation is also given in hours. */
  pumpLitresPerSecond?: number | null;
  /** The region's critical stages timed in days after sowing (knowledge `criticalStageDays`), named in `language`. */
  criticalStageDays?: readonly { stage: string; daysAfterSowing: number }[];
  /** A flooded crop's (paddy's) regional rule: ponded for the first days, then irrigated days after the water soaks in. */
  paddyRule?: { keepPondedDays: number; daysAfterSoakIn: number } | null;
  /** Paddy only: alternate wetting and drying, re-flooding once the soil has lost RAW (FAO-56 Table 22 p for rice). */
  alternateWettingDrying?: boolean;
  /** The language of the schedule's sentences (the screen's); English by default. */
  language?: Language;
}

export interface NextIrrigation {
  date: string;
  /** What to apply (gross), mm. */
  depthMm: number;
  /** What the root zone needs (net), mm. */
  netMm: number;
  litres: number;
  pumpHours: number | null;
}

export interface Schedule {
  stage: GrowthStage | 'not sown' | 'harvested';
  rootDepthM: number;
  tawMm: number;
  rawMm: number;
  depletionMm: number;
  ks: number;
  nextIrrigation: NextIrrigation | null;
  dailyNeedMm: number;
  days: ScheduleDay[];
  message: string;
}

/** The chart's window: the last week and the forecast. */
const PAST_DAYS_SHOWN = 7;
/** Forecast rain on the first five days (today included) counts times its probability; later rain never counts. */
export const FORECAST_RAIN_DAYS = 5;
/** pyfao56's reading of FAO-56 Table 20: a day with at least 3 mm of rain and no irrigation wets the whole surface. */
const WETTING_RAIN_MM = 3;
/** Eq 47 needs the height of the wind measurement: Open-Meteo's is 10 m. */
const WIND_HEIGHT_M = 10;
/** FAO-56's standard climate (Eqs 70 and 72), used on days the weather lacks humidity or wind. */
const STANDARD_RH_MIN = 45;
const STANDARD_U2 = 2;

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The crop's four stage lengths at the farm: FAO-56 Table 11's row for the latitude's climate zone. Every stage
 * length the schedule uses comes from here, so a regional season can replace the row in one place.
 */
export function stageLengthsOf(crop: Crop, latitude: number): StageRow['lengths'] {
  return chooseStageRow(crop, climateZone(latitude)).row.lengths;
}

/**
 * Table 17's Kcb, or for a crop the catalogue gives none: FAO-56 Chapter 7's reading of a single Kc, 0.15 on bare
 * soil at the start and Kc less 0.05 (the soil evaporation of a full canopy) in mid and late season.
 */
export function basalCoefficients(crop: Crop): { initial: number; mid: number; end: number } {
  if (crop.fao56.kcb) return crop.fao56.kcb;
  const { kc } = crop.fao56;
  return { initial: Math.min(0.15, kc.initial), mid: kc.mid - 0.05, end: Math.max(0.15, kc.end - 0.05) };
}

export interface SimulatedDay {
  date: string;
  dayOfSeason: number;
  kcb: number;
  rootDepthM: number;
  et0: number;
  /** Rain as forecast or measured. */
  precipitation: number;
  /** The rain the balance counted: all of a past day's, a forecast day's times its probability, none later. */
  rainCounted: number;
  runoff: number;
  /** Gross mm applied (logged, or added by auto-irrigation). */
  irrigationGross: number;
  /** Net mm credited to the soil. */
  irrigationNet: number;
  /** Paddy: water standing in the field at the end of the day, mm; null for upland crops. */
  pondMm: number | null;
  /** Whether the crop should be irrigated after this day, and with how much (net). */
  due: boolean;
  netNeedMm: number;
  step: BalanceStep;
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

/** Eq 70 averages RHmin and u2 over the stage; days without a value, or a stage with none, fall back to the season's. */
function stageClimate(weather: WeatherInput[], seedingDate: string, from: number, to: number) {
  const inStage = (day: WeatherInput) => {
    const dayOfSeason = daysBetween(seedingDate, day.date);
    return dayOfSeason > from && dayOfSeason <= to;
  };
  const rh = (days: WeatherInput[]) => mean(days.flatMap((day) => (day.rhMin == null ? [] : [day.rhMin])));
  const u2 = (days: WeatherInput[]) => mean(days.flatMap((day) => (day.windSpeedMax == null ? [] : [windAt2m(day.windSpeedMax, WIND_HEIGHT_M)])));
  const stage = weather.filter(inStage);
  return { rhMin: rh(stage) ?? rh(weather) ?? STANDARD_RH_MIN, u2: u2(stage) ?? u2(weather) ?? STANDARD_U2 };
}

export interface SimulationOptions {
  /** Off: forecast rain is not counted at all (to tell whether rain postpones an irrigation). */
  withForecastRain: boolean;
  /**
   * From this date on, a day after one that ended due for water starts with that day's net need: the root zone back
   * to field capacity, or for paddy the standing depth restored.
   */
  autoIrrigateFrom?: string;
}

/**
 * The season's daily balance over the days that have weather, from field capacity on the seeding day (or on the
 * first day of the record, for a crop sown before it): the dual-Kc root zone, or for a flooded crop its ponded water.
 */
export function simulateSeason(input: ScheduleInput, options: SimulationOptions): SimulatedDay[] {
  return input.crop.fao56.flooded ? simulatePaddy(input, options) : simulateUpland(input, options);
}

/** The rain the balance counts: a past day's all, a forecast day's times its chance in the first days, none later. */
function countedRain(weather: WeatherInput, today: string, options: SimulationOptions): number {
  const ahead = daysBetween(today, weather.date);
  const rain = weather.precipitation ?? 0;
  if (ahead < 0) return rain;
  return !options.withForecastRain || ahead >= FORECAST_RAIN_DAYS ? 0 : (rain * (weather.precipitationProbability ?? 0)) / 100;
}

const autoIrrigation = (options: SimulationOptions, date: string, previous: { due: boolean; netNeedMm: number } | undefined) =>
  options.autoIrrigateFrom !== undefined && date >= options.autoIrrigateFrom && previous?.due ? previous.netNeedMm : 0;

/**
 * A puddled rice field: water stands over a saturated root zone, lost to the crop's ET (single Kc, the surface being
 * wet) and to seepage and percolation by texture; once it has soaked in, the root zone depletes as in Chapter 8.
 * Irrigation refills the standing depth: ponded through the region's first days, then its days after the water has
 * soaked in (PAU: two), or with alternate wetting and drying once the soil has lost RAW.
 */
function simulatePaddy(input: ScheduleInput, options: SimulationOptions): SimulatedDay[] {
  const { crop, seedingDate, today } = input;
  const lengths = stageLengthsOf(crop, input.latitude);
  const seasonLength = lengths.reduce((sum, length) => sum + length, 0);
  const soil = soilWaterByTexture[input.soilTexture];
  const percolation = puddledPercolationMm[input.soilTexture];
  const efficiency = applicationEfficiency[input.irrigationMethod];
  const rootDepthM = (crop.fao56.rootDepthM[0] + crop.fao56.rootDepthM[1]) / 2;
  const rule = input.paddyRule ?? null;
  const days: SimulatedDay[] = [];
  let pond = STANDING_WATER_MM; // flooded for transplanting
  let dr = 0;
  let dryDays = 0;
  let previous: { due: boolean; netNeedMm: number } | undefined;
  for (const weather of input.weather) {
    const dayOfSeason = daysBetween(seedingDate, weather.date);
    if (dayOfSeason < 0 || dayOfSeason > seasonLength || weather.et0 === null) continue;
    const kc = cropCoefficientOnDay(crop.fao56.kc, lengths, dayOfSeason);
    const rain = countedRain(weather, today, options);
    const logged = input.irrigations.get(weather.date) ?? 0;
    const autoNet = autoIrrigation(options, weather.date, previous);
    const irrigationNet = logged * efficiency + autoNet;
    const tawMm = totalAvailableWater(soil, rootDepthM);
    const etc = kc * weather.et0;
    const p = adjustedDepletionFraction(crop.fao56.p, etc);
    const ks = pond > 0 ? 1 : waterStressCoefficient(dr, tawMm, p);
    const etcAdjusted = ks * etc;
    // Water first refills the soil below, then stands; it drains through the puddled layer only while it stands.
    let water = pond - dr + rain + irrigationNet - etcAdjusted;
    const drained = water > 0 ? Math.min(water, percolation) : 0;
    water -= drained;
    const runoff = Math.max(0, water - BUND_HEIGHT_MM);
    pond = Math.min(BUND_HEIGHT_MM, Math.max(0, water));
    dr = Math.min(tawMm, Math.max(0, -water));
    dryDays = pond > 0 ? 0 : dryDays + 1;
    const keepPonded = rule !== null && dayOfSeason < rule.keepPondedDays;
    const due = pond === 0 && (keepPonded || (input.alternateWettingDrying ? dr > p * tawMm : !rule || dryDays > rule.daysAfterSoakIn));
    const netNeedMm = STANDING_WATER_MM + dr;
    previous = { due, netNeedMm };
    days.push({
      date: weather.date,
      dayOfSeason,
      kcb: kc,
      rootDepthM,
      et0: weather.et0,
      precipitation: weather.precipitation ?? 0,
      rainCounted: rain,
      runoff,
      irrigationGross: logged + autoNet / efficiency,
      irrigationNet,
      pondMm: pond,
      due,
      netNeedMm,
      step: { dr, de: 0, kr: 1, ke: 0, few: 0, evaporation: 0, etc, etcAdjusted, ks, p, tawMm, rawMm: p * tawMm, deepPercolation: drained },
    });
  }
  return days;
}

function simulateUpland(input: ScheduleInput, options: SimulationOptions): SimulatedDay[] {
  const { crop, seedingDate, today } = input;

  const lengths = stageLengthsOf(crop, input.latitude);
  const [initial, development, mid, late] = lengths;
  const seasonLength = initial + development + mid + late;
  const tableKcb = basalCoefficients(crop);
  const maxHeightM = crop.fao56.maxHeightM;
  const midClimate = stageClimate(input.weather, seedingDate, initial + development, initial + development + mid);
  const lateClimate = stageClimate(input.weather, seedingDate, initial + development + mid, seasonLength);
  const adjustedKcb = {
    initial: tableKcb.initial,
    mid: climateAdjustedKcb(tableKcb.mid, midClimate.u2, midClimate.rhMin, maxHeightM),
    end: climateAdjustedKcb(tableKcb.end, lateClimate.u2, lateClimate.rhMin, maxHeightM),
  };
  const maxRootDepth = (crop.fao56.rootDepthM[0] + crop.fao56.rootDepthM[1]) / 2;
  const soil = soilWaterByTexture[input.soilTexture];
  const layer = { tewMm: totalEvaporableWater(soil, SURFACE_LAYER_M), rewMm: readilyEvaporableWater[input.soilTexture] };
  const curveNumber = curveNumberByGroup[hydrologicGroup[input.soilTexture]];
  const efficiency = applicationEfficiency[input.irrigationMethod];
  const methodWetting = wettedFraction[input.irrigationMethod];
  const criticalDays = criticalDaysOf(input);

  const days: SimulatedDay[] = [];
  // The root zone starts at field capacity (the pre-sowing irrigation or rain) and the seedbed's surface dry, as
  // pyfao56 starts it (De = TEW): seed is sown once the surface can be worked.
  let state = { dr: 0, de: layer.tewMm };
  let fw = 1;
  let rootDepthM = ROOT_DEPTH_AT_PLANTING_M;
  let heightM = HEIGHT_AT_PLANTING_M;
  let previous: { due: boolean; netNeedMm: number } | undefined;
  for (const weather of input.weather) {
    const dayOfSeason = daysBetween(seedingDate, weather.date);
    if (dayOfSeason < 0 || dayOfSeason > seasonLength || weather.et0 === null) continue;
    const kcbTable = cropCoefficientOnDay(tableKcb, lengths, dayOfSeason);
    const kcb = cropCoefficientOnDay(adjustedKcb, lengths, dayOfSeason);
    // FAO-56 Chapter 8 (and pyfao56): roots and canopy grow with Kcb, so they wait out the initial stage.
    const growth = tableKcb.mid > tableKcb.initial ? Math.max(0, (kcbTable - tableKcb.initial) / (tableKcb.mid - tableKcb.initial)) : 1;
    rootDepthM = Math.max(rootDepthM, ROOT_DEPTH_AT_PLANTING_M + (maxRootDepth - ROOT_DEPTH_AT_PLANTING_M) * growth);
    heightM = Math.max(heightM, HEIGHT_AT_PLANTING_M + (maxHeightM - HEIGHT_AT_PLANTING_M) * growth);

    const rain = weather.precipitation ?? 0;
    const rainCounted = countedRain(weather, today, options);
    const runoff = curveNumberRunoff(rainCounted, curveNumber, state.de, layer.tewMm, layer.rewMm);
    const logged = input.irrigations.get(weather.date) ?? 0;
    const autoNet = autoIrrigation(options, weather.date, previous);
    const irrigationNet = logged * efficiency + autoNet;
    if (irrigationNet > 0) fw = methodWetting;
    else if (rainCounted >= WETTING_RAIN_MM) fw = 1;

    const u2 = weather.windSpeedMax == null ? STANDARD_U2 : windAt2m(weather.windSpeedMax, WIND_HEIGHT_M);
    const rhMin = weather.rhMin ?? STANDARD_RH_MIN;
    const kcMax = maximumCropCoefficient(kcb, u2, rhMin, heightM);
    const step = stepBalance(
      state,
      {
        et0: weather.et0,
        kcb,
        kcMax,
        canopyCover: canopyCover(kcb, adjustedKcb.initial, kcMax, heightM),
        netRain: rainCounted - runoff,
        irrigation: irrigationNet,
        wettedFraction: fw,
        rootDepthM,
        tableP: crop.fao56.p,
      },
      soil,
      layer,
    );
    state = step;
    const due = needsWater({ dayOfSeason, step }, criticalDays);
    previous = { due, netNeedMm: step.dr };
    days.push({
      date: weather.date,
      dayOfSeason,
      kcb,
      rootDepthM,
      et0: weather.et0,
      precipitation: rain,
      rainCounted,
      runoff,
      irrigationGross: logged + autoNet / efficiency,
      irrigationNet,
      pondMm: null,
      due,
      netNeedMm: step.dr,
      step,
    });
  }
  return days;
}

/**
 * At a critical stage the crop is irrigated once the root zone has lost more than this share of its available
 * water, before the balance reaches RAW: PAU's light first irrigation of wheat at crown-root initiation.
 */
const CRITICAL_STAGE_DEPLETION = 0.1;

/** Whether the day ends past RAW, or on a critical stage with the root zone no longer near field capacity. */
function needsWater(day: { dayOfSeason: number; step: BalanceStep }, criticalDays: ReadonlySet<number>): boolean {
  return day.step.dr > day.step.rawMm || (criticalDays.has(day.dayOfSeason) && day.step.dr > CRITICAL_STAGE_DEPLETION * day.step.tawMm);
}

const criticalDaysOf = (input: ScheduleInput) => new Set((input.criticalStageDays ?? []).map((stage) => stage.daysAfterSowing));

/** The first day from today on that needs water. */
function firstDryDay(input: ScheduleInput, days: SimulatedDay[]): SimulatedDay | undefined {
  return days.find((day) => day.date >= input.today && day.due);
}

function stageOf(input: ScheduleInput, dayOfSeason: number): Schedule['stage'] {
  const lengths = stageLengthsOf(input.crop, input.latitude);
  if (dayOfSeason < 0) return 'not sown';
  if (dayOfSeason > lengths.reduce((sum, length) => sum + length, 0)) return 'harvested';
  return stageOnDay(lengths, dayOfSeason);
}

/** Net mm over the method's efficiency, in litres on the sown area and in hours of the farm's pump. */
export function grossOf(netMm: number, input: Pick<ScheduleInput, 'irrigationMethod' | 'areaHectares' | 'pumpLitresPerSecond'>) {
  const depthMm = round1(netMm / applicationEfficiency[input.irrigationMethod]);
  const litres = Math.round(depthMm * (input.areaHectares ?? 0) * LITRES_PER_MM_HECTARE);
  const pumpHours = input.pumpLitresPerSecond && litres > 0 ? round1(litres / input.pumpLitresPerSecond / 3600) : null;
  return { depthMm, litres, pumpHours };
}

function countedRainSentence(days: SimulatedDay[], today: string, words: ScheduleSentences, date: (iso: string) => string): string | null {
  const forecast = days.filter((day) => day.date >= today && day.precipitation > 0);
  if (!forecast.length) return null;
  const rainDay = (day: SimulatedDay) => ({ date: date(day.date), counted: round1(day.rainCounted), forecast: round1(day.precipitation) });
  const counted = forecast.filter((day) => day.rainCounted > 0).map(rainDay);
  const ignored = forecast.filter((day) => day.rainCounted === 0).map(rainDay);
  const parts: string[] = [];
  if (counted.length) parts.push(words.rainCounted(counted));
  if (ignored.length) parts.push(words.rainNotCounted(ignored, FORECAST_RAIN_DAYS));
  return parts.join(' ');
}

/**
 * The farmer's irrigation schedule: the root zone (or a paddy's standing water) today, the first day the crop is due
 * for water (the next irrigation: net depth over the method's efficiency, in litres over the sown area and in
 * pump-hours), which forecast rain was counted, and whether it postpones the irrigation.
 */
export function irrigationSchedule(input: ScheduleInput): Schedule {
  const { crop, today } = input;
  const language = input.language ?? 'en';
  const words = scheduleSentences[language];
  const date = (iso: string) => dateInWords(iso, language);
  const days = simulateSeason(input, { withForecastRain: true });
  const cropName = cropNameIn(crop, language);
  const todayIndex = days.findIndex((day) => day.date >= today);
  const current = todayIndex === -1 ? days.at(-1) : days[todayIndex];
  const stage = stageOf(input, daysBetween(input.seedingDate, today));
  const shown = days.filter((day) => daysBetween(day.date, today) <= PAST_DAYS_SHOWN);
  const forecastDays = days.filter((day) => day.date >= today);
  // A paddy field also loses what seeps through the puddled layer under its standing water.
  const dayNeed = (day: SimulatedDay) => day.step.etc + (day.pondMm === null ? 0 : day.step.deepPercolation);
  const dailyNeedMm = forecastDays.length ? round2(forecastDays.reduce((sum, day) => sum + dayNeed(day), 0) / forecastDays.length) : 0;

  if (!current || stage === 'not sown' || stage === 'harvested') {
    const why = stage === 'not sown' ? words.notSown(cropName, date(input.seedingDate)) : words.seasonEnded(cropName);
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
  const dry = firstDryDay(input, days);
  const nextIrrigation = dry ? { date: dry.date, netMm: round1(dry.netNeedMm), ...grossOf(dry.netNeedMm, input) } : null;

  const stageWords = words.stage(stage);
  const sentences = [
    current.pondMm === null
      ? words.rootZone(cropName, stageWords, words.texture(input.soilTexture), {
          rootDepthM: round2(current.rootDepthM),
          tawMm: round1(current.step.tawMm),
          rawMm: round1(current.step.rawMm),
          usedMm: round1(current.step.dr),
        })
      : current.pondMm > 0
        ? words.ponded(cropName, stageWords, round1(current.pondMm))
        : words.soakedIn(cropName, stageWords, round1(current.step.dr)),
  ];
  if (nextIrrigation) {
    const next = {
      ...nextIrrigation,
      date: date(nextIrrigation.date),
      litres: input.areaHectares ? countInWords(nextIrrigation.litres, language) : null,
      areaHectares: input.areaHectares,
    };
    const purpose = current.pondMm === null ? ({ refill: true } as const) : { standMm: STANDING_WATER_MM };
    sentences.push(words.irrigate(next, purpose, Math.round(efficiency * 100), words.method(input.irrigationMethod)));
    const critical = input.criticalStageDays?.find((stage) => stage.daysAfterSowing === dry!.dayOfSeason);
    if (critical && dry!.step.dr <= dry!.step.rawMm) {
      sentences.push(words.criticalDay(critical.daysAfterSowing, critical.stage));
    }
  } else {
    sentences.push(words.noneNeeded(date(days.at(-1)!.date)));
  }
  if (days[0]!.dayOfSeason > 0) sentences.push(words.balanceStart(date(days[0]!.date)));
  // Only counted forecast rain can postpone an irrigation; without any, the rainless run would be this one.
  const forecastRainCounted = forecastDays.some((day) => day.rainCounted > 0);
  const rainless = forecastRainCounted ? firstDryDay(input, simulateSeason(input, { withForecastRain: false })) : dry;
  if (rainless && (!dry || rainless.date < dry.date)) sentences.push(words.postponed(date(rainless.date), dry ? date(dry.date) : null));
  if (current.pondMm !== null) sentences.push(words.paddyRule(input.paddyRule ?? undefined, input.alternateWettingDrying ?? false, round1(current.step.rawMm)));
  const rainSentence = countedRainSentence(days, today, words, date);
  if (rainSentence) sentences.push(rainSentence);
  return {
    stage,
    rootDepthM: round2(current.rootDepthM),
    tawMm: round1(current.step.tawMm),
    rawMm: round1(current.step.rawMm),
    depletionMm: round1(current.step.dr),
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
    kc: round2(day.kcb + day.step.ke),
    kcb: round2(day.kcb),
    etc: round2(day.step.etcAdjusted),
    evaporation: round2(day.step.evaporation),
    precipitation: round1(day.precipitation),
    rainCounted: round1(day.rainCounted),
    runoff: round1(day.runoff),
    irrigation: round1(day.irrigationGross),
    depletionMm: round1(day.step.dr),
    pondMm: day.pondMm === null ? null : round1(day.pondMm),
    forecast: day.date >= today,
  });
