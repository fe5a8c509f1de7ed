import { pesticideParamsSchema, pesticideResponseSchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { farmRegionOfUser } from '../../knowledge';
import { requestLanguage } from '../../lib/request-language';
import { checkCuratedHindi, lookupPesticides, unknownCropMessage } from './lookup';

const pesticideRoutes: FastifyPluginAsyncZod = async (app) => {
  checkCuratedHindi(); // a shown phrase without its Hindi stops the server at start
  app.get('/:crop', { onRequest: app.authenticate, schema: { params: pesticideParamsSchema, response: { 200: pesticideResponseSchema } } }, async (request) => {
    const data = lookupPesticides(request.params.crop, farmRegionOfUser(request.user!), requestLanguage(request));
    if (!data) throw new HttpError(404, 'NOT_FOUND', unknownCropMessage);
    return { success: true as const, data };
  });
};

export default pesticideRoutes;
