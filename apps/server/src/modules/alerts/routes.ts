import { alertPaths, alertsResponseSchema, type Alert } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { cellOfUser, type WeatherKind } from '../weather';
import { coldAlerts, droughtAlerts, floodAlerts, heatAlerts, heavyRainAlerts } from './alerts';

const order: Alert['kind'][] = ['flood', 'heavy-rain', 'drought', 'heat', 'cold'];

/**
 * GET /api/alerts for the farmer's cell. The forecast is required (503 without it); the archive and flood series
 * only add their alerts when they can be had, so a slow archive never hides a heavy-rain warning.
 */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(alertPaths.list, { onRequest: app.authenticate, schema: { response: { 200: alertsResponseSchema } } }, async (request) => {
    const cell = cellOfUser(request.user!);
    const optional = <K extends WeatherKind>(kind: K) =>
      app.weather.get(kind, cell).then(
        (cached) => cached.value,
        () => undefined,
      );
    const [forecast, climate, flood, floodHistory] = await Promise.all([
      app.weather.get('forecast', cell).then((cached) => cached.value),
      optional('climate'),
      optional('flood'),
      optional('flood-history'),
    ]);
    const language = requestLanguage(request);
    const alerts = [
      ...(flood && floodHistory ? floodAlerts(flood, floodHistory, forecast.today, language) : []),
      ...heavyRainAlerts(forecast, language),
      ...(climate ? droughtAlerts(forecast, climate, language) : []),
      ...heatAlerts(forecast, climate, language),
      ...coldAlerts(forecast, language),
    ];
    return { alerts: alerts.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.validFrom.localeCompare(b.validFrom)) };
  });
};

export default alertRoutes;
