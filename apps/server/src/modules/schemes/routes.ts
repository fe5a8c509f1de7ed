import { schemePaths, schemesQuerySchema, schemesResponseSchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmRegionOfUser, knowledge } from '../../knowledge';
import { HttpError } from '../../lib/http-error';
import { requestLanguage } from '../../lib/request-language';
import { schemesFile } from './data';
import { findSchemes } from './directory';

/** The schemes directory, from the app's own data: it answers while every feed and upstream is down. */
const schemeRoutes: FastifyPluginAsyncZod = async (app) => {
  schemesFile(); // a bad data file stops the server at start

  app.get(
    schemePaths.list,
    { onRequest: app.authenticate, schema: { querystring: schemesQuerySchema, response: { 200: schemesResponseSchema } } },
    async (request) => {
      const { query } = request;
      const user = request.user!;
      const region = farmRegionOfUser(user);
      const crop = query.crop === undefined ? null : (knowledge().resolver.resolve(query.crop) ?? null);
      if (query.crop !== undefined && !crop) {
        const message = `No crop called '${query.crop}' is in the catalogue.`;
        throw new HttpError(400, 'VALIDATION_ERROR', message, { crop: message });
      }
      const state = query.state ?? region?.state?.code ?? null;
      const country = query.country ?? (query.state ? 'IN' : (region?.country ?? null));
      const landHa = query.landHa ?? user.areaOfLand;
      const schemes = findSchemes({ country, state, landHa, crop, all: query.all === 'true', language: requestLanguage(request) });
      return {
        filter: {
          country,
          state,
          stateName: knowledge().catalogue.regions.states.find((entry) => entry.code === state)?.[requestLanguage(request)] ?? null,
          landHa,
          crop: crop?.id ?? null,
        },
        schemes,
      };
    },
  );
};

export default schemeRoutes;
