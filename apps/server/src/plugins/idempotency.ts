import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredIdempotencyKeys } from '../lib/idempotency';
import { CLEANUP_INTERVAL_MS } from './jobs';

/** The Idempotency-Key answers (ADR 0054) leave the database once no phone can still be replaying them. */
export default fp(
  async function idempotencyCleanup(app: FastifyInstance) {
    app.jobs.add({ name: 'idempotency-keys-cleanup', intervalMs: CLEANUP_INTERVAL_MS, run: () => deleteExpiredIdempotencyKeys(app.db) });
  },
  { name: 'idempotency-cleanup', dependencies: ['database', 'jobs'] },
);
