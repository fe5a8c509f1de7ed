import { newsPaths, newsResponseSchema } from '@farmsight/contracts';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NewsPageCache } from './page-cache';

/** How long another instance's refresh may take to show here. */
const PAGE_CACHE_MS = 30_000;

/** Reads only the database (through a short cache), so it answers while every feed is down. */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new NewsPageCache(app.db, PAGE_CACHE_MS);
  // The cache holds the body already serialised through the response schema, which stays here for the API docs;
  // Fastify sends a JSON-typed Buffer as it is, so the route is typed as Fastify's plain routes are.
  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .get(newsPaths.agriculture, { onRequest: app.authenticate, schema: { response: { 200: newsResponseSchema } } }, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(await cache.body()),
    );
};

export default newsRoutes;
