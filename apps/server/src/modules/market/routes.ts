import { marketPaths, marketPricesQuerySchema, marketPricesResponseSchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmRegionOfUser, knowledge } from '../../knowledge';
import { HttpError } from '../../lib/http-error';
import { requestLanguage } from '../../lib/request-language';
import { marketData } from './data';
import mandiPollJob from './job';
import { marketPrices } from './prices';

/** Mandi prices near the farm, read from what the poll stored, so it answers while data.gov.in is down. */
const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  marketData(); // a bad data file stops the server at start, not at the first request
  await app.register(mandiPollJob);

  app.get(
    marketPaths.prices,
    { onRequest: app.authenticate, schema: { querystring: marketPricesQuerySchema, response: { 200: marketPricesResponseSchema } } },
    async (request) => {
      const crop = knowledge().resolver.resolve(request.query.crop);
      if (!crop) {
        const message = `No crop called '${request.query.crop}' is in the catalogue.`;
        throw new HttpError(400, 'VALIDATION_ERROR', message, { crop: message });
      }
      return marketPrices(app.db, crop, farmRegionOfUser(request.user!), app.config.market.apiKey !== undefined, requestLanguage(request));
    },
  );
};

export default marketRoutes;
