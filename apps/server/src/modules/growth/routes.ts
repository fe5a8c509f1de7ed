import {
  authPaths,
  cropAnalysisSchema,
  cropDetailSchema,
  cropIdParamsSchema,
  cropListQuerySchema,
  cropListResponseSchema,
  growthPaths,
  HARVEST_BEFORE_SEEDING_MESSAGE,
  HARVEST_IN_FUTURE_MESSAGE,
  harvestAreaTooLargeMessage,
  harvestRequestSchema,
  harvestResponseSchema,
  measurementResponseSchema,
  measurementSchema,
  savedCropsResponseSchema,
  servicePrefixes,
  submitCropDataSchema,
  type CropDetail,
} from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { farmRegionOfUser, knowledge } from '../../knowledge';
import {
  addMeasurement,
  findOwnedCrop,
  harvestOf,
  listCropAnalyses,
  listCropSummaryRows,
  listMeasurements,
  saveCropAnalysis,
  saveHarvest,
  savedAnalysis,
  storedParameters,
} from './crops-repository';
import { analyseGrowth, todayIso } from './growth-model';
import { compareYield } from './harvest';
import { cropProgress, readingVerdict } from './verdicts';

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No saved crop analysis with this id.');
const fieldError = (field: string, message: string) => new HttpError(400, 'VALIDATION_ERROR', message, { [field]: message });

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

  app.get(
    growthPaths.crops,
    { onRequest: app.authenticate, schema: { querystring: cropListQuerySchema, response: { 200: cropListResponseSchema } } },
    async (request) => {
      const { limit, offset } = request.query;
      const rows = await listCropSummaryRows(app.db, request.user!.id, { limit, offset });
      const today = todayIso();
      return {
        crops: rows.slice(0, limit).map((row) => ({
          id: row.id,
          cropType: row.cropType,
          seedingDate: row.seedingDate,
          harvestDate: row.harvestDate,
          ...cropProgress(row, today),
          harvest: harvestOf(row),
          createdAt: row.createdAt.toISOString(),
        })),
        nextOffset: rows.length > limit ? offset + limit : null,
      };
    },
  );

  app.get(
    growthPaths.crop,
    { onRequest: app.authenticate, schema: { params: cropIdParamsSchema, response: { 200: cropDetailSchema } } },
    async (request): Promise<CropDetail> => {
      const row = await findOwnedCrop(app.db, request.user!.id, request.params.cropId);
      if (!row) throw notFound();
      const parameters = storedParameters(row);
      const measurements = await listMeasurements(app.db, row.id);
      return {
        ...savedAnalysis(row),
        ...cropProgress({ ...row, stageLengths: parameters.stageLengths }, todayIso()),
        readings: measurements.map((measurement) => ({ ...measurement, verdict: readingVerdict(parameters, measurement) })),
        harvest: harvestOf(row),
      };
    },
  );

  app.post(
    growthPaths.measurements,
    {
      onRequest: app.authenticate,
      schema: { params: cropIdParamsSchema, body: measurementSchema, response: { 201: measurementResponseSchema } },
    },
    async (request, reply) => {
      const saved = await addMeasurement(app.db, request.user!.id, request.params.cropId, request.body);
      if (!saved) throw notFound();
      return reply.status(201).send({ measurement: saved.measurement, verdict: readingVerdict(saved.parameters, saved.measurement) });
    },
  );

  app.post(
    growthPaths.harvest,
    {
      onRequest: app.authenticate,
      schema: { params: cropIdParamsSchema, body: harvestRequestSchema, response: { 201: harvestResponseSchema } },
    },
    async (request, reply) => {
      const user = request.user!;
      const row = await findOwnedCrop(app.db, user.id, request.params.cropId);
      if (!row) throw notFound();
      const { date, areaHa } = request.body;
      if (date < row.seedingDate) throw fieldError('date', HARVEST_BEFORE_SEEDING_MESSAGE);
      if (date > todayIso()) throw fieldError('date', HARVEST_IN_FUTURE_MESSAGE);
      if (user.areaOfLand !== null && areaHa > user.areaOfLand) throw fieldError('areaHa', harvestAreaTooLargeMessage(user.areaOfLand));
      const saved = await saveHarvest(app.db, row.id, request.body);
      if (!saved) throw new HttpError(409, 'CONFLICT', `This ${row.cropType} crop is already marked harvested.`);
      const harvest = harvestOf(saved)!;
      return reply.status(201).send({
        cropId: saved.id,
        cropType: saved.cropType,
        harvest,
        comparison: compareYield(saved.cropType, harvest.yieldTPerHa, farmRegionOfUser(user)),
      });
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
