import type { CropStatus, GrowthParameters, Language, Measurement, ReadingVerdict } from '@farmsight/contracts';
import { knowledge } from '../../knowledge';
import { daysBetween, idealOnDay, round1, stageOnDay } from './growth-model';
import { growthSentences } from './sentences';

/**
 * A height within this share of the ideal (or within HEIGHT_ON_TRACK_MIN_CM, for seedlings whose ideal is a few cm)
 * counts as on track. Our own tolerance, not a published one: the curve is an S-curve to the FAO-56 Table 12 maximum,
 * and varieties differ from it by more than a few per cent.
 */
export const HEIGHT_ON_TRACK_SHARE = 0.15;
export const HEIGHT_ON_TRACK_MIN_CM = 2;

/** The crop and the place in the reading's language: ('wheat', 'in Punjab'), ('गेहूं', 'पंजाब में'). */
function cropAndPlace(parameters: GrowthParameters, language: Language): { crop: string; where: string } {
  const { catalogue, resolver } = knowledge();
  const crop = resolver.resolve(parameters.crop);
  const cropName = crop ? (language === 'hi' ? crop.names.hi : crop.names.en.toLowerCase()) : parameters.crop;
  const state = parameters.state ? catalogue.regions.states.find((entry) => entry.en === parameters.state) : undefined;
  const place = state?.[language] ?? parameters.state;
  if (language === 'hi') return { crop: cropName, where: place ? `${place} में` : 'आपके क्षेत्र में' };
  return { crop: cropName, where: place ? `in ${place}` : 'in your area' };
}

/** A farmer's reading against the analysis' ideal on that day: moisture below, within or above the band, and height. */
export function readingVerdict(parameters: GrowthParameters, reading: Measurement, language: Language = 'en'): ReadingVerdict {
  const words = growthSentences[language];
  const ideal = idealOnDay(parameters, reading.day);
  const band = { idealMin: ideal.moistureMin, idealMax: ideal.moistureMax };
  const moistureFigures = { reading: round1(reading.moisture), day: reading.day, band: `${round1(ideal.moistureMin)}-${round1(ideal.moistureMax)}%` };
  const moistureVerdict: ReadingVerdict['moisture'] =
    reading.moisture < ideal.moistureMin
      ? { status: 'below', action: 'irrigate', ...band, text: words.moisture.below(moistureFigures) }
      : reading.moisture > ideal.moistureMax
        ? { status: 'above', action: 'check drainage', ...band, text: words.moisture.above(moistureFigures) }
        : { status: 'within', action: 'wait', ...band, text: words.moisture.within(moistureFigures) };

  const differenceCm = round1(reading.height - ideal.heightCm);
  const tolerance = Math.max(HEIGHT_ON_TRACK_MIN_CM, ideal.heightCm * HEIGHT_ON_TRACK_SHARE);
  const heightFigures = { reading: round1(reading.height), day: reading.day, ideal: round1(ideal.heightCm), difference: Math.abs(differenceCm) };
  // A height is judged only against a regional source's curve; FAO-56's S-curve to Table 12's maximum is no such
  // curve (a normal Punjab wheat at 12 cm on day 20 would be "29.7 cm behind" it).
  const heightVerdict: ReadingVerdict['height'] = !parameters.regionalCurve
    ? { status: 'not rated', idealCm: ideal.heightCm, differenceCm, text: words.height.unrated({ ...heightFigures, ...cropAndPlace(parameters, language) }) }
    : Math.abs(differenceCm) <= tolerance
      ? { status: 'on track', idealCm: ideal.heightCm, differenceCm, text: words.height.onTrack(heightFigures) }
      : differenceCm < 0
        ? { status: 'behind', idealCm: ideal.heightCm, differenceCm, text: words.height.behind(heightFigures) }
        : { status: 'ahead', idealCm: ideal.heightCm, differenceCm, text: words.height.ahead(heightFigures) };

  return { moisture: moistureVerdict, height: heightVerdict };
}

/** Where a saved crop stands on `today` (YYYY-MM-DD), and the days left to its expected harvest. */
export function cropProgress(
  crop: { seedingDate: string; harvestDate: string; harvestedOn: string | null; stageLengths: GrowthParameters['stageLengths'] },
  today: string,
): { status: CropStatus; daysToHarvest: number | null } {
  if (crop.harvestedOn !== null) return { status: 'harvested', daysToHarvest: null };
  const daysLeft = daysBetween(today, crop.harvestDate);
  if (daysLeft <= 0) return { status: 'due for harvest', daysToHarvest: 0 };
  const day = daysBetween(crop.seedingDate, today);
  if (day < 0) return { status: 'not sown yet', daysToHarvest: daysLeft };
  const { initial, development, midSeason, lateSeason } = crop.stageLengths;
  return { status: stageOnDay([initial, development, midSeason, lateSeason], day), daysToHarvest: daysLeft };
}
