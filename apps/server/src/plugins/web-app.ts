import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, languages, type Language } from '@farmsight/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
    // Each screen's chunks, which the build lists (ADR 0056), linked on its page so that they download with the entry.
    const preloadsFile = root ? join(root, 'route-preloads.json') : '';
    const routePreloads: Record<string, string[]> = hasWebApp && existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, 'utf8')) : {};
    const pageWithPreloads = new Map<string, string>();
    const pageFor = (language: Language, path: string) => {
      const files = Object.hasOwn(routePreloads, path) ? routePreloads[path]! : [];
      const key = `${language} ${files.length ? path : ''}`;
      if (!pageWithPreloads.has(key)) {
        const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
        pageWithPreloads.set(key, pageIn[language].replace('</head>', `${links}</head>`));
      }
      return pageWithPreloads.get(key)!;
    };
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      const language = languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
      const path = request.url.split('?')[0] ?? '/';
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language').send(pageFor(language, path));
    };

    if (hasWebApp) {
      // gzip/brotli for the page and its scripts (farmers are often on slow mobile links).
      await app.register(compress, { threshold: 1024 });
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false, // the page itself goes through sendPage, for its language
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
  { name: 'web-app', dependencies: ['config'] },
);
