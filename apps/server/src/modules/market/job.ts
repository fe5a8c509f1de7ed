import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pollIfDue } from './poll';

/** Polls the mandi feed once the server listens, then every MANDI_POLL_MINUTES, on one instance (plugins/jobs.ts). */
export default fp(
  async function mandiPollJob(app: FastifyInstance) {
    const { market } = app.config;
    const { apiKey } = market;
    if (!apiKey) {
      app.log.info('mandi prices: off (DATA_GOV_IN_API_KEY is not set)');
      return;
    }
    app.jobs.add({
      name: 'mandi-poll',
      intervalMs: market.pollMinutes * 60_000,
      run: (signal) => pollIfDue(app.db, { ...market, apiKey }, app.log, { signal }),
    });
  },
  { name: 'mandi-poll-job', dependencies: ['database', 'jobs'] },
);
