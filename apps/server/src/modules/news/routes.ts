import { newsPaths, newsResponseSchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NewsPageCache } from './page-cache';

/** How long another instance's refresh may take to show here. */
const PAGE_CACHE_MS = 30_000;

/** Reads only the database (through a short cache), so it answers while every feed is down. */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new NewsPageCache(app.db, PAGE_CACHE_MS);
  app.get(newsPaths.agriculture, { onRequest: app.authenticate, schema: { response: { 200: newsResponseSchema } } }, () => cache.page());
};

export default newsRoutes;
