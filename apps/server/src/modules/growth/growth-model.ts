import type { GrowthParameters, GrowthPoint, GrowthStage, Language } from '@farmsight/contracts';
import { knowledge, regionalHarvest, seasonWindows, windowForSowing, type ClimateZone, type Crop, type FarmRegion, type StageRow } from '../../knowledge';
import { defaultSoil, depletionAdjustment, referenceEt0ByZone, TABLE_22_REFERENCE_ETC, zoneLimits } from './data/soil-and-climate';
import { growthSentences, type AnalysisFacts, type GrowthSentences } from './sentences';

/** Ideal growth of one crop from its seeding date, after FAO-56 (Allen et al., 1998). Pure: no I/O. */
export interface GrowthAnalysis {
  cropType: string;
  harvestDate: string;
  growthData: GrowthPoint[];
  message: string;
  /** The FAO-56 row and stage lengths behind the message. */
  workings: string;
  parameters: GrowthParameters;
}

const POINT_INTERVAL_DAYS = 7;

export const round1 = (value: number) => Math.round(value * 10) / 10;

export function climateZone(latitude: number): ClimateZone {
  const absolute = Math.abs(latitude);
  if (absolute < zoneLimits.tropicalBelow) return 'tropical';
  return absolute < zoneLimits.subtropicalBelow ? 'subtropical' : 'temperate';
}

/**
 * The Table 11 row for the farm: in India a row FAO-56 gives for India (wheat's 'Central India, November'), else the
 * row for the zone; the crop's first row when no zone is known or none fits.
 */
export function chooseStageRow(crop: Crop, zone: ClimateZone | null, country: string | null = null): { row: StageRow; fitsZone: boolean } {
  const indian = country === 'IN' ? crop.fao56.stages.find((row) => /\bIndia\b/.test(row.region)) : undefined;
  if (indian) return { row: indian, fitsZone: true };
  const fitting = zone ? crop.fao56.stages.find((row) => row.zones.includes(zone)) : undefined;
  return fitting ? { row: fitting, fitsZone: true } : { row: crop.fao56.stages[0]!, fitsZone: false };
}

const stageNames: readonly GrowthStage[] = ['initial', 'development', 'mid-season', 'late-season'];

export function stageOnDay(lengths: StageRow['lengths'], day: number): GrowthStage {
  let end = 0;
  for (const [index, length] of lengths.entries()) {
    end += length;
    if (day < end) return stageNames[index]!;
  }
  return 'late-season';
}

/** FAO-56 Fig. 25 and Eq. 66: Kc flat in the initial and mid stages, linear in between. */
export function cropCoefficientOnDay(kc: Crop['fao56']['kc'], lengths: StageRow['lengths'], day: number): number {
  const [initial, development, mid, late] = lengths;
  const developmentEnd = initial + development;
  const midEnd = developmentEnd + mid;
  if (day <= initial) return kc.initial;
  if (day <= developmentEnd) return kc.initial + ((day - initial) / development) * (kc.mid - kc.initial);
  if (day <= midEnd) return kc.mid;
  return kc.mid + (Math.min(day - midEnd, late) / late) * (kc.end - kc.mid);
}

/** FAO-56 Table 22 footnote: p rises when the crop uses less water than 5 mm/day and falls when it uses more. */
export function adjustedDepletionFraction(tableP: number, cropEtMmPerDay: number): number {
  const p = tableP + depletionAdjustment.perMmPerDay * (TABLE_22_REFERENCE_ETC - cropEtMmPerDay);
  return Math.min(depletionAdjustment.max, Math.max(depletionAdjustment.min, p));
}

/** Smooth S-curve (smoothstep) from 0 at seeding to the Table 12 maximum at the end of development. */
export function heightOnDay(maxHeightCm: number, lengths: StageRow['lengths'], day: number): number {
  const progress = Math.min(1, Math.max(0, day / (lengths[0] + lengths[1])));
  return maxHeightCm * progress * progress * (3 - 2 * progress);
}

const defaultSoilPercent = { fieldCapacityPercent: defaultSoil.fieldCapacity * 100, wiltingPointPercent: defaultSoil.wiltingPoint * 100 };

/** The moisture band between the depletion threshold θt = θFC − p (θFC − θWP) and field capacity, in % by volume. */
export function moistureBand(p: number, soil: Pick<GrowthParameters['soil'], 'fieldCapacityPercent' | 'wiltingPointPercent'> = defaultSoilPercent) {
  const fieldCapacity = soil.fieldCapacityPercent;
  const threshold = fieldCapacity - p * (fieldCapacity - soil.wiltingPointPercent);
  return { min: threshold, max: fieldCapacity, target: (threshold + fieldCapacity) / 2 };
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** Today's date (UTC) as YYYY-MM-DD. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The ideal of a saved analysis on any day after seeding, from the parameters it was computed with (so a later data
 * change never moves the target of an old reading). Past the season's end the last day's ideal holds.
 */
export function idealOnDay(parameters: GrowthParameters, day: number): { moistureMin: number; moistureMax: number; heightCm: number } {
  const { initial, development, midSeason, lateSeason } = parameters.stageLengths;
  const lengths: StageRow['lengths'] = [initial, development, midSeason, lateSeason];
  const onDay = Math.min(day, initial + development + midSeason + lateSeason);
  const cropEt = parameters.referenceEt0MmPerDay * cropCoefficientOnDay(parameters.kc, lengths, onDay);
  const band = moistureBand(adjustedDepletionFraction(parameters.depletionFraction, cropEt), parameters.soil);
  return { moistureMin: round1(band.min), moistureMax: round1(band.max), heightCm: round1(heightOnDay(parameters.maxHeightCm, lengths, onDay)) };
}

