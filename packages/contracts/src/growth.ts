/** Paths of the growth service, relative to its base URL (its saved-crop list, savedCropsPaths, sits under auth). */
export const growthPaths = {
  submitCropData: '/submit-crop-data',
  crops: '/crops',
  crop: '/crops/:cropId',
  measurements: '/crops/:cropId/measurements',
  harvest: '/crops/:cropId/harvest',
} as const;

/**
 * The spec's saved-crop list (GET /api/auth/getcrop): the growth module's route, which the spec places under the auth
 * prefix, so it is relative to servicePrefixes.auth.
 */
export const savedCropsPaths = { getCrop: '/getcrop' } as const;

const withCropId = (path: string, cropId: string) => path.replace(':cropId', encodeURIComponent(cropId));
export const measurementsPath = (cropId: string) => withCropId(growthPaths.measurements, cropId);
export const cropPath = (cropId: string) => withCropId(growthPaths.crop, cropId);
export const harvestPath = (cropId: string) => withCropId(growthPaths.harvest, cropId);

export const MISSING_CROP_INPUT_MESSAGE = 'Please select a date and enter a crop type.';
export const MISSING_MEASUREMENT_MESSAGE = 'Please fill in all fields for day, moisture, and height.';
export const INVALID_SEEDING_DATE_MESSAGE = 'Seeding date must be a real date written as DD/MM/YYYY or YYYY-MM-DD.';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date between the years 1900 and 2200, written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DAY_FIRST_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A date as a farmer types it, YYYY-MM-DD or day first as DD/MM/YYYY (how dates are written in India and most of the
 * world), as YYYY-MM-DD; undefined when it is neither or not a real date.
 */
export function isoDateOf(value: string): string | undefined {
  const dayFirst = DAY_FIRST_DATE.exec(value);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : value;
  return isIsoDate(iso) ? iso : undefined;
}

export const growthStages = ['initial', 'development', 'mid-season', 'late-season'] as const;
export type GrowthStage = (typeof growthStages)[number];

export const MOISTURE_ONE_WAY_MESSAGE = 'Give the moisture as a number or by feel, not both.';

/** Where a figure stands against a range: a moisture against its band, a yield against the typical one. */
export const rangePositions = ['below', 'within', 'above'] as const;
/** What the farmer should do about the moisture: below the band irrigate, within it wait, above it check drainage. */
export const moistureActions = ['irrigate', 'wait', 'check drainage'] as const;
/** 'not rated': no regional growth curve for the crop, state and season, so a height is recorded but not judged. */
export const heightStatuses = ['behind', 'on track', 'ahead', 'not rated'] as const;

/** Where a saved crop stands today: before seeding, an FAO-56 stage, due for harvest (season over) or harvested. */
export const cropStatuses = ['not sown yet', ...growthStages, 'due for harvest', 'harvested'] as const;
export type CropStatus = (typeof cropStatuses)[number];

export const HARVEST_BEFORE_SEEDING_MESSAGE = 'Harvest date cannot be before the seeding date.';
export const HARVEST_IN_FUTURE_MESSAGE = 'Harvest date cannot be in the future.';
export const harvestAreaTooLargeMessage = (farmHectares: number) => `Area cannot be larger than your farm (${farmHectares} ha).`;

export const CROP_PAGE_SIZE = 20;
