import type { ScheduleResponse } from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { knowledge, practiceFact, citation, sourceOf, farmRegionOfUser } from '../../knowledge';
import { findOwnedCrop, type SavedCropRow } from '../growth';
import { cellOfUser } from '../weather';
import { getSettings, irrigationByDate, listIrrigationEvents } from './repository';
import { irrigationSchedule } from './schedule';

const NO_CROP_MESSAGE = 'No saved crop analysis with this id.';
const NO_CROPS_YET_MESSAGE = 'Save a crop on the dashboard first: the schedule follows its seeding date.';

/** The farmer's crop (the latest one without an id); 404 for none or for another farmer's. */
export async function ownedCropOr404(app: FastifyInstance, userId: string, cropId?: string): Promise<SavedCropRow> {
  const row = await findOwnedCrop(app.db, userId, cropId);
  if (!row) throw new HttpError(404, 'NOT_FOUND', cropId === undefined ? NO_CROPS_YET_MESSAGE : NO_CROP_MESSAGE);
  return row;
}

/**
 * The schedule of one of the farmer's crops (the latest without an id) from the cell's cached forecast:
 * 409 without a location, 404 for no such crop, 503 without weather.
 */
export async function scheduleFor(app: FastifyInstance, user: UserRow, cropId?: string): Promise<ScheduleResponse> {
  const cell = cellOfUser(user);
  const cropRow = await ownedCropOr404(app, user.id, cropId);
  const { catalogue, resolver } = knowledge();
  const crop = resolver.resolve(cropRow.cropType);
  if (!crop) throw new HttpError(422, 'UNPROCESSABLE', `We have no water data for "${cropRow.cropType}".`);
  const [settings, events, forecast] = await Promise.all([
    getSettings(app.db, user.id),
    listIrrigationEvents(app.db, user.id, cropRow.id),
    app.weather.get('forecast', cell),
  ]);
  const practice = practiceFact(crop, 'irrigation', farmRegionOfUser(user), catalogue);
  const schedule = irrigationSchedule({
    crop,
    seedingDate: cropRow.seedingDate,
    latitude: user.latitude!,
    areaHectares: user.areaOfLand,
    soilTexture: settings.soilTexture,
    irrigationMethod: settings.irrigationMethod,
    weather: forecast.value.days,
    today: forecast.value.today,
    irrigations: irrigationByDate(events),
    criticalStageDays: practice?.value.criticalStageDays,
  });
  const practiceSource = practice && sourceOf(practice.value.source, crop, catalogue);
  const critical = practice?.value.criticalStages.length
    ? ` Critical stages for water (${practice.regionName}): ${practice.value.criticalStages.join('; ')}.` +
      (practice.value.avoid.length ? ` ${practice.value.avoid.join(' ')}` : '') +
      (practiceSource ? ` (${citation(practiceSource)})` : '')
    : '';
  return {
    cropId: cropRow.id,
    cropType: crop.names.en,
    ...schedule,
    settings,
    fetchedAt: forecast.fetchedAt.toISOString(),
    message: schedule.message + critical,
  };
}
