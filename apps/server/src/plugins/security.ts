import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@farmsight/contracts';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from '../lib/http-error';
import { CLEANUP_INTERVAL_MS } from './jobs';
import { databaseRateLimitStore, deleteEndedRateLimitWindows } from './rate-limit-store';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 'https://{s}.tile.example.org/{z}/{x}/{y}.png' -> 'https://*.tile.example.org' */
export function tileOrigin(tileUrl: string): string {
  const origin = /^https:\/\/[^/]+/.exec(tileUrl.replaceAll('{s}', '*'));
  return origin ? origin[0] : "'none'";
}

export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Helmet's headers with the app's CSP on every response of `app`. The middleware is built once: @fastify/helmet
 * rebuilds it, re-parsing the CSP, on every request, which halved a small route's throughput (ADR 0023).
 */
export function addSecurityHeaders(app: FastifyInstance, tileUrl: string) {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: for news thumbnails hosted by the publishers (images only; see ADR on the news aggregator).
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(tileUrl), 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // The map's tiles are cross-origin images; COEP would block them.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
}

/** Cookies, security headers with a CSP, rate limiting (counted in the database) and double-submit CSRF protection. */
export default fp(
  async function security(app: FastifyInstance) {
    await app.register(cookie);

    addSecurityHeaders(app, app.config.map.tileUrl);

    await app.register(rateLimit, {
      global: false,
      // Counted in the database, so instances sharing it share every limit (ADR 0028).
      store: databaseRateLimitStore(app.db),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    });
    app.jobs.add({ name: 'rate-limit-cleanup', intervalMs: CLEANUP_INTERVAL_MS, run: () => deleteEndedRateLimitWindows(app.db) });

    app.addHook('onRequest', async (request, reply) => {
      let cookieToken = request.cookies[CSRF_COOKIE];
      if (!cookieToken) {
        cookieToken = randomBytes(32).toString('base64url');
        reply.setCookie(CSRF_COOKIE, cookieToken, {
          path: '/',
          sameSite: 'lax',
          secure: isSecureRequest(request),
          httpOnly: false,
        });
        // A request that arrives without the cookie cannot have echoed it.
        cookieToken = '';
      }
      // The matched route, not the raw URL: the router decodes '/%61pi/...' to '/api/...', the raw URL does not.
      const path = request.routeOptions.url ?? request.url;
      if (!UNSAFE_METHODS.has(request.method) || !path.startsWith('/api/')) return;
      const headerToken = request.headers[CSRF_HEADER.toLowerCase()];
      if (typeof headerToken !== 'string' || !cookieToken || !sameToken(headerToken, cookieToken)) {
        throw new HttpError(403, 'CSRF_INVALID', 'Missing or invalid CSRF token. Reload the page and try again.');
      }
    });
  },
  { name: 'security', dependencies: ['config', 'database', 'jobs'] },
);
