import type { FastifyPluginAsync } from 'fastify';
import newsRefreshJob from './job';
import newsRoutes from './routes';

/** The news endpoint and the job that fills its table. */
const newsModule: FastifyPluginAsync = async (app) => {
  await app.register(newsRefreshJob);
  await app.register(newsRoutes);
};

export default newsModule;

/** The capped, time-limited HTTP GET the feeds are read with; the weather module reads Open-Meteo through it too. */
export { fetchFeed as fetchCapped, FeedFetchError } from './fetch-feed';

/** The feeds read when NEWS_FEEDS is unset (config.ts). */
export { defaultNewsFeeds } from './data/default-feeds';
