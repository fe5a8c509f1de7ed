import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';

/** A database that has not answered `select 1` by then counts as unreachable. */
export const HEALTH_DATABASE_TIMEOUT_MS = 3000;

async function databaseAnswers(query: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([query.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers (ADR 0028). /health: this instance can reach its database. /ready: it also takes new work; it
 * answers 503 from the moment it starts to drain on SIGTERM, so the balancer moves traffic away before it closes.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  async function checkDatabase() {
    if (!(await databaseAnswers(app.db.execute(sql`select 1`)))) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'This instance cannot reach its database.');
    }
  }

  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    await checkDatabase();
    return { status: 'ok' as const };
  });

  app.get('/ready', { schema: { response: { 200: z.object({ status: z.literal('ready') }) } } }, async () => {
    if (app.isDraining()) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'This instance is shutting down.');
    await checkDatabase();
    return { status: 'ready' as const };
  });
};

export default healthRoutes;
