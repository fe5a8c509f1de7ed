import { createHash, randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@farmsight/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { CLEANUP_INTERVAL_MS } from './jobs';
import { isSecureRequest, issueCsrfToken } from './security';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long one process may answer a session from memory before asking the database again (ADR 0013). Only on
 * embedded PGlite, where this process is the only one that can end a session; on PostgreSQL another instance may end
 * it at any moment, so every request asks the database (ADR 0028).
 */
export const SESSION_CACHE_MS = 5000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in farmer; sets request.user or answers 401, never to be cached. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    sessions: {
      /** Inside `db` when given (a caller's transaction), so the session commits with the caller's writes. */
      start(request: FastifyRequest, reply: FastifyReply, userId: string, db?: Database): Promise<void>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Drops the farmer's cached sessions after a change to their row. */
      forgetUser(userId: string): void;
    };
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An answer that depends on the session must not be kept by the browser or any cache on the way (ADR 0027). */
function forbidCaching(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/** Opaque cookie tokens; the database keeps only their SHA-256 and the expiry. */
export default fp(
  async function session(app: FastifyInstance) {
    app.decorateRequest('user', null);

    function cookieOptions(request: FastifyRequest) {
      return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecureRequest(request) };
    }

    /**
     * tokenHash -> the signed-in farmer, answered from memory until `cachedUntil`; logout and profile saves drop entries.
     * Empty on PostgreSQL (capacity 0), where another instance may end a session at any moment (ADR 0028).
     */
    const cache = new Map<string, { user: UserRow; expiresAt: number; cachedUntil: number }>();
    const cacheCapacity = app.databaseKind === 'pglite' ? SESSION_CACHE_MAX_ENTRIES : 0;

    function remember(tokenHash: string, user: UserRow, expiresAt: Date) {
      if (cacheCapacity === 0) return;
      if (cache.size >= cacheCapacity) cache.delete(cache.keys().next().value!);
      cache.set(tokenHash, { user, expiresAt: expiresAt.getTime(), cachedUntil: Date.now() + SESSION_CACHE_MS });
    }

    function cached(tokenHash: string): UserRow | undefined {
      const entry = cache.get(tokenHash);
      if (!entry) return undefined;
      const now = Date.now();
      if (entry.cachedUntil > now && entry.expiresAt > now) return entry.user;
      cache.delete(tokenHash);
      return undefined;
    }

    async function deleteCurrent(request: FastifyRequest) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const tokenHash = hashToken(token);
      cache.delete(tokenHash);
      await app.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    }

    app.decorate('sessions', {
      async start(request: FastifyRequest, reply: FastifyReply, userId: string, db: Database = app.db) {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
        await db.transaction(async (tx) => {
          const previous = request.cookies[SESSION_COOKIE];
          if (previous) {
            const previousHash = hashToken(previous);
            cache.delete(previousHash);
            await tx.delete(sessions).where(eq(sessions.tokenHash, previousHash));
          }
          await tx.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
          await tx.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
        });
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
        // A new XSRF token with the new session: one read before sign-in is worth nothing after it.
        issueCsrfToken(request, reply);
        forbidCaching(reply);
      },
      async end(request: FastifyRequest, reply: FastifyReply) {
        await deleteCurrent(request);
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
        forbidCaching(reply);
      },
      forgetUser(userId: string) {
        for (const [tokenHash, entry] of cache) if (entry.user.id === userId) cache.delete(tokenHash);
      },
    });

    app.jobs.add({
      name: 'expired-sessions-cleanup',
      intervalMs: CLEANUP_INTERVAL_MS,
      run: () => app.db.delete(sessions).where(lt(sessions.expiresAt, new Date())),
    });

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      forbidCaching(reply);
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const tokenHash = hashToken(token);
        const user = cached(tokenHash);
        if (user) {
          request.user = user;
          return;
        }
        const [row] = await app.db
          .select({ user: users, expiresAt: sessions.expiresAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
          .limit(1);
        if (row) {
          remember(tokenHash, row.user, row.expiresAt);
          request.user = row.user;
          return;
        }
      }
      throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    });
  },
  { name: 'session', dependencies: ['security', 'database', 'jobs'] },
);
