import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, TestClient } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

// The session is checked before the body is read: a signed-out request with a bad body still gets 401.
const workspaceRoutes: [method: 'GET' | 'POST' | 'PATCH', url: string][] = [
  ['GET', '/api/auth/user-info'],
  ['POST', '/api/auth/update-profile'],
  ['GET', '/api/auth/getcrop'],
  ['POST', '/api/growth/submit-crop-data'],
  ['POST', '/api/growth/crops/00000000-0000-0000-0000-000000000000/measurements'],
  ['POST', '/api/soil/soil-analysis'],
  ['GET', '/api/pesticides/Corn'],
  ['GET', '/api/news/agriculture'],
  ['POST', '/api/assistant/chat'],
  ['POST', '/api/disease/predict/'],
  ['GET', '/api/weather'],
  ['GET', '/api/irrigation/settings'],
  ['POST', '/api/irrigation/settings'],
  ['GET', '/api/irrigation/schedule'],
  ['GET', '/api/irrigation/events'],
  ['POST', '/api/irrigation/events'],
  ['GET', '/api/water/sources'],
  ['POST', '/api/water/sources'],
  ['PATCH', '/api/water/sources/00000000-0000-0000-0000-000000000000'],
  ['GET', '/api/alerts'],
];

describe('workspace routes without a session', () => {
  it.each(workspaceRoutes)('%s %s answers 401 UNAUTHENTICATED, even with a bad body', async (method, url) => {
    const client = new TestClient(app);
    const response = await client.request(method, url, method !== 'GET' ? { body: { unexpected: ['field'] } } : {});
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });
});
