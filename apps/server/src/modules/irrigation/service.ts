import { MAX_IRRIGATION_DEPTH_MM, type IrrigationEventRequest, type IrrigationUnit, type Language, type ScheduleResponse } from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { citation, cropNameIn, farmRegionOfUser, knowledge, phraseIn, practiceFact, regionName, sourceOf } from '../../knowledge';
import { findOwnedCrop, soilWaterByTexture, type SavedCropRow } from '../growth';
import { cellOfUser } from '../weather';
import { LITRES_PER_MM_HECTARE } from './data/methods';
import { farmWaterOf, getSettings, irrigationByDate, listIrrigationEvents, type FarmWater } from './repository';
import { irrigationSchedule } from './schedule';
import { scheduleSentences } from './sentences';
import { compareSoilMoisture } from './soil-moisture';

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
export async function scheduleFor(app: FastifyInstance, user: UserRow, cropId?: string, language: Language = 'en'): Promise<ScheduleResponse> {
  const cell = cellOfUser(user);
  const cropRow = await ownedCropOr404(app, user.id, cropId);
  const { catalogue, resolver } = knowledge();
  const crop = resolver.resolve(cropRow.cropType);
  if (!crop) throw new HttpError(422, 'UNPROCESSABLE', `We have no water data for "${cropRow.cropType}".`);
  const [settings, events, forecast, water] = await Promise.all([
    getSettings(app.db, user.id),
    listIrrigationEvents(app.db, user.id, cropRow.id),
    app.weather.get('forecast', cell),
    farmWaterOf(app.db, user.id),
  ]);
  const areaHectares = cropRow.sownAreaHa ?? user.areaOfLand;
  const practice = practiceFact(crop, 'irrigation', farmRegionOfUser(user), catalogue);
  const schedule = irrigationSchedule({
    crop,
    seedingDate: cropRow.seedingDate,
    latitude: user.latitude!,
    areaHectares,
    pumpLitresPerSecond: water.pumpLitresPerSecond,
    soilTexture: settings.soilTexture,
    irrigationMethod: settings.irrigationMethod,
    weather: forecast.value.days,
    today: forecast.value.today,
    irrigations: irrigationByDate(events),
    criticalStageDays: practice?.value.criticalStageDays.map((entry) => ({ ...entry, stage: phraseIn(entry.stage, catalogue, language) })),
    paddyRule: practice?.value.paddy,
    alternateWettingDrying: settings.alternateWettingDrying,
    language,
  });
  const practiceSource = practice && sourceOf(practice.value.source, crop, catalogue);
  const phrases = (list: string[]) => list.map((phrase) => phraseIn(phrase, catalogue, language));
  const critical = practice?.value.criticalStages.length
    ? scheduleSentences[language].criticalStages(
        regionName(practice.regionKey, catalogue, language),
        phrases(practice.value.criticalStages),
        phrases(practice.value.avoid),
      )
    : '';
  return {
    cropId: cropRow.id,
    cropType: crop.names.en,
    cropName: cropNameIn(crop, language),
    ...schedule,
    areaHectares,
    soilMoisture: compareSoilMoisture(forecast.value.soilMoisture, soilWaterByTexture[settings.soilTexture], schedule.rootDepthM, schedule.depletionMm),
    settings,
    fetchedAt: forecast.fetchedAt.toISOString(),
    message: schedule.message + critical,
    // Its source apart from the sentence, so the screen shows it as a title (in its publisher's language).
    practiceSource: critical && practiceSource ? citation(practiceSource) : null,
  };
}

const fieldError = (field: string, message: string) => new HttpError(400, 'VALIDATION_ERROR', message, { [field]: message });

/**
 * A logged irrigation as gross mm over the crop's sown area: mm as given; pump-hours times the pump's flow; canal
 * turns times the turn's hours and the outlet's flow. 400, naming the field, when the pump, canal or area is missing.
 */
export function appliedDepth(
  event: Pick<IrrigationEventRequest, 'depthMm' | 'pumpHours' | 'canalTurns'>,
  areaHectares: number | null,
  water: FarmWater,
): { depthMm: number; unit: IrrigationUnit; amount: number } {
  if (event.depthMm !== undefined) return { depthMm: event.depthMm, unit: 'mm', amount: event.depthMm };
  const [field, unit, amount] =
    event.pumpHours !== undefined ? (['pumpHours', 'pump-hours', event.pumpHours] as const) : (['canalTurns', 'canal-turns', event.canalTurns!] as const);
  const litresPerUnit =
    unit === 'pump-hours'
      ? water.pumpLitresPerSecond && water.pumpLitresPerSecond * 3600
      : water.canal?.flowLitresPerSecond && water.canal.flowLitresPerSecond * 3600 * water.canal.turnHoursPerWeek;
  if (!litresPerUnit) {
    throw fieldError(
      field,
      unit === 'pump-hours'
        ? 'Save a tubewell or borewell with its pump flow first, so pump-hours can be turned into water.'
        : 'Save your canal turn with its hours and the outlet flow first, so a turn can be turned into water.',
    );
  }
  if (!areaHectares) throw fieldError(field, "Give the crop's sown area, or your land area on the profile, so the water can be spread over it.");
  const depthMm = Math.round(((amount * litresPerUnit) / (areaHectares * LITRES_PER_MM_HECTARE)) * 10) / 10;
  if (depthMm > MAX_IRRIGATION_DEPTH_MM)
    throw fieldError(field, `That is ${depthMm} mm over ${areaHectares} ha; at most ${MAX_IRRIGATION_DEPTH_MM} mm can be logged at once.`);
  return { depthMm, unit, amount };
}
