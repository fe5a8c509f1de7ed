import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER, idempotencyKeyPattern } from '@farmsight/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from './http-error';
import { idempotentRequests } from './idempotency-schema';

interface Answer {
  status: number;
  body: unknown;
}

/**
 * How long a key's answer is kept: longer than a phone's queue waits offline in practice (lib/outbox.ts keeps entries
 * until they are sent), so a replay after weeks away still gets its first answer.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** Drops the answers of keys older than IDEMPOTENCY_KEY_TTL_MS; the jobs plugin runs it hourly (plugins/idempotency.ts). */
export async function deleteExpiredIdempotencyKeys(db: Database, now = new Date()): Promise<void> {
  await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}

const headerName = IDEMPOTENCY_HEADER.toLowerCase();
const KEY_MESSAGE = `${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits, '-' or '_'.`;
const REUSED_MESSAGE = `This ${IDEMPOTENCY_HEADER} was already used for a different request.`;

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[headerName];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !idempotencyKeyPattern.test(value))
    throw new HttpError(400, 'VALIDATION_ERROR', KEY_MESSAGE, { [IDEMPOTENCY_HEADER]: KEY_MESSAGE });
  return value;
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params, request.body]))
    .digest('hex');

/**
 * Saves through `save` once per Idempotency-Key (ADR 0054): the key's row and the entry commit in one transaction, so
 * a replay (the phone never heard the first answer) gets the first answer again, marked by IDEMPOTENT_REPLAY_HEADER,
 * and the same key with another request gets 409 CONFLICT. A failed save stores nothing, so the client may fix the
 * entry and send it again. Without the header it simply saves. `save` writes only through the database it is given.
 */
export async function sendOnce(request: FastifyRequest, reply: FastifyReply, db: Database, userId: string, save: (db: Database) => Promise<Answer>) {
  const key = keyOf(request);
  if (key === undefined) {
    const answer = await save(db);
    return reply.status(answer.status).send(answer.body);
  }
  const fingerprint = fingerprintOf(request);
  // Claiming the key first: a concurrent request with it waits on the row until this one commits or rolls back.
  const saved = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotentRequests)
      .values({ userId, key, fingerprint, status: 0 })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (!claimed) return undefined;
    const answer = await save(tx);
    await tx
      .update(idempotentRequests)
      .set({ status: answer.status, response: answer.body })
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    return answer;
  });
  if (saved) return reply.status(saved.status).send(saved.body);

  const [first] = await db
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  if (!first || first.fingerprint !== fingerprint) throw new HttpError(409, 'CONFLICT', REUSED_MESSAGE, { [IDEMPOTENCY_HEADER]: REUSED_MESSAGE });
  return reply.header(IDEMPOTENT_REPLAY_HEADER, 'true').status(first.status).send(first.response);
}
