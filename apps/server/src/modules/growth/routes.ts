import {
  authPaths,
  cropAnalysisSchema,
  cropIdParamsSchema,
  growthPaths,
  measurementResponseSchema,
  measurementSchema,
  savedCropsResponseSchema,
  servicePrefixes,
  submitCropDataSchema,
} from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { addMeasurement, listCropAnalyses, saveCropAnalysis } from './crops-repository';
import { knowledge } from '../../knowledge';
import { analyseGrowth } from './growth-model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const growthApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    growthPaths.submitCropData,
    { onRequest: app.authenticate, schema: { body: submitCropDataSchema, response: { 200: cropAnalysisSchema } } },
    async (request) => {
      const { cropType, seedingDate } = request.body;
      const { resolver } = knowledge();
      const crop = resolver.resolve(cropType);
      if (!crop) {
        const known = resolver.crops.map((known) => known.names.en).sort();
        const message = `We have no growth data for "${cropType}". Known crops: ${known.join(', ')}.`;
        throw new HttpError(422, 'UNPROCESSABLE', message, { cropType: message });
      }
      const user = request.user!;
      return saveCropAnalysis(app.db, user.id, seedingDate, analyseGrowth(crop, seedingDate, user.latitude));
    },
  );

  app.post(
    growthPaths.measurements,
    {
      onRequest: app.authenticate,
      schema: { params: cropIdParamsSchema, body: measurementSchema, response: { 201: measurementResponseSchema } },
    },
    async (request, reply) => {
      const { cropId } = request.params;
      const measurement = UUID.test(cropId) ? await addMeasurement(app.db, request.user!.id, cropId, request.body) : undefined;
      if (!measurement) throw new HttpError(404, 'NOT_FOUND', 'No saved crop analysis with this id.');
      return reply.status(201).send({ measurement });
    },
  );
};

const savedCropsApi: FastifyPluginAsyncZod = async (app) => {
  app.get(authPaths.getCrop, { onRequest: app.authenticate, schema: { response: { 200: savedCropsResponseSchema } } }, async (request) => ({
    crops: await listCropAnalyses(app.db, request.user!.id),
  }));
};

/** The growth service, and the saved-crop list that the contract places under the auth prefix. */
const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(growthApi, { prefix: servicePrefixes.growth });
  await app.register(savedCropsApi, { prefix: servicePrefixes.auth });
};

export default growthRoutes;
