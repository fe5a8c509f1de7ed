import { soilAnalysisRequestSchema, soilAnalysisResponseSchema, soilInputKeys, soilPaths } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeSoil } from './analyze-soil';

const soilRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    soilPaths.analysis,
    { onRequest: app.authenticate, schema: { body: soilAnalysisRequestSchema, response: { 200: soilAnalysisResponseSchema } } },
    async (request) => {
      const { soilData } = request.body;
      return analyzeSoil({
        pH: soilData[soilInputKeys.pH],
        nitrogen: soilData[soilInputKeys.nitrogen],
        phosphorus: soilData[soilInputKeys.phosphorus],
        potassium: soilData[soilInputKeys.potassium],
      });
    },
  );
};

export default soilRoutes;
