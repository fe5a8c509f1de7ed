import { publicConfigSchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
    contactEmail: app.config.contactEmail,
    map: app.config.map,
  }));
};

export default publicConfigRoutes;
