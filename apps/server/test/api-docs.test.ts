import { describe, expect, it } from 'vitest';
import { API_DOCS_PATH, OPENAPI_PATH } from '../src/plugins/api-docs';
import { useTestApp } from './helpers';

const context = useTestApp();

/** '/api/pesticides/:crop/' -> '/api/pesticides/{crop}' */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

describe('API documentation', () => {
  it('serves an OpenAPI 3 document that lists every registered API route with its method', async () => {
    const response = await context.app.inject(OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${openApiPath(path)}`)),
    );
    const apiRoutes = context.app.routeTable.filter(({ url }) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH) && url !== OPENAPI_PATH);
    expect(apiRoutes.length).toBeGreaterThanOrEqual(17);
    for (const { method, url } of apiRoutes) expect(documented, `${method} ${url}`).toContain(`${method} ${openApiPath(url)}`);
  });

  it('describes request bodies from the zod schemas', async () => {
    const document = (await context.app.inject(OPENAPI_PATH)).json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(document.paths['/api/auth/signup']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['email', 'password'] } } },
    });
  });

  it('serves the browsable docs at /api/docs', async () => {
    const response = await context.app.inject(API_DOCS_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Swagger UI');
  });
});
