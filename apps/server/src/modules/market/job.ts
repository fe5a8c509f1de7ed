import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pollIfDue } from './poll';

/** How often the job looks whether a poll is due: a failed poll is tried again within this, not a day later. */
const CHECK_MINUTES = 60;

/**
 * Polls the mandi feed once the server listens, then every MANDI_POLL_MINUTES, on one instance (plugins/jobs.ts). The
 * job wakes every CHECK_MINUTES (or the poll interval, if shorter) and polls only when due (pollIfDue).
 */
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
      intervalMs: Math.min(market.pollMinutes, CHECK_MINUTES) * 60_000,
      run: async (signal) => {
        try {
          await pollIfDue(app.db, { ...market, apiKey }, app.log, { signal });
        } catch (error) {
          if (!signal.aborted) throw error; // a poll cut short by shutdown is not a failure
        }
      },
    });
  },
  { name: 'mandi-poll-job', dependencies: ['database', 'jobs'] },
);
