import { contactPaths, contactQueryResponseSchema, contactQuerySchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactQueries } from '../../db/schema';

/** POST …/query, mounted where the spec puts it (servicePrefixes.auth, see the module list). */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    contactPaths.query,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: contactQuerySchema, response: { 201: contactQueryResponseSchema } },
    },
    async (request, reply) => {
      await app.db.insert(contactQueries).values(request.body);
      return reply.status(201).send({ message: 'Thank you. Your query has been received.' });
    },
  );
};

export default contactRoutes;
