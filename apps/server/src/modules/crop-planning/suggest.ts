import type { CropSuggestion, IrrigationMethod, Language, PlantingSeason, SavedSoilTest, SuggestionReason } from '@farmsight/contracts';
import {
  citation,
  daysUntilOpen,
  regionName,
  seasonWindows,
  sourceOf,
  type Catalogue,
  type Crop,
  type CropResolver,
  type FarmRegion,
  type SeasonWindow,
} from '../../knowledge';
import { calcareousAbovePh, phTarget, ratedNutrients, rateNutrient, sodicFromPh, soilSources } from '../soil';
import { dayInWords } from '../../lib/calendar-words';
import { LEGUME_FAMILY, planningSources, points, SUGGESTION_COUNT, THIRSTY_RAINFALL_MM } from './data/rules';
import { planningSentences, type PlanningSentences } from './sentences';

/** What the ranking knows about the farm; every part may be missing, and the answer says which was. */
export interface PlanningInput {
  season: PlantingSeason;
  region: FarmRegion | null;
  /** The latest soil test, or null with none saved. */
  soilTest: SavedSoilTest | null;
  /** The saved irrigation method (null: none saved) and the water held in the farmer's tanks, ponds and wells. */
  water: { method: IrrigationMethod | null; storedLitres: number; sourceCount: number };
  /** The crop sown last, and the day it should come off the field when it is still in it; null with none saved. */
  previousCrop: { crop: Crop; inFieldUntil: string | null } | null;
  /** Today, YYYY-MM-DD. */
  today: string;
  /** True when the farmer picked the season (then its crops are listed whenever their windows open). */
  seasonAsked: boolean;
  /** The language to word the reasons in. */
  language: Language;
}

export interface Suggestions {
  suggestions: CropSuggestion[];
  lacking: string[];
  /** With no suggestion: why, and what can be done. */
  excluded: { text: string; source: string } | null;
}

const cropName = (crop: Crop, language: Language) => (language === 'hi' ? crop.names.hi : crop.names.en);
const isLegume = (crop: Crop) => crop.family === LEGUME_FAMILY;
/** Orchards and plantations are not a season's choice. */
const isPerennial = (crop: Crop) => crop.climate.seasons.every((season) => season === 'perennial');

function cite(id: string, crop: Crop, catalogue: Catalogue): string {
  const source = sourceOf(id, crop, catalogue);
  return source ? citation(source) : id;
}

/** The crop saved last as the field's previous crop: in the field until its expected harvest unless cut already. */
export function previousCropOf(
  latest: { cropType: string; harvestDate: string; harvestedOn: string | null } | undefined,
  resolver: CropResolver,
  today: string,
): PlanningInput['previousCrop'] {
  const crop = latest && resolver.resolve(latest.cropType);
  if (!latest || !crop) return null;
  return { crop, inFieldUntil: latest.harvestedOn === null && latest.harvestDate > today ? latest.harvestDate : null };
}

/**
 * How far (pH units) a soil may lie outside a crop's best range and the crop still be listed, with fewer points. The
 * catalogue holds ECOCROP's optimal range; its absolute limits lie a unit or more beyond it (wheat grows on Punjab's
 * pH 7.5 soils), so a hard cut at the optimum would empty the list for most Indo-Gangetic farms.
 */
const PH_TOLERANCE = 1;
const phMiss = (pH: number, [low, high]: readonly [number, number]) => Math.max(0, low - pH, pH - high);

/** Days of notice: a window opening within this many days of the field being free still counts as now. */
const WINDOW_NOTICE_DAYS = 30;

/**
 * The crop's regional sowing window that makes it a candidate, with the days until it opens: in India the season the
 * farmer picked, or else a window open on the day the field is free or opening within WINDOW_NOTICE_DAYS. Undefined
 * when no regional window qualifies; null outside India, where the season alone decides.
 */
