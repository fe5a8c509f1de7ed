import { createHash, randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@farmsight/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { isSecureRequest } from './security';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in farmer; sets request.user or answers 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    sessions: {
      start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque cookie tokens; the database keeps only their SHA-256 and the expiry. */
export default fp(
  async function session(app: FastifyInstance) {
    app.decorateRequest('user', null);

    function cookieOptions(request: FastifyRequest) {
      return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecureRequest(request) };
    }

    async function deleteCurrent(request: FastifyRequest) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    }

    app.decorate('sessions', {
      async start(request: FastifyRequest, reply: FastifyReply, userId: string) {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
        await app.db.transaction(async (tx) => {
          const previous = request.cookies[SESSION_COOKIE];
          if (previous) await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
          await tx.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
          await tx.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
        });
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
      },
      async end(request: FastifyRequest, reply: FastifyReply) {
        await deleteCurrent(request);
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      },
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const [row] = await app.db
          .select({ user: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
          .limit(1);
        if (row) {
          request.user = row.user;
          return;
        }
      }
      throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    });
  },
  { name: 'session', dependencies: ['security', 'database'] },
);
