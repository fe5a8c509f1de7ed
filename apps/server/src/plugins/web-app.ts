import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the built web app; any non-API GET that matches no file gets index.html so deep links work. */
export default fp(
  async function webApp(app: FastifyInstance) {
    const root = app.config.webDistDir ? resolve(app.config.webDistDir) : undefined;
    const hasWebApp = root !== undefined && existsSync(join(root, 'index.html'));
    if (root && !hasWebApp) app.log.warn({ root }, 'web app not built: serving the API only');

    if (hasWebApp) {
      // gzip/brotli for the page and its scripts (farmers are often on slow mobile links).
      await app.register(compress, { threshold: 1024 });
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: 'index.html',
        setHeaders(reply, filePath) {
          reply.header('Cache-Control', filePath.startsWith(join(root, 'assets')) ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
      if (hasWebApp && wantsPage) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return sendError(reply, 404, 'NOT_FOUND', `No route for ${request.method} ${path}.`);
    });
  },
  { name: 'web-app', dependencies: ['config'] },
);