function candidateWindow(crop: Crop, input: PlanningInput, catalogue: Catalogue): { window: SeasonWindow; days: number } | undefined | null {
  if (input.region?.country !== 'IN') return null;
  const free = input.previousCrop?.inFieldUntil ?? input.today;
  const windows = seasonWindows(crop, input.region, catalogue, input.language)
    .map((window) => ({ window, days: daysUntilOpen(window.sowing, free) }))
    .sort((a, b) => a.days - b.days);
  if (input.seasonAsked) return windows.find(({ window }) => window.season === input.season);
  return windows.find(({ days }) => days <= WINDOW_NOTICE_DAYS);
}

function seasonReasons(
  crop: Crop,
  input: PlanningInput,
  catalogue: Catalogue,
  words: PlanningSentences,
  candidate: { window: SeasonWindow; days: number } | null,
): SuggestionReason[] {
  if (!candidate) {
    return [
      {
        kind: 'season',
        text: words.grownInSeason(cropName(crop, input.language), input.season),
        points: points.season,
        source: cite(crop.climate.source, crop, catalogue),
      },
    ];
  }
  const { window, days } = candidate;
  const where = regionName(window.regionKey, catalogue, input.language);
  return [
    {
      kind: 'season',
      text: `${words.sownIn(where, dayInWords(window.sowing.from, input.language), dayInWords(window.sowing.to, input.language), window.season === 'perennial' ? input.season : window.season)} ${words.windowOpens(days, Boolean(input.previousCrop?.inFieldUntil))}${window.source === 'des-crop-calendar' ? ` (${window.label})` : ''}`,
      points: points.season + points.regionalSowing,
      source: cite(window.source, crop, catalogue),
    },
  ];
}

/** The last soil test's N, P and K, rated by the farm's country's system (the soil report's rating, ADR 0039). */
function nutrientReason(crop: Crop, test: SavedSoilTest, country: string | null | undefined, words: PlanningSentences): SuggestionReason | undefined {
  const level = (name: string) => words.levels[name.toLowerCase()] ?? name;
  const ratings = ratedNutrients.flatMap((nutrient) => {
    const value = test[nutrient];
    return value === null ? [] : [rateNutrient(nutrient, { value, unit: 'ppm' }, { country, pH: test.pH })];
  });
  if (ratings.length === 0) return undefined;
  const legumeHelps = isLegume(crop) && ratings.some((rating) => rating.parameter === 'nitrogen' && rating.low);
  const cited = [...new Set(ratings.map((rating) => rating.source)), ...(legumeHelps ? [soilSources.sareCoverCrops] : [])];
  return {
    kind: 'soil',
    text: words.soilTest(
      ratings.map((rating) => words.nutrientLevel(rating.parameter, level(rating.rating), rating.value, rating.unit)),
      legumeHelps,
    ),
    points: legumeHelps ? points.legumeOnLowNitrogen : 0,
    source: cited.join('; '),
  };
}

function waterReason(crop: Crop, input: PlanningInput, catalogue: Catalogue, words: PlanningSentences): SuggestionReason | undefined {
  const { method, storedLitres, sourceCount } = input.water;
  if (method !== null || sourceCount > 0) {
    const stored = sourceCount > 0 ? { litres: words.litres(Math.round(storedLitres).toLocaleString('en-IN')), sources: sourceCount } : null;
    return { kind: 'water', text: words.irrigated(method, stored), points: points.irrigated, source: planningSources.irrigation };
  }
  const rain = crop.climate.rainfallMm;
  if (!rain) return undefined;
  const thirsty = rain[0] > THIRSTY_RAINFALL_MM;
  return {
    kind: 'water',
    text: words.rainfed(rain, thirsty),
    points: thirsty ? points.thirstyCropRainfed : 0,
    source: cite(crop.climate.source, crop, catalogue),
  };
}

function rotationReason(crop: Crop, last: Crop, input: PlanningInput, words: PlanningSentences): SuggestionReason {
  const previous = cropName(last, input.language);
  if (crop.family === last.family) {
    return { kind: 'rotation', text: words.sameFamily(crop.family, previous), points: points.sameFamily, source: planningSources.rotation };
  }
  if (isLegume(crop) && last.group === 'cereal') {
    return { kind: 'rotation', text: words.legumeAfterCereal(previous), points: points.legumeAfterCereal, source: planningSources.rotation };
  }
  return { kind: 'rotation', text: words.otherFamily(previous, last.family), points: 0, source: planningSources.rotation };
}

