import { weatherPaths, weatherResponseSchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORECAST_PAST_DAYS, openMeteoSource } from './open-meteo';
import { cellOfUser } from './weather-store';

/** The past week shown beside the forecast. */
const PAST_DAYS_SHOWN = 7;

const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(weatherPaths.forecast, { onRequest: app.authenticate, schema: { response: { 200: weatherResponseSchema } } }, async (request) => {
    const cell = cellOfUser(request.user!);
    const { value, fetchedAt } = await app.weather.get('forecast', cell);
    return {
      location: { latitude: value.latitude, longitude: value.longitude },
      fetchedAt: fetchedAt.toISOString(),
      source: openMeteoSource,
      // A forecast cached before humidity and wind were asked for has neither.
      days: value.days.slice(FORECAST_PAST_DAYS - PAST_DAYS_SHOWN).map((day) => ({ ...day, rhMin: day.rhMin ?? null, windSpeedMax: day.windSpeedMax ?? null })),
    };
  });
};

export default weatherRoutes;
