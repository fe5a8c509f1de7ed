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
 * How long one process may answer a session from memory before asking the database again (ADR 0013). Every change
 * that ends a session or edits a farmer's row is broadcast to every instance, which drop the entries it touches at
 * once (ADR 0041); the limit bounds what a change made outside the app (by hand in SQL) can leave behind.
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
      /** Drops the farmer's cached sessions on every instance after a change to their row. */
      forgetUser(userId: string): Promise<void>;
      /** The signed-in farmer the request's session cookie names, or null; unlike `authenticate`, never answers 401. */
      farmerOf(request: FastifyRequest): Promise<UserRow | null>;
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
     * tokenHash -> the signed-in farmer, answered from memory until `cachedUntil`. Logout, a replaced session and a
     * profile save are broadcast on the database's 'farmsight_sessions' channel, and every instance (this one too)
     * drops the entries they touch. An entry answers only once the channel has caught up with every change committed
     * before the request came, so another instance's logout or profile save counts from its commit (ADR 0041).
     */
    const cache = new Map<string, { user: UserRow; expiresAt: number; cachedUntil: number }>();
    /** Counts the broadcasts heard: a lookup that overlapped one may have read a row the broadcast ended, so it is not kept. */
    let broadcastsHeard = 0;
    const changes = await app.openDatabaseChannel('farmsight_sessions', {
      onMessage(payload) {
        broadcastsHeard += 1;
        const [kind, id] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
        if (kind === 'session') cache.delete(id);
        else if (kind === 'user') for (const [tokenHash, entry] of cache) if (entry.user.id === id) cache.delete(tokenHash);
      },
      onGap() {
        broadcastsHeard += 1;
        cache.clear();
      },
    });
    const sessionEnded = (tokenHash: string) => changes.publish(`session:${tokenHash}`);

    function remember(tokenHash: string, user: UserRow, expiresAt: Date) {
      if (cache.size >= SESSION_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
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
      await app.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      await sessionEnded(tokenHash);
    }

    app.decorate('sessions', {
      async start(request: FastifyRequest, reply: FastifyReply, userId: string, db: Database = app.db) {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
        const previous = request.cookies[SESSION_COOKIE];
        const previousHash = previous ? hashToken(previous) : undefined;
        await db.transaction(async (tx) => {
          if (previousHash) await tx.delete(sessions).where(eq(sessions.tokenHash, previousHash));
          await tx.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
          await tx.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
        });
        // Told before the caller's transaction (sign-up) commits: an instance that looks the old session up in between
        // still finds it in the database and keeps it, at most until SESSION_CACHE_MS; a sign-up has no old session.
        if (previousHash) await sessionEnded(previousHash);
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
      forgetUser: (userId: string) => changes.publish(`user:${userId}`),
      farmerOf,
    });

    app.jobs.add({
      name: 'expired-sessions-cleanup',
      intervalMs: CLEANUP_INTERVAL_MS,
      run: () => app.db.delete(sessions).where(lt(sessions.expiresAt, new Date())),
    });

    /** The farmer whose session cookie the request carries, or null (no cookie, an unknown or expired session). */
    async function farmerOf(request: FastifyRequest): Promise<UserRow | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const tokenHash = hashToken(token);
      // Only an entry that every change committed before this request has had the chance to drop.
      const user = cache.has(tokenHash) && (await changes.caughtUp()) ? cached(tokenHash) : undefined;
      if (user) return user;
      const heardBefore = broadcastsHeard;
      const [row] = await app.db
        .select({ user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!row) return null;
      if (broadcastsHeard === heardBefore) remember(tokenHash, row.user, row.expiresAt);
      return row.user;
    }

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      forbidCaching(reply);
      request.user = await farmerOf(request);
      if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    });
  },
  { name: 'session', dependencies: ['security', 'database', 'jobs'] },
);
