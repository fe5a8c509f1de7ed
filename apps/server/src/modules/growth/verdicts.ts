import type { CropStatus, GrowthParameters, MeasurementRequest, ReadingVerdict } from '@farmsight/contracts';
import { daysBetween, idealOnDay, round1, stageOnDay } from './growth-model';

/**
 * A height within this share of the ideal (or within HEIGHT_ON_TRACK_MIN_CM, for seedlings whose ideal is a few cm)
 * counts as on track. Our own tolerance, not a published one: the curve is an S-curve to the FAO-56 Table 12 maximum,
 * and varieties differ from it by more than a few per cent.
 */
export const HEIGHT_ON_TRACK_SHARE = 0.15;
export const HEIGHT_ON_TRACK_MIN_CM = 2;

const figure = (value: number) => String(round1(value));

/** A farmer's reading against the analysis' ideal on that day: moisture below, within or above the band, and height. */
export function readingVerdict(parameters: GrowthParameters, reading: MeasurementRequest): ReadingVerdict {
  const ideal = idealOnDay(parameters, reading.day);
  const forDay = `for day ${reading.day}`;
  const band = `${figure(ideal.moistureMin)}-${figure(ideal.moistureMax)}%`;
  const moisture = `Moisture ${figure(reading.moisture)}%`;
  const moistureVerdict: ReadingVerdict['moisture'] =
    reading.moisture < ideal.moistureMin
      ? { status: 'below', action: 'irrigate', idealMin: ideal.moistureMin, idealMax: ideal.moistureMax, text: `${moisture} is below the ideal ${band} ${forDay}: irrigate.` }
      : reading.moisture > ideal.moistureMax
        ? { status: 'above', action: 'check drainage', idealMin: ideal.moistureMin, idealMax: ideal.moistureMax, text: `${moisture} is above the ideal ${band} ${forDay}: check drainage.` }
        : { status: 'within', action: 'wait', idealMin: ideal.moistureMin, idealMax: ideal.moistureMax, text: `${moisture} is within the ideal ${band} ${forDay}: wait, no irrigation is needed yet.` };

  const differenceCm = round1(reading.height - ideal.heightCm);
  const tolerance = Math.max(HEIGHT_ON_TRACK_MIN_CM, ideal.heightCm * HEIGHT_ON_TRACK_SHARE);
  const height = `Height ${figure(reading.height)} cm`;
  const idealHeight = `the ideal ${figure(ideal.heightCm)} cm ${forDay}`;
  const heightVerdict: ReadingVerdict['height'] =
    Math.abs(differenceCm) <= tolerance
      ? { status: 'on track', idealCm: ideal.heightCm, differenceCm, text: `${height} is on track (${idealHeight}).` }
      : differenceCm < 0
        ? { status: 'behind', idealCm: ideal.heightCm, differenceCm, text: `${height} is ${figure(-differenceCm)} cm behind ${idealHeight}.` }
        : { status: 'ahead', idealCm: ideal.heightCm, differenceCm, text: `${height} is ${figure(differenceCm)} cm ahead of ${idealHeight}.` };

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
