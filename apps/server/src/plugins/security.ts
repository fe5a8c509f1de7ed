import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_COOKIE, CSRF_HEADER } from '@farmsight/contracts';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * Helmet's headers with the app's CSP, as name/value pairs. Helmet only knows how to set them on a response, so its
 * middleware is run once against a recorder; nothing in these options depends on the request. The list is built once
 * (ADR 0023: rebuilding helmet per request halved a small route's throughput) and also sent on the errors that Node's
 * HTTP parser and Fastify's router answer before any hook runs (ADR 0027).
 */
export function securityHeaders(tileUrl: string): ReadonlyArray<readonly [string, string]> {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map's tile host, and blob: for the leaf photo's preview; no other host (a publisher's news thumbnail
        // does not load, and the news card hides it).
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(tileUrl)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // The same answer as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    xFrameOptions: { action: 'deny' },
    // The map's tiles are cross-origin images; COEP would block them.
    crossOriginEmbedderPolicy: false,
  });
  const headers: Array<readonly [string, string]> = [];
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: () => {} };
  setSecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** The security headers on every response of `app`. */
export function addSecurityHeaders(app: FastifyInstance, tileUrl: string) {
  const headers = securityHeaders(tileUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The 429 of every rate limit; `ttlMs` is how long until the limit's window ends. */
export function tooManyRequests(ttlMs: number): HttpError {
  return new HttpError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${Math.ceil(ttlMs / 1000)} seconds.`);
}

/** Sets a fresh XSRF token cookie on the reply (readable by scripts, which echo it in the X-XSRF-TOKEN header). */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply) {
  reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    secure: isSecureRequest(request),
    httpOnly: false,
  });
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
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
    });
    app.jobs.add({ name: 'rate-limit-cleanup', intervalMs: CLEANUP_INTERVAL_MS, run: () => deleteEndedRateLimitWindows(app.db) });

    app.addHook('onRequest', async (request, reply) => {
      // A request that arrives without the cookie cannot have echoed it.
      const cookieToken = request.cookies[CSRF_COOKIE] ?? '';
      if (!cookieToken) issueCsrfToken(request, reply);
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
