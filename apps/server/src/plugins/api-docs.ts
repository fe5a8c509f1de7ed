import { CSRF_HEADER, SESSION_COOKIE } from '@farmsight/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** OpenAPI 3 from the routes' zod schemas: the document at /api/openapi.json and a browsable UI at /api/docs. */
export default fp(
  async function apiDocs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'FarmSight API',
          version: '1.0.0',
          description:
            `Errors are always {"error": {"code", "message", "fields?"}}. Workspace routes need the ${SESSION_COOKIE} cookie ` +
            `(set by signup/login); every POST needs the ${CSRF_HEADER} header equal to the XSRF-TOKEN cookie.`,
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
            csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { docExpansion: 'list' } });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-docs', dependencies: ['config'] },
);
