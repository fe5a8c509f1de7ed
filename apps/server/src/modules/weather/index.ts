import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import weatherRoutes from './routes';
import { WeatherStore } from './weather-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open-Meteo weather per 0.1° cell, cached in the database (modules/weather). */
    weather: WeatherStore;
  }
}

/** The weather module's public face: the cached store other modules read, and GET /api/weather. */
export { cellOf, cellOfUser, WeatherStore, type Cached, type Cell, type WeatherKind } from './weather-store';
export { forecastWeek, weatherAnswer, weatherAnswerFor, type WeekDay } from './week';
export { FORECAST_PAST_DAYS, openMeteoSource, type Climate, type FloodForecast, type FloodHistory, type Forecast, type SoilMoistureLayer } from './open-meteo';

export const weatherStorePlugin = fp(
  async function weatherStore(app: FastifyInstance) {
    app.decorate('weather', new WeatherStore(app.db, app.config.weather, app.log));
  },
  { name: 'weather-store', dependencies: ['database'] },
);

export default weatherRoutes;
