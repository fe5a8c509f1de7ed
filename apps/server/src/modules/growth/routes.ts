import {
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
  measurementRequestSchema,
  moistureFromFeel,
  savedCropsPaths,
  savedCropsResponseSchema,
  submitCropDataSchema,
  type CropDetail,
  type CropListResponse,
  type Language,
} from '@farmsight/contracts';
import { farmerYieldUnit } from '../auth';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { sendOnce } from '../../lib/idempotency';
import { UserBodyCache } from '../../lib/user-body-cache';
import { farmRegionOfUser, knowledge, savedCropName } from '../../knowledge';
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
import { requestLanguage } from '../../lib/request-language';
import { growthSentences } from './sentences';

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No saved crop analysis with this id.');
const fieldError = (field: string, message: string) => new HttpError(400, 'VALIDATION_ERROR', message, { [field]: message });

/** How long a page of the crop list is kept; its key also holds today's date, since the stages move with it. */
const CROP_LIST_CACHE_MS = 3_600_000;

/** The growth service (servicePrefixes.growth): analyses, the crop list, readings and harvests. */
const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  // With embedded PGlite this process makes every change, so a cached page is never stale; on a shared PostgreSQL
  // another instance may add a crop, so each request reads (ADR 0030).
  const cropLists = app.databaseKind === 'pglite' ? new UserBodyCache(cropListResponseSchema, CROP_LIST_CACHE_MS) : undefined;

  async function cropList(userId: string, { limit, offset }: { limit: number; offset: number }, language: Language): Promise<CropListResponse> {
    const rows = await listCropSummaryRows(app.db, userId, { limit, offset });
    const today = todayIso();
    return {
      crops: rows.slice(0, limit).map((row) => ({
        id: row.id,
        cropType: row.cropType,
        cropName: savedCropName(row.cropType, language),
        seedingDate: row.seedingDate,
        harvestDate: row.harvestDate,
        ...cropProgress(row, today),
        harvest: harvestOf(row),
        createdAt: row.createdAt.toISOString(),
      })),
      nextOffset: rows.length > limit ? offset + limit : null,
    };
  }

  app.post(
    growthPaths.submitCropData,
    { onRequest: app.authenticate, schema: { body: submitCropDataSchema, response: { 200: cropAnalysisSchema } } },
    async (request) => {
      const { cropType, seedingDate, sownAreaHa } = request.body;
      const { resolver } = knowledge();
      const crop = resolver.resolve(cropType);
      if (!crop) {
        const known = resolver.crops.map((known) => known.names.en).sort();
        const message = growthSentences[requestLanguage(request)].unknownCrop(cropType, known);
        throw new HttpError(422, 'UNPROCESSABLE', message, { cropType: message });
      }
      const user = request.user!;
      const saved = await saveCropAnalysis(
        app.db,
        user.id,
        seedingDate,
        analyseGrowth(crop, seedingDate, user.latitude, requestLanguage(request), farmRegionOfUser(user)),
        sownAreaHa,
      );
      cropLists?.forget(user.id);
      return saved;
    },
  );

  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .get<{ Querystring: { limit: number; offset: number } }>(
      growthPaths.crops,
      { onRequest: app.authenticate, schema: { querystring: cropListQuerySchema, response: { 200: cropListResponseSchema } } },
      async (request, reply) => {
        const userId = request.user!.id;
        const { limit, offset } = request.query;
        const language = requestLanguage(request);
        if (!cropLists) return cropList(userId, request.query, language);
        const body = await cropLists.body(userId, `${todayIso()}|${limit}|${offset}|${language}`, () => cropList(userId, request.query, language));
        return reply.type('application/json; charset=utf-8').send(body);
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
        cropName: savedCropName(row.cropType, requestLanguage(request)),
        ...cropProgress({ ...row, stageLengths: parameters.stageLengths }, todayIso()),
        readings: measurements.map((measurement) => ({ ...measurement, verdict: readingVerdict(parameters, measurement, requestLanguage(request)) })),
        harvest: harvestOf(row),
      };
    },
  );

  app.post(
    growthPaths.measurements,
    {
      onRequest: app.authenticate,
      schema: { params: cropIdParamsSchema, body: measurementRequestSchema, response: { 201: measurementResponseSchema } },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { day, height, moisture, feel } = request.body;
      // Once per Idempotency-Key: a reading queued on the phone may be sent again after a lost answer.
      return sendOnce(request, reply, app.db, userId, async (db) => {
        const saved = await addMeasurement(db, userId, request.params.cropId, (parameters) => ({
          day,
          height,
          moisture: feel ? moistureFromFeel(feel, parameters.soil) : moisture!,
        }));
        if (!saved) throw notFound();
        return {
          status: 201,
          body: { measurement: saved.measurement, verdict: readingVerdict(saved.parameters, saved.measurement, requestLanguage(request)) },
        };
      });
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
      if (!saved)
        throw new HttpError(409, 'CONFLICT', growthSentences[requestLanguage(request)].alreadyHarvested(savedCropName(row.cropType, requestLanguage(request))));
      cropLists?.forget(user.id);
      const harvest = harvestOf(saved)!;
      return reply.status(201).send({
        cropId: saved.id,
        cropType: saved.cropType,
        harvest,
        comparison: compareYield(saved.cropType, harvest.yieldTPerHa, farmRegionOfUser(user), requestLanguage(request), farmerYieldUnit(user)),
      });
    },
  );
};

/** The spec's saved-crop list, GET …/getcrop, mounted where the spec puts it (servicePrefixes.auth, see the module list). */
export const savedCropsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(savedCropsPaths.getCrop, { onRequest: app.authenticate, schema: { response: { 200: savedCropsResponseSchema } } }, async (request) => ({
    crops: await listCropAnalyses(app.db, request.user!.id),
  }));
};

export default growthRoutes;
