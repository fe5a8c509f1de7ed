import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from './lib/http-error';
import { wellFormedJson } from './lib/well-formed-text';
import type { AppConfig } from './config';
import { routeModules } from './modules';
import { weatherStorePlugin } from './modules/weather';
import apiDocs from './plugins/api-docs';
import bodilessReads from './plugins/bodiless-reads';
import configPlugin from './plugins/config';
import database from './plugins/database';
import errorHandler, { answerClientError, sendError } from './plugins/error-handler';
import gracefulClose from './plugins/graceful-close';
import jobs from './plugins/jobs';
import idempotencyCleanup from './plugins/idempotency';
import security, { securityHeaders } from './plugins/security';
import routeTable from './plugins/route-table';
import session from './plugins/session';
import webApp from './plugins/web-app';

export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  // For the answers given before any hook runs; the security plugin sets the same headers on every other response.
  const headers = securityHeaders(config.map.tileUrl);
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'] },
    // The nearest `trustProxyHops` hops are our proxies; what the client wrote further back in X-Forwarded-For is not.
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    bodyLimit: JSON_BODY_LIMIT,
    // Router errors (bad percent-encoding, over-long path parameters) come before the error handler and the hooks.
    frameworkErrors: (error, _request, reply) => {
      for (const [name, value] of headers) reply.header(name, value);
      return error.statusCode === 414
        ? sendError(reply, 414, 'URI_TOO_LONG', 'The address is too long.')
        : sendError(reply, 400, 'VALIDATION_ERROR', 'The address is not valid.');
    },
    clientErrorHandler: answerClientError(headers),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON only (multipart is added by the routes that take files). An empty JSON body, as some clients send on logout, reads as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      // A NUL character is valid JSON but no text column takes it (PostgreSQL refuses it): a 400 naming the field.
      const field = text.includes('\\u0000') ? fieldWithNul(parsed) : undefined;
      if (field !== undefined) return done(new HttpError(400, 'VALIDATION_ERROR', NUL_MESSAGE, { [field]: NUL_MESSAGE }), undefined);
      return done(null, wellFormedJson(text, parsed));
    });
  });

  await app.register(gracefulClose);
  await app.register(routeTable);
  await app.register(bodilessReads, { bodyLimit: JSON_BODY_LIMIT });
  await app.register(configPlugin, { config });
  await app.register(errorHandler);
  await app.register(database);
  await app.register(jobs);
  await app.register(idempotencyCleanup);
  await app.register(security);
  await app.register(session);
  await app.register(apiDocs);
  await app.register(weatherStorePlugin);
  for (const { plugin, prefix } of routeModules) await app.register(plugin, { prefix });
  await app.register(webApp);

  return app;
}

const NUL_MESSAGE = 'Text cannot contain the NUL character.';

/** The dotted path of the first string holding a NUL character ('firstName', 'location.0'), 'body' for the body itself. */
function fieldWithNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = fieldWithNul(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
