import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, languages, SERVED_SESSION_ID, type Language, type User } from '@farmsight/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toUser } from '../modules/auth';
import { sendError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** dist/route-preloads.json, written by the web app's build (apps/web/vite.config.ts). */
interface RoutePreloads {
  /** The texts every page starts with, per language. */
  startupTexts: Partial<Record<Language, string[]>>;
  /** Per page: its code's chunks, and its texts' chunks per language. */
  pages: Record<string, { code: string[]; texts: Partial<Record<Language, string[]>> }>;
}

/**
 * The signed-in farmer as GET /api/auth/user-info answers, in a JSON data block the app reads at start (never run: the
 * CSP allows no inline script). `<` is escaped, so no name or place the farmer typed can close the block.
 */
const servedSession = (user: User) => `<script type="application/json" id="${SERVED_SESSION_ID}">${JSON.stringify(user).replace(/</g, '\\u003c')}</script>`;

/**
 * Serves the built web app; any non-API GET that matches no file gets index.html so deep links work. The page's
 * `<html lang>` is the language the browser's Accept-Language asks for, which a first visit follows (the web app reads
 * it before a choice has been made).
 */
export default fp(
  async function webApp(app: FastifyInstance) {
    const root = app.config.webDistDir ? resolve(app.config.webDistDir) : undefined;
    const hasWebApp = root !== undefined && existsSync(join(root, 'index.html'));
    if (root && !hasWebApp) app.log.warn({ root }, 'web app not built: serving the API only');

    // The page once per language, written at start rather than on every request.
    const page = hasWebApp ? readFileSync(join(root, 'index.html'), 'utf8') : '';
    const pageIn = Object.fromEntries(languages.map((language) => [language, page.replace(/<html lang="[^"]*"/, `<html lang="${language}"`)])) as Record<
      Language,
      string
    >;
    // What each page loads before it shows, as the build lists it (ADR 0056): linked on that page, so that it downloads
    // with the entry rather than after it.
    const preloadsFile = root ? join(root, 'route-preloads.json') : '';
    const preloads: RoutePreloads = hasWebApp && existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, 'utf8')) : { startupTexts: {}, pages: {} };
    const pageWithPreloads = new Map<string, string>();
    const pageFor = (language: Language, path: string) => {
      const known = Object.hasOwn(preloads.pages, path) ? preloads.pages[path] : undefined;
      const key = `${language} ${known ? path : ''}`;
      if (!pageWithPreloads.has(key)) {
        const files = new Set([...(preloads.startupTexts[language] ?? []), ...(known?.code ?? []), ...(known?.texts[language] ?? [])]);
        const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
        pageWithPreloads.set(key, pageIn[language].replace('</head>', `${links}</head>`));
      }
      return pageWithPreloads.get(key)!;
    };
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const farmer = await app.sessions.farmerOf(request);
      const user = farmer ? toUser(farmer) : null;
      const language = user?.language ?? languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
      reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Language, Cookie');
      // A signed-out visitor's app asks for the session itself, showing 'Loading...' meanwhile, as the spec has it.
      if (!user) return reply.header('Cache-Control', 'no-cache').send(pageFor(language, path));
      // The signed-in farmer comes with the page, so the app shows its screen without first asking (ADR 0061). The page
      // then holds the farmer's own data: never kept by a cache (the service worker keeps the page without it).
      return reply.header('Cache-Control', 'no-store').send(pageFor(language, path).replace('</head>', `${servedSession(user)}</head>`));
    };

    if (hasWebApp) {
      // gzip/brotli for the page and its scripts (farmers are often on slow mobile links).
      await app.register(compress, { threshold: 1024 });
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false, // the page itself goes through sendPage, for its language
        preCompressed: true, // the build's .br and .gz beside each text file (apps/web/precompress.ts)
        setHeaders(reply, filePath) {
          reply.header('Cache-Control', filePath.startsWith(join(root, 'assets')) ? IMMUTABLE : 'no-cache');
        },
      });
      app.get('/', { schema: { hide: true } }, sendPage);
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
      if (hasWebApp && wantsPage) {
        return sendPage(request, reply);
      }
      return sendError(reply, 404, 'NOT_FOUND', `No route for ${request.method} ${path}.`);
    });
  },
  { name: 'web-app', dependencies: ['config', 'session'] },
);
