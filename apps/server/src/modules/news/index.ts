import type { FastifyPluginAsync } from 'fastify';
import newsRefreshJob from './job';
import newsRoutes from './routes';

/** The news endpoint and the job that fills its table. */
const newsModule: FastifyPluginAsync = async (app) => {
  await app.register(newsRefreshJob);
  await app.register(newsRoutes);
};

export default newsModule;
