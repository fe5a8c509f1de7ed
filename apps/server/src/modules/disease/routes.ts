import {
  DISEASE_IMAGE_FIELD,
  diseaseModelInfoSchema,
  diseasePaths,
  diseasePredictionSchema,
  MAX_DISEASE_IMAGE_BYTES,
  symptomGuideAnswerSchema,
  symptomGuideCropsSchema,
  symptomGuideQuerySchema,
} from '@farmsight/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { ImageRejectedError } from './image';
import { LeafModel } from './leaf-model';
import { farmRegionOfUser } from '../../knowledge';
import { withRegionalControl } from './regional-advice';
import { requestLanguage } from '../../lib/request-language';
import { guideCrops, matchSymptoms } from './symptom-guide';
import { guideSentences } from './data/guide-sentences';

const PREDICTIONS_PER_MINUTE = 30;
const NO_FILE = `Choose a photo of a leaf to upload (form field "${DISEASE_IMAGE_FIELD}").`;
const UPLOAD_RATE_GRACE_MS = 10_000;
const MIN_UPLOAD_BYTES_PER_SECOND = 2048;
const SLOW_UPLOAD = 'The photo took too long to upload. Check the connection and try again.';
const statusByReason = { 'not-an-image': 415, 'too-many-pixels': 422, corrupt: 422 } as const;
const codeByReason = { 'not-an-image': 'UNSUPPORTED_MEDIA_TYPE', 'too-many-pixels': 'UNPROCESSABLE', corrupt: 'UNPROCESSABLE' } as const;

const diseaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only in this module's scope: one file of at most 10 MB, no other parts worth reading.
  await app.register(multipart, { limits: { fileSize: MAX_DISEASE_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });

  // Started once, at start (or on first use in tests); a missing model answers 503 instead of stopping the server.
  const modelPath = app.config.diseaseModel.path;
  let loading: Promise<LeafModel | null> | undefined;
  const model = () =>
    (loading ??= LeafModel.load(modelPath).catch((error: unknown) => {
      app.log.error({ err: error, modelPath }, 'the leaf-disease model could not be loaded');
      return null;
    }));
  if (app.config.diseaseModel.preload) void model();
  app.addHook('onClose', async () => {
    await (await loading)?.close();
  });

  /**
   * Reads the one photo into memory (never to disk). An upload is cut off with 408 when, after the first
   * UPLOAD_RATE_GRACE_MS, it averages under MIN_UPLOAD_BYTES_PER_SECOND (a trickling sender), or when it is
   * still arriving after uploadTimeoutMs; a farmer on a slow mobile link stays well above that rate.
   */
  async function readImage(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
    if (!request.isMultipart()) throw new HttpError(400, 'VALIDATION_ERROR', NO_FILE);
    const started = Date.now();
    let received = 0;
    const countBytes = (chunk: Buffer) => (received += chunk.length);
    request.raw.on('data', countBytes);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setInterval(() => {
        const elapsed = Date.now() - started;
        const trickling = elapsed >= UPLOAD_RATE_GRACE_MS && (received * 1000) / elapsed < MIN_UPLOAD_BYTES_PER_SECOND;
        if (trickling || elapsed >= app.config.uploadTimeoutMs) reject(new HttpError(408, 'REQUEST_TIMEOUT', SLOW_UPLOAD));
      }, 250);
    });
    try {
      const file = await Promise.race([request.file(), deadline]);
      if (!file || file.fieldname !== DISEASE_IMAGE_FIELD) throw new HttpError(400, 'VALIDATION_ERROR', NO_FILE);
      return await Promise.race([file.toBuffer(), deadline]);
    } catch (error) {
      // Whatever is still being sent is not wanted: close the connection after the answer.
      reply.header('connection', 'close');
      if (error instanceof HttpError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `The photo is larger than ${MAX_DISEASE_IMAGE_BYTES / 1024 / 1024} MB. Please upload a smaller photo.`);
      }
      // Anything else here is a body that is not a well-formed multipart form (a broken boundary, a cut-off part).
      request.log.info({ err: error }, 'unreadable upload');
      throw new HttpError(400, 'VALIDATION_ERROR', `The upload is not a readable form. ${NO_FILE}`);
    } finally {
      clearInterval(timer);
      request.raw.off('data', countBytes);
    }
  }

  const predictRoute = {
    onRequest: app.authenticate,
    config: {
      // Runs after authentication, so the limit is per farmer; '/predict' and '/predict/' each keep their own count.
      rateLimit: {
        max: PREDICTIONS_PER_MINUTE,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
      },
    },
    schema: { response: { 200: diseasePredictionSchema } },
  };
  async function installedModel(): Promise<LeafModel> {
    const leafModel = await model();
    if (!leafModel)
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Disease prediction is not available right now: the model is not installed on this server.');
    return leafModel;
  }

  const predict = async (request: FastifyRequest, reply: FastifyReply) => {
    const image = await readImage(request, reply);
    const leafModel = await installedModel();
    try {
      const language = requestLanguage(request);
      const { answer, english } = await leafModel.predict(image, language);
      return withRegionalControl(answer, farmRegionOfUser(request.user!), language, english);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new HttpError(statusByReason[error.reason], codeByReason[error.reason], error.message);
      throw error;
    }
  };
  app.post(diseasePaths.predict, predictRoute, predict);
  app.post(diseasePaths.predict.replace(/\/$/, ''), predictRoute, predict);

  app.get(diseasePaths.model, { onRequest: app.authenticate, schema: { response: { 200: diseaseModelInfoSchema } } }, async (request) =>
    (await installedModel()).info(requestLanguage(request)),
  );

  app.get(diseasePaths.guide, { onRequest: app.authenticate, schema: { response: { 200: symptomGuideCropsSchema } } }, async (request) =>
    guideCrops(requestLanguage(request)),
  );

  app.get(
    diseasePaths.guideMatch,
    { onRequest: app.authenticate, schema: { querystring: symptomGuideQuerySchema, response: { 200: symptomGuideAnswerSchema } } },
    async (request) => {
      const language = requestLanguage(request);
      const answer = matchSymptoms(request.query.crop, request.query.text, language);
      if (answer) return answer;
      const message = guideSentences[language].unknownCrop(
        request.query.crop,
        guideCrops(language).crops.map((crop) => crop.name),
      );
      throw new HttpError(422, 'UNPROCESSABLE', message, { crop: message });
    },
  );
};

export default diseaseRoutes;
