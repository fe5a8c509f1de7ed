import {
  irrigationEventResponseSchema,
  irrigationEventSchema,
  irrigationEventsQuerySchema,
  irrigationEventsResponseSchema,
  irrigationPaths,
  irrigationSettingsResponseSchema,
  irrigationSettingsSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
  type ScheduleResponse,
} from '@farmsight/contracts';
import type { FastifyInstance, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { sendOnce } from '../../lib/idempotency';
import { requestLanguage } from '../../lib/request-language';
import { UserBodyCache } from '../../lib/user-body-cache';
import { addDays } from '../growth';
import { addIrrigationEvent, farmWaterOf, getSettings, listIrrigationEvents, saveSettings } from './repository';
import { cellOfUser } from '../weather';
import { appliedDepth, ownedCropOr404, scheduleFor } from './service';

/** How late a change saved through another instance may show in this one's schedule. */
const SCHEDULE_CACHE_MS = 30_000;

/** One schedule cache per app (its database stands for it), so the water module can drop a farmer's schedules too. */
const scheduleCaches = new WeakMap<object, UserBodyCache<ScheduleResponse>>();
const schedulesOf = (app: FastifyInstance) => {
  let cache = scheduleCaches.get(app.db);
  if (!cache) scheduleCaches.set(app.db, (cache = new UserBodyCache(scheduleResponseSchema, SCHEDULE_CACHE_MS)));
  return cache;
};

/** After a farmer saves something the schedule shows (a pump, a canal turn) outside this module. */
export function forgetSchedules(app: FastifyInstance, userId: string): void {
  schedulesOf(app).forget(userId);
}

/** A logged irrigation may be planned this far ahead at most. */
const MAX_DAYS_AHEAD = 365;

const dateError = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message, { date: message });

const irrigationRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedules = schedulesOf(app);

  app.get(irrigationPaths.settings, { onRequest: app.authenticate, schema: { response: { 200: irrigationSettingsResponseSchema } } }, async (request) =>
    getSettings(app.db, request.user!.id),
  );

  app.post(
    irrigationPaths.settings,
    { onRequest: app.authenticate, schema: { body: irrigationSettingsSchema, response: { 200: irrigationSettingsResponseSchema } } },
    async (request) => {
      const saved = await saveSettings(app.db, request.user!.id, request.body);
      schedules.forget(request.user!.id);
      return saved;
    },
  );

  // A crop's schedule is sent as a cached, already serialised body (ADR 0029), as the news page is (ADR 0023). 'The
  // latest crop', which the irrigation screen asks for first (ADR 0061), is looked up afresh on every request (a crop
  // saved on the dashboard changes which one it is) and then shares that crop's cached body.
  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .get<{ Querystring: { cropId?: string } }>(
      irrigationPaths.schedule,
      { onRequest: app.authenticate, schema: { querystring: scheduleQuerySchema, response: { 200: scheduleResponseSchema } } },
      async (request, reply) => {
        const user = request.user!;
        const language = requestLanguage(request);
        cellOfUser(user); // a farm without a location is told so before a missing crop, as scheduleFor would
        const { id: cropId } = await ownedCropOr404(app, user.id, request.query.cropId);
        const body = await schedules.body(user.id, `${language}:${cropId}`, () => scheduleFor(app, user, cropId, language));
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

  app.post(
    irrigationPaths.events,
    { onRequest: app.authenticate, schema: { body: irrigationEventSchema, response: { 201: irrigationEventResponseSchema } } },
    async (request, reply) => {
      const { cropId, date } = request.body;
      const user = request.user!;
      const crop = await ownedCropOr404(app, user.id, cropId);
      if (date < crop.seedingDate) throw dateError(`Date cannot be before the seeding date, ${crop.seedingDate}.`);
      const latest = addDays(new Date().toISOString().slice(0, 10), MAX_DAYS_AHEAD);
      if (date > latest) throw dateError(`Date cannot be more than a year ahead (after ${latest}).`);
      const applied = appliedDepth(request.body, crop.sownAreaHa ?? user.areaOfLand, await farmWaterOf(app.db, user.id));
      // Once per Idempotency-Key: a log queued on the phone may be sent again after a lost answer.
      const answer = await sendOnce(request, reply, app.db, user.id, async (db) => ({
        status: 201,
        body: { event: await addIrrigationEvent(db, { cropId, date, ...applied }) },
      }));
      schedules.forget(user.id);
      return answer;
    },
  );

  app.get(
    irrigationPaths.events,
    { onRequest: app.authenticate, schema: { querystring: irrigationEventsQuerySchema, response: { 200: irrigationEventsResponseSchema } } },
    async (request) => {
      const userId = request.user!.id;
      const { cropId } = request.query;
      // A named crop must be the farmer's own: an unknown, malformed or another farmer's id is a 404, as on /schedule.
      if (cropId !== undefined) await ownedCropOr404(app, userId, cropId);
      return { events: await listIrrigationEvents(app.db, userId, cropId) };
    },
  );
};

export default irrigationRoutes;
