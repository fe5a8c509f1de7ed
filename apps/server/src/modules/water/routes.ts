import {
  LEVEL_ABOVE_CAPACITY_MESSAGE,
  storedWaterKinds,
  waterPaths,
  waterSourceLevelSchema,
  waterSourceParamsSchema,
  waterSourceResponseSchema,
  waterSourceSchema,
  waterSourcesResponseSchema,
  type SavedWaterSource,
} from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { forgetSchedules, LITRES_PER_MM_HECTARE, scheduleFor } from '../irrigation';
import { addWaterSource, findWaterSource, listWaterSources, setWaterLevel, type WaterSourceRow } from './repository';

const round1 = (value: number) => Math.round(value * 10) / 10;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Days of supply only for water that is stored: a pump or a canal turn is not used up. */
const toSource = (row: WaterSourceRow, dailyNeedLitres: number | null): SavedWaterSource => ({
  id: row.id,
  name: row.name,
  kind: row.kind as SavedWaterSource['kind'],
  capacityLitres: row.capacityLitres,
  currentLitres: row.currentLitres,
  flowLitresPerSecond: row.flowLitresPerSecond === null ? null : round2(row.flowLitresPerSecond),
  turnHoursPerWeek: row.turnHoursPerWeek,
  updatedAt: row.updatedAt.toISOString(),
  daysOfSupply: dailyNeedLitres && row.currentLitres !== null && isStored(row) ? round1(row.currentLitres / dailyNeedLitres) : null,
});

const isStored = (row: WaterSourceRow) => storedWaterKinds.includes(row.kind as SavedWaterSource['kind']);

/**
 * Litres a day the farm draws: the schedule's mean crop need over the forecast (ETc, mm/day) divided by the
 * method's efficiency, over the crop's sown area. Null, with the reason, when there is no schedule to count against.
 */
async function dailyNeed(app: FastifyInstance, user: UserRow): Promise<{ litres: number | null; note: string | null }> {
  try {
    const schedule = await scheduleFor(app, user);
    const litres = (schedule.dailyNeedMm / schedule.settings.efficiency) * (schedule.areaHectares ?? 0) * LITRES_PER_MM_HECTARE;
    if (litres > 0) {
      const note = `Days of supply count ${Math.round(litres).toLocaleString('en-US')} litres a day: ${schedule.cropType}'s mean need of ${schedule.dailyNeedMm} mm/day over the forecast at ${Math.round(schedule.settings.efficiency * 100)} % efficiency on your ${schedule.areaHectares} ha.`;
      return { litres, note };
    }
    return { litres: null, note: `${schedule.cropType} needs no water now, so days of supply are not counted.` };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return { litres: null, note: `Days of supply need a crop schedule: ${error.message}` };
    if (error instanceof HttpError) return { litres: null, note: 'Days of supply need the weather forecast, which is not available right now.' };
    throw error;
  }
}

const waterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    waterPaths.sources,
    { onRequest: app.authenticate, schema: { body: waterSourceSchema, response: { 201: waterSourceResponseSchema } } },
    async (request, reply) => {
      const row = await addWaterSource(app.db, request.user!.id, request.body);
      // A pump or canal turn changes the schedule's pump-hours and what a logged hour or turn is worth.
      forgetSchedules(app, request.user!.id);
      const need = await dailyNeed(app, request.user!);
      return reply.status(201).send({ source: toSource(row, need.litres) });
    },
  );

  app.patch(
    waterPaths.source,
    { onRequest: app.authenticate, schema: { params: waterSourceParamsSchema, body: waterSourceLevelSchema, response: { 200: waterSourceResponseSchema } } },
    async (request) => {
      const user = request.user!;
      const source = await findWaterSource(app.db, user.id, request.params.sourceId);
      if (!source) throw new HttpError(404, 'NOT_FOUND', 'No water source with this id.');
      const { currentLitres } = request.body;
      if (!isStored(source) || source.capacityLitres === null) {
        const message = 'Only stored water (a tank, pond or well) has a level to update.';
        throw new HttpError(400, 'VALIDATION_ERROR', message, { currentLitres: message });
      }
      if (currentLitres > source.capacityLitres) {
        const message = `${LEVEL_ABOVE_CAPACITY_MESSAGE} This one holds ${source.capacityLitres.toLocaleString('en-US')} litres.`;
        throw new HttpError(400, 'VALIDATION_ERROR', message, { currentLitres: message });
      }
      const need = await dailyNeed(app, user);
      return { source: toSource(await setWaterLevel(app.db, source.id, currentLitres), need.litres) };
    },
  );

  app.get(waterPaths.sources, { onRequest: app.authenticate, schema: { response: { 200: waterSourcesResponseSchema } } }, async (request) => {
    const user = request.user!;
    const [rows, need] = await Promise.all([listWaterSources(app.db, user.id), dailyNeed(app, user)]);
    return { sources: rows.map((row) => toSource(row, need.litres)), note: need.note };
  });
};

export default waterRoutes;
