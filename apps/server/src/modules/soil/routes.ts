import { soilAnalysisRequestSchema, soilAnalysisResponseSchema, soilInputKeys, soilPaths, soilTestsResponseSchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeSoil, type SoilTest } from './analyze-soil';
import { listSoilTests, saveSoilTest } from './repository';

const soilRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    soilPaths.analysis,
    { onRequest: app.authenticate, schema: { body: soilAnalysisRequestSchema, response: { 200: soilAnalysisResponseSchema } } },
    async (request) => {
      const { soilData } = request.body;
      const test: SoilTest = {
        pH: soilData[soilInputKeys.pH],
        nitrogen: soilData[soilInputKeys.nitrogen],
        phosphorus: soilData[soilInputKeys.phosphorus],
        potassium: soilData[soilInputKeys.potassium],
      };
      const report = analyzeSoil(test);
      // Saved for the farmer's soil history and crop suggestions (ADR 0030).
      await saveSoilTest(app.db, request.user!.id, test);
      return report;
    },
  );

  app.get(soilPaths.tests, { onRequest: app.authenticate, schema: { response: { 200: soilTestsResponseSchema } } }, async (request) => ({
    tests: await listSoilTests(app.db, request.user!.id),
  }));
};

export default soilRoutes;
