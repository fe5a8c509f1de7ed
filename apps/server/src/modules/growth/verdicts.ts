import type { CropStatus, GrowthParameters, Language, MeasurementRequest, ReadingVerdict } from '@farmsight/contracts';
import { daysBetween, idealOnDay, round1, stageOnDay } from './growth-model';
import { growthSentences } from './sentences';

/**
 * A height within this share of the ideal (or within HEIGHT_ON_TRACK_MIN_CM, for seedlings whose ideal is a few cm)
 * counts as on track. Our own tolerance, not a published one: the curve is an S-curve to the FAO-56 Table 12 maximum,
 * and varieties differ from it by more than a few per cent.
 */
export const HEIGHT_ON_TRACK_SHARE = 0.15;
export const HEIGHT_ON_TRACK_MIN_CM = 2;

/** A farmer's reading against the analysis' ideal on that day: moisture below, within or above the band, and height. */
export function readingVerdict(parameters: GrowthParameters, reading: MeasurementRequest, language: Language = 'en'): ReadingVerdict {
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
  const heightVerdict: ReadingVerdict['height'] =
    Math.abs(differenceCm) <= tolerance
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
