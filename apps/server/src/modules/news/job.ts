import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newsSources, refreshNews } from './refresh';

/** Refreshes the news once the server listens, then every NEWS_REFRESH_MINUTES, on one instance (plugins/jobs.ts). */
export default fp(
  async function newsRefreshJob(app: FastifyInstance) {
    const { news } = app.config;
    if (newsSources(news).length === 0) {
      app.log.debug('news: no feeds configured (NEWS_FEEDS is empty), nothing to refresh');
      return;
    }
    app.jobs.add({
      name: 'news-refresh',
      intervalMs: news.refreshMinutes * 60_000,
      run: (signal) => refreshNews(app.db, news, app.log, { signal }),
    });
  },
  { name: 'news-refresh-job', dependencies: ['database', 'jobs'] },
);
