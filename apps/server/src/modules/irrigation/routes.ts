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
} from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { addDays } from '../growth';
import { addIrrigationEvent, getSettings, listIrrigationEvents, saveSettings } from './repository';
import { ownedCropOr404, scheduleFor } from './service';

/** A logged irrigation may be planned this far ahead at most. */
const MAX_DAYS_AHEAD = 365;

const dateError = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message, { date: message });

const irrigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(irrigationPaths.settings, { onRequest: app.authenticate, schema: { response: { 200: irrigationSettingsResponseSchema } } }, async (request) =>
    getSettings(app.db, request.user!.id),
  );

  app.post(
    irrigationPaths.settings,
    { onRequest: app.authenticate, schema: { body: irrigationSettingsSchema, response: { 200: irrigationSettingsResponseSchema } } },
    async (request) => saveSettings(app.db, request.user!.id, request.body),
  );

  app.get(
    irrigationPaths.schedule,
    { onRequest: app.authenticate, schema: { querystring: scheduleQuerySchema, response: { 200: scheduleResponseSchema } } },
    async (request) => scheduleFor(app, request.user!, request.query.cropId),
  );

  app.post(
    irrigationPaths.events,
    { onRequest: app.authenticate, schema: { body: irrigationEventSchema, response: { 201: irrigationEventResponseSchema } } },
    async (request, reply) => {
      const { cropId, date } = request.body;
      const crop = await ownedCropOr404(app, request.user!.id, cropId);
      if (date < crop.seedingDate) throw dateError(`Date cannot be before the seeding date, ${crop.seedingDate}.`);
      const latest = addDays(new Date().toISOString().slice(0, 10), MAX_DAYS_AHEAD);
      if (date > latest) throw dateError(`Date cannot be more than a year ahead (after ${latest}).`);
      return reply.status(201).send({ event: await addIrrigationEvent(app.db, request.body) });
    },
  );

  app.get(
    irrigationPaths.events,
    { onRequest: app.authenticate, schema: { querystring: irrigationEventsQuerySchema, response: { 200: irrigationEventsResponseSchema } } },
    async (request) => ({ events: await listIrrigationEvents(app.db, request.user!.id, request.query.cropId) }),
  );
};

export default irrigationRoutes;