function sampleDays(seasonLength: number): number[] {
  const days: number[] = [];
  for (let day = 0; day < seasonLength; day += POINT_INTERVAL_DAYS) days.push(day);
  days.push(seasonLength);
  return days;
}

function rowReason(words: GrowthSentences, latitude: number | null, zone: ClimateZone | null, fitsZone: boolean): string {
  if (latitude === null || zone === null) return words.rowReason.noLocation;
  const where = words.latitude(Math.abs(latitude).toFixed(1), latitude >= 0);
  return fitsZone ? words.rowReason.fits(where, zone) : words.rowReason.default(where, zone);
}

/** FAO-56's stage lengths stretched or shrunk in proportion to a season of `total` days (the mid-season takes the rounding). */
export function scaleStageLengths(lengths: StageRow['lengths'], total: number): StageRow['lengths'] {
  const faoTotal = lengths.reduce((sum, length) => sum + length, 0);
  const scaled = lengths.map((length) => Math.max(1, Math.round((length * total) / faoTotal))) as StageRow['lengths'];
  scaled[2] = Math.max(1, scaled[2] + total - scaled.reduce((sum, length) => sum + length, 0));
  return scaled;
}

/**
 * The ideal curve, message and parameters for a crop seeded on `seedingDate` (YYYY-MM-DD) at `latitude` on a farm in
 * `region`; the message is worded in `language`. In India the season's length comes from the regional calendar (see
 * seasonWindows): FAO-56's stages are scaled to the sowing-to-harvest span that the state's window allows.
 */
export function analyseGrowth(
  crop: Crop,
  seedingDate: string,
  latitude: number | null,
  language: Language = 'en',
  region: FarmRegion | null = null,
): GrowthAnalysis {
  const zone = latitude === null ? null : climateZone(latitude);
  const { row, fitsZone } = chooseStageRow(crop, zone, region?.country ?? null);
  const et0 = zone ? referenceEt0ByZone[zone].mmPerDay : TABLE_22_REFERENCE_ETC;
  const faoLength = row.lengths.reduce((sum, length) => sum + length, 0);
  // The nearest window of the chain that holds the sowing date and a harvest window (a state's practice gives sowing only).
  const withHarvest = seasonWindows(crop, region, knowledge().catalogue, language, { wholeChain: true }).filter((entry) => entry.harvest);
  const window = windowForSowing(withHarvest, seedingDate);
  const regional = window ? regionalHarvest(seedingDate, faoLength, window) : undefined;
  const lengths = regional ? scaleStageLengths(row.lengths, regional.lengthDays) : row.lengths;
  const seasonLength = regional?.lengthDays ?? faoLength;
  const stateName = region?.country === 'IN' ? (region.state?.[language] ?? (language === 'hi' ? 'भारत' : 'India')) : undefined;
  const { kc, maxHeightM, rootDepthM, p } = crop.fao56;
  const maxHeightCm = maxHeightM * 100;

  const bandOnDay = (day: number) => moistureBand(adjustedDepletionFraction(p, et0 * cropCoefficientOnDay(kc, lengths, day)));

  const growthData = sampleDays(seasonLength).map((day): GrowthPoint => {
    const band = bandOnDay(day);
    return {
      day,
      moisture: round1(band.target),
      height: round1(heightOnDay(maxHeightCm, lengths, day)),
      stage: stageOnDay(lengths, day),
      moistureMin: round1(band.min),
      moistureMax: round1(band.max),
    };
  });

  const [initial, development, mid, late] = lengths;
  const harvestDate = regional?.harvestDate ?? addDays(seedingDate, seasonLength);
  const midSeasonBand = bandOnDay(initial + development);
  const words = growthSentences[language];
  const facts: AnalysisFacts = {
    crop: language === 'hi' ? crop.names.hi : crop.names.en,
    row: row.region,
    reason: rowReason(words, latitude, zone, fitsZone),
    lengths: [initial, development, mid, late],
    seasonLength,
    harvestDate,
    band: { min: round1(midSeasonBand.min), max: round1(midSeasonBand.max), target: round1(midSeasonBand.target) },
    texture: defaultSoil.texture,
    season: regional && window && stateName ? { state: stateName, label: window.label } : undefined,
    stateWithoutSeason: !regional ? stateName : undefined,
  };
  const message = words.analysis(facts);
  const workings = words.analysisWorkings(facts);

  return {
    cropType: crop.names.en,
    harvestDate,
    growthData,
    message,
    workings,
    parameters: {
      crop: crop.names.en,
      region: row.region,
      stageLengths: { initial, development, midSeason: mid, lateSeason: late },
      kc: { ...kc },
      maxHeightCm,
      rootDepthM: [...rootDepthM],
      depletionFraction: p,
      referenceEt0MmPerDay: et0,
      ...(regional && window ? { season: window.label } : {}),
      ...(region?.country === 'IN' ? { state: region.state?.en ?? 'India' } : {}),
      soil: {
        texture: defaultSoil.texture,
        fieldCapacityPercent: round1(defaultSoil.fieldCapacity * 100),
        wiltingPointPercent: round1(defaultSoil.wiltingPoint * 100),
      },
    },
  };
}
