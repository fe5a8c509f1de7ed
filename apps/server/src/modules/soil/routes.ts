import { fertilizerCropsResponseSchema, soilAnalysisRequestSchema, soilAnalysisResponseSchema, soilPaths, soilTestsResponseSchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmRegionOfUser, knowledge } from '../../knowledge';
import { requestLanguage } from '../../lib/request-language';
import { fertilizerCrops } from './fertilizer-plan';
import { soilReport } from './report';
import { listSoilTests, saveSoilTest } from './repository';

const soilRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    soilPaths.analysis,
    { onRequest: app.authenticate, schema: { body: soilAnalysisRequestSchema, response: { 200: soilAnalysisResponseSchema } } },
    async (request) => {
      const { report, test } = soilReport(request.body, request.user!, requestLanguage(request));
      // Saved in ppm for the farmer's soil history and crop suggestions (ADR 0030).
      await saveSoilTest(app.db, request.user!.id, test);
      return report;
    },
  );

  app.get(soilPaths.tests, { onRequest: app.authenticate, schema: { response: { 200: soilTestsResponseSchema } } }, async (request) => ({
    tests: await listSoilTests(app.db, request.user!.id),
  }));

  app.get(soilPaths.crops, { onRequest: app.authenticate, schema: { response: { 200: fertilizerCropsResponseSchema } } }, async (request) => ({
    crops: fertilizerCrops(farmRegionOfUser(request.user!), knowledge().catalogue),
  }));
};

export default soilRoutes;