/**
 * Ranks the catalogue's crops for one farm. In India a crop is listed only when its regional sowing window (see
 * candidateWindow) is open, or opens within 30 days, on the day the field is free, or belongs to the season the farmer
 * picked; elsewhere when it is grown in the season. With a soil test, a crop whose best pH range misses the soil's by
 * more than PH_TOLERANCE is never listed, and one that misses it by less loses points.
 * Pure: the route gathers the input.
 */
export function suggestCrops(catalogue: Catalogue, input: PlanningInput): Suggestions {
  const words = planningSentences[input.language];
  const test = input.soilTest;
  const pH = test?.pH ?? null;
  const candidates = catalogue.crops
    .map((crop) => ({ crop, candidate: candidateWindow(crop, input, catalogue) }))
    .filter(({ crop, candidate }) => (candidate === null ? crop.climate.seasons.includes(input.season) : candidate !== undefined && !isPerennial(crop)));
  const suggestions = candidates
    .filter(({ crop }) => pH === null || phMiss(pH, crop.climate.ph) <= PH_TOLERANCE)
    .map(({ crop, candidate }): CropSuggestion => {
      const reasons: SuggestionReason[] = [...seasonReasons(crop, input, catalogue, words, candidate ?? null)];
      if (test && pH !== null) {
        const within = phMiss(pH, crop.climate.ph) === 0;
        reasons.push({
          kind: 'soil',
          text: within ? words.pHWithin(pH, crop.climate.ph) : words.pHNear(pH, crop.climate.ph),
          points: within ? points.phWithin : points.phNear,
          source: cite(crop.climate.source, crop, catalogue),
        });
      }
      const nutrients = test ? nutrientReason(crop, test, input.region?.country, words) : undefined;
      const water = waterReason(crop, input, catalogue, words);
      const rotation = input.previousCrop ? rotationReason(crop, input.previousCrop.crop, input, words) : undefined;
      for (const reason of [nutrients, water, rotation]) if (reason) reasons.push(reason);
      const score = Math.max(
        0,
        Math.min(
          100,
          reasons.reduce((sum: number, reason) => sum + reason.points, points.base),
        ),
      );
      return { cropId: crop.id, name: cropName(crop, input.language), score, reasons };
    })
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, SUGGESTION_COUNT);

  const lacking: string[] = [];
  if (!input.region?.country) lacking.push(words.lacking.location);
  if (!test) lacking.push(words.lacking.soilTest);
  else if (pH === null) lacking.push(words.lacking.pH);
  if (input.water.method === null && input.water.sourceCount === 0) lacking.push(words.lacking.water);
  if (!input.previousCrop) lacking.push(words.lacking.lastCrop);
  const excluded =
    suggestions.length > 0
      ? null
      : whyNone(
          candidates.map(({ crop }) => crop),
          pH,
          input.season,
          words,
        );
  return { suggestions, lacking, excluded };
}

/** Why no crop is listed: none of the season sown now, or the soil's pH outside every candidate's range (and the remedy). */
function whyNone(candidates: Crop[], pH: number | null, season: PlantingSeason, words: PlanningSentences): Suggestions['excluded'] {
  if (candidates.length === 0 || pH === null) return { text: words.excluded.noCrop(season), source: planningSources.seasons };
  const highest = Math.max(...candidates.map((crop) => crop.climate.ph[1]));
  const lowest = Math.min(...candidates.map((crop) => crop.climate.ph[0]));
  if (pH > highest) {
    const sodic = pH >= sodicFromPh.ph;
    return {
      text: `${words.excluded.pHAbove(pH, season, highest)} ${sodic ? words.excluded.gypsum : words.excluded.acidify}`,
      source: sodic ? sodicFromPh.source : calcareousAbovePh.source,
    };
  }
  if (pH < lowest)
    return { text: `${words.excluded.pHBelow(pH, season, lowest)} ${words.excluded.lime(`${phTarget.low}-${phTarget.high}`)}`, source: phTarget.source };
  return { text: words.excluded.pHBetween(pH, season), source: soilSources.soilSurveyManual };
}
