import type { CropSuggestion, IrrigationMethod, PlantingSeason, SavedSoilTest, SuggestionReason } from '@farmsight/contracts';
import { citation, practiceFact, sourceOf, type Catalogue, type Crop, type FarmRegion } from '../../knowledge';
import { nitrateTest, nutrientClassOf, phosphorusTestFor, potassiumAmmoniumAcetate, soilSources } from '../soil';
import { LEGUME_FAMILY, planningSources, points, seasonWords, SUGGESTION_COUNT, THIRSTY_RAINFALL_MM } from './data/rules';

/** What the ranking knows about the farm; every part may be missing, and the answer says which was. */
export interface PlanningInput {
  season: PlantingSeason;
  region: FarmRegion | null;
  /** The latest soil test, or null with none saved. */
  soilTest: SavedSoilTest | null;
  /** The saved irrigation method (null: none saved) and the water held in the farmer's tanks, ponds and wells. */
  water: { method: IrrigationMethod | null; storedLitres: number; sourceCount: number };
  /** The crop sown last, or null with none saved. */
  lastCrop: Crop | null;
}

export interface Suggestions {
  suggestions: CropSuggestion[];
  lacking: string[];
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '05-15' → '15 May'. */
const dayOfYear = (monthDay: string) => `${Number(monthDay.slice(3))} ${months[Number(monthDay.slice(0, 2)) - 1]}`;
const litres = (value: number) => `${Math.round(value).toLocaleString('en-IN')} litres`;
const isLegume = (crop: Crop) => crop.family === LEGUME_FAMILY;

function cite(id: string, crop: Crop, catalogue: Catalogue): string {
  const source = sourceOf(id, crop, catalogue);
  return source ? citation(source) : id;
}

function seasonReasons(crop: Crop, input: PlanningInput, catalogue: Catalogue): SuggestionReason[] {
  const reasons: SuggestionReason[] = [
    { kind: 'season', text: `${crop.names.en} is grown in the ${seasonWords[input.season]} season.`, points: points.season, source: cite(crop.climate.source, crop, catalogue) },
  ];
  if (!input.region?.country) return reasons;
  const sowing = practiceFact(crop, 'sowing', input.region, catalogue, (entries) => entries.some((entry) => entry.season === input.season));
  const entry = sowing?.value.find((window) => window.season === input.season);
  if (sowing && entry && sowing.regionKey !== 'default') {
    reasons.push({
      kind: 'season',
      text: `In ${sowing.regionName} it is sown from ${dayOfYear(entry.from)} to ${dayOfYear(entry.to)} in ${input.season}.${sowing.note ? ` ${sowing.note}` : ''}`,
      points: points.regionalSowing,
      source: cite(entry.source, crop, catalogue),
    });
  }
  return reasons;
}

function nutrientReason(crop: Crop, test: SavedSoilTest): SuggestionReason | undefined {
  const parts: string[] = [];
  let score = 0;
  if (test.nitrogen !== null) {
    const low = test.nitrogen < nitrateTest.criticalPpm;
    parts.push(`nitrogen ${test.nitrogen} ppm (${low ? 'below' : 'at or above'} the ${nitrateTest.criticalPpm} ppm critical level)`);
    if (low && isLegume(crop)) score = points.legumeOnLowNitrogen;
  }
  if (test.phosphorus !== null) parts.push(`phosphorus ${nutrientClassOf(test.phosphorus, phosphorusTestFor(test.pH ?? undefined).classes).name}`);
  if (test.potassium !== null) parts.push(`potassium ${nutrientClassOf(test.potassium, potassiumAmmoniumAcetate.classes).name}`);
  if (parts.length === 0) return undefined;
  const advice = score > 0 ? ' A legume fixes its own nitrogen.' : ' Plan the fertilizer dose on these levels.';
  return {
    kind: 'soil',
    text: `Your last soil test: ${parts.join(', ')}.${advice}`,
    points: score,
    source: score > 0 ? `${soilSources.iowaPm1714}; ${soilSources.sareCoverCrops}` : `${soilSources.iowaPm1714}; ${soilSources.iowaPm1688}`,
  };
}

function waterReason(crop: Crop, input: PlanningInput, catalogue: Catalogue): SuggestionReason | undefined {
  const { method, storedLitres, sourceCount } = input.water;
  if (method !== null || sourceCount > 0) {
    const how = method ? `by ${method} irrigation` : 'from your own water';
    const stored = sourceCount > 0 ? `, with ${litres(storedLitres)} stored in ${sourceCount} source${sourceCount === 1 ? '' : 's'}` : '';
    return { kind: 'water', text: `Irrigated ${how}${stored}.`, points: points.irrigated, source: planningSources.irrigation };
  }
  const rain = crop.climate.rainfallMm;
  if (!rain) return undefined;
  const thirsty = rain[0] > THIRSTY_RAINFALL_MM;
  return {
    kind: 'water',
    text: thirsty
      ? `Rainfed: it is grown where ${rain[0]}-${rain[1]} mm of rain fall, so without irrigation choose it only where rain is that high.`
      : `Rainfed: it is grown with ${rain[0]}-${rain[1]} mm of rain.`,
    points: thirsty ? points.thirstyCropRainfed : 0,
    source: cite(crop.climate.source, crop, catalogue),
  };
}

function rotationReason(crop: Crop, last: Crop): SuggestionReason {
  const previous = `your last crop, ${last.names.en}`;
  if (crop.family === last.family) {
    return { kind: 'rotation', text: `Same family (${crop.family}) as ${previous}: its pests and diseases carry over.`, points: points.sameFamily, source: planningSources.rotation };
  }
  if (isLegume(crop) && last.group === 'cereal') {
    return { kind: 'rotation', text: `A legume after ${previous} (a cereal), puts nitrogen back into the soil.`, points: points.legumeAfterCereal, source: planningSources.rotation };
  }
  return { kind: 'rotation', text: `A different family from ${previous} (${last.family}).`, points: 0, source: planningSources.rotation };
}

/**
 * Ranks the catalogue's crops for a season on one farm. A crop not grown in the season, or (with a soil test) outside
 * its pH range, is never listed. Pure: the route gathers the input.
 */
export function suggestCrops(catalogue: Catalogue, input: PlanningInput): Suggestions {
  const test = input.soilTest;
  const pH = test?.pH ?? null;
  const suggestions = catalogue.crops
    .filter((crop) => crop.climate.seasons.includes(input.season))
    .filter((crop) => pH === null || (pH >= crop.climate.ph[0] && pH <= crop.climate.ph[1]))
    .map((crop): CropSuggestion => {
      const reasons: SuggestionReason[] = [...seasonReasons(crop, input, catalogue)];
      if (test && pH !== null) {
        reasons.push({
          kind: 'soil',
          text: `Your last soil test's pH ${pH} is within its range of ${crop.climate.ph[0]}-${crop.climate.ph[1]}.`,
          points: points.phWithin,
          source: cite(crop.climate.source, crop, catalogue),
        });
      }
      const nutrients = test ? nutrientReason(crop, test) : undefined;
      const water = waterReason(crop, input, catalogue);
      const rotation = input.lastCrop ? rotationReason(crop, input.lastCrop) : undefined;
      for (const reason of [nutrients, water, rotation]) if (reason) reasons.push(reason);
      const score = Math.max(0, Math.min(100, reasons.reduce((sum: number, reason) => sum + reason.points, points.base)));
      return { cropId: crop.id, name: crop.names.en, score, reasons };
    })
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, SUGGESTION_COUNT);

  const lacking: string[] = [];
  if (!input.region?.country) lacking.push('no farm location: regional sowing dates not used');
  if (!test) lacking.push('no soil test yet');
  else if (pH === null) lacking.push('no pH in the last soil test');
  if (input.water.method === null && input.water.sourceCount === 0) lacking.push('no irrigation method or water storage saved: ranked as rainfed');
  if (!input.lastCrop) lacking.push('no earlier crop saved: rotation not considered');
  return { suggestions, lacking };
}
