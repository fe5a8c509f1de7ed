import {
  landUnitsResponseSchema,
  nearestPlaceQuerySchema,
  nearestPlaceResponseSchema,
  placePaths,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
} from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPlaces, landUnitsAt, placeNear } from '../../knowledge';
import { requestLanguage } from '../../lib/request-language';

const MAX_PLACES = 8;

/**
 * Offline place search over the bundled GeoNames gazetteer, for the profile map: GET /api/places?q= by name, and
 * GET /api/places/nearest for a point. Public, like the map tiles: they reveal nothing of any farmer; the limit keeps a
 * loop from spending the CPU (a few milliseconds a call).
 */
const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    placePaths.search,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { querystring: placeSearchQuerySchema, response: { 200: placeSearchResponseSchema } },
    },
    async (request) => ({ places: findPlaces(request.query.q, MAX_PLACES, requestLanguage(request)) }),
  );
  app.get(
    placePaths.nearest,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { querystring: nearestPlaceQuerySchema, response: { 200: nearestPlaceResponseSchema } },
    },
    async (request) => ({ place: placeNear(request.query.latitude, request.query.longitude, requestLanguage(request)) }),
  );
  app.get(
    placePaths.landUnits,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { querystring: nearestPlaceQuerySchema, response: { 200: landUnitsResponseSchema } },
    },
    async (request) => ({ units: landUnitsAt([request.query.latitude, request.query.longitude]) }),
  );
};

export default placeRoutes;
