import { newsPaths, newsResponseSchema } from '@farmsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listArticles } from './store';

/** Articles one call returns: the newest of what is stored. */
export const NEWS_PAGE_SIZE = 100;

/** Reads only the database, so it answers while every feed is down. */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(newsPaths.agriculture, { preHandler: app.authenticate, schema: { response: { 200: newsResponseSchema } } }, async () => ({
    status: 'success' as const,
    articles: await listArticles(app.db, NEWS_PAGE_SIZE),
  }));
};

export default newsRoutes;
