import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newsSources, refreshNews } from './refresh';

/**
 * Refreshes the news once the server listens, then every NEWS_REFRESH_MINUTES (the next run is planned when the
 * last one ends, so runs never overlap). On close it aborts in-flight fetches and waits for the run to end before
 * the database closes. Nothing runs under app.inject, so tests leak no timers.
 */
export default fp(
  async function newsRefreshJob(app: FastifyInstance) {
    const { news } = app.config;
    const shutdown = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();

    function run() {
      running = refreshNews(app.db, news, app.log, { signal: shutdown.signal })
        .then(
          () => undefined,
          (err: unknown) => app.log.error({ err }, 'news refresh failed'),
        )
        .finally(() => {
          if (news.refreshMinutes > 0 && !shutdown.signal.aborted) timer = setTimeout(run, news.refreshMinutes * 60_000);
        });
    }

    app.addHook('onListen', async () => {
      if (newsSources(news).length === 0) {
        app.log.info('news: no feeds configured (NEWS_FEEDS is empty), nothing to refresh');
        return;
      }
      run();
    });

    app.addHook('onClose', async () => {
      shutdown.abort();
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'news-refresh-job', dependencies: ['database'] },
);
