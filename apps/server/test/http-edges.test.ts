import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, profile, signUp, TestClient, uniqueEmail } from './helpers';

const TILE_URL = 'https://{s}.tiles.example-maps.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; Example Maps contributors';
const CONTACT_EMAIL = 'support@farmsight.example';

let app: FastifyInstance;
let client: TestClient;
beforeAll(async () => {
  app = await createTestApp({ MAP_TILE_URL: TILE_URL, MAP_TILE_ATTRIBUTION: ATTRIBUTION, CONTACT_EMAIL });
  client = new TestClient(app);
  await client.ensureCsrf();
});
afterAll(async () => {
  await app?.close();
});

function expectJsonError(response: Awaited<ReturnType<TestClient['get']>>, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const error = errorOf(response);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  expect(Object.keys(response.json())).toEqual(['error']);
}

describe('request bodies', () => {
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await client.request('POST', '/api/auth/login', { payload: '{"email": "a@b.c", ', contentType: 'application/json' });
    expectJsonError(response, 400, 'INVALID_JSON');
    expect(errorOf(response).message).toBe('The request body is not valid JSON.');
  });

  it('refuses prototype poisoning with 400 JSON', async () => {
    const response = await client.request('POST', '/api/auth/login', {
      payload: '{"email": "a@b.co", "password": "x", "__proto__": {"isAdmin": true}}',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(['INVALID_JSON', 'VALIDATION_ERROR']).toContain(errorOf(response).code);
  });

  it('answers a body with no content type with 415', async () => {
    const response = await client.request('POST', '/api/auth/login', { payload: '{"email":"a@b.co","password":"x"}' });
    expectJsonError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const body = JSON.stringify({ fname: 'a', lname: 'b', email: uniqueEmail(), message: 'x'.repeat(1024 * 1024) });
    const response = await client.request('POST', '/api/auth/query', { payload: body, contentType: 'application/json' });
    expectJsonError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(errorOf(response).message).toBe('The request body is too large.');
  });

  it('accepts a body just under 1 MB as far as the parser goes', async () => {
    // Parsed fine, then refused by the schema (message at most 5000 characters): 400, not 413.
    const body = JSON.stringify({ fname: 'a', lname: 'b', email: uniqueEmail(), message: 'x'.repeat(1000 * 1000) });
    const response = await client.request('POST', '/api/auth/query', { payload: body, contentType: 'application/json' });
    expectJsonError(response, 400, 'VALIDATION_ERROR');
    expect(errorOf(response).fields).toEqual({ message: 'Message is at most 5000 characters.' });
  });

  it('answers text/plain with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await client.request('POST', '/api/auth/login', { payload: 'email=a@b.c', contentType: 'text/plain' });
    expectJsonError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const form = await client.request('POST', '/api/auth/login', { payload: 'email=a%40b.c', contentType: 'application/x-www-form-urlencoded' });
    expectJsonError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts application/json with a charset', async () => {
    const response = await client.request('POST', '/api/auth/login', {
      payload: JSON.stringify({ email: uniqueEmail(), password: 'whatever1' }),
      contentType: 'application/json; charset=utf-8',
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers a text with a NUL character with 400 naming the field, where the database would refuse it', async () => {
    const farmer = new TestClient(app);
    await signUp(farmer);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/auth/update-profile', profile({ firstName: 'Asha\u0000' }), 'firstName'],
      ['/api/assistant/chat', { userMessage: '\u0000\u0001\u001f' }, 'userMessage'],
      ['/api/water/sources', { name: 'Tank\u0000', kind: 'tank', capacityLitres: 10, currentLitres: 1 }, 'name'],
      ['/api/auth/update-profile', profile({ location: [18.5, 73.8], extra: { deeper: ['x\u0000'] } }), 'extra.deeper.0'],
    ];
    for (const [url, body, field] of cases) {
      const response = await farmer.post(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Text cannot contain the NUL character.',
        fields: { [field]: 'Text cannot contain the NUL character.' },
      });
    }
    // An escaped backslash before "u0000" is ordinary text.
    expect((await farmer.post('/api/auth/update-profile', profile({ firstName: 'Asha\\u0000' }))).statusCode).toBe(200);
  });

  it('stores a lone surrogate as U+FFFD instead of failing, and keeps a surrogate pair whole', async () => {
    const farmer = new TestClient(app);
    await signUp(farmer);
    const chat = await farmer.post('/api/assistant/chat', { userMessage: '\ud800' });
    expect(chat.statusCode, chat.body).toBe(200);
    const saved = await farmer.post('/api/auth/update-profile', profile({ firstName: 'Asha\udfff', lastName: 'Patil \ud83c\udf3e\ud83c' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Asha\ufffd', lastName: 'Patil \ud83c\udf3e\ufffd' });
  });

  it('answers a JSON value that is not an object with 400', async () => {
    for (const payload of ['null', '"text"', '[1,2]', '42']) {
      const response = await client.request('POST', '/api/auth/login', { payload, contentType: 'application/json' });
      expectJsonError(response, 400, 'VALIDATION_ERROR');
    }
  });
});

describe('routes', () => {
  it('answers an unknown /api route with 404 NOT_FOUND JSON', async () => {
    const response = await client.get('/api/does-not-exist');
    expectJsonError(response, 404, 'NOT_FOUND');
    expect(errorOf(response).message).toBe('No route for GET /api/does-not-exist.');
    const post = await client.post('/api/auth/nothing-here', {});
    expectJsonError(post, 404, 'NOT_FOUND');
  });

  it('answers a page path with 404 JSON when no web app is built', async () => {
    expectJsonError(await client.get('/dashboard'), 404, 'NOT_FOUND');
  });

  it('answers an over-long path parameter with 414 URI_TOO_LONG JSON', async () => {
    const response = await client.get(`/api/pesticides/${'a'.repeat(500)}`);
    expectJsonError(response, 414, 'URI_TOO_LONG');
  });

  it('answers a path with broken percent-encoding with 400 JSON', async () => {
    const response = await client.get('/api/pesticides/%E0%A4%A');
    expectJsonError(response, 400, 'VALIDATION_ERROR');
  });

  it('GET /api/health answers 200 {status: ok}', async () => {
    const response = await client.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/config answers the public settings from the environment', async () => {
    const response = await client.get('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ contactEmail: CONTACT_EMAIL, map: { tileUrl: TILE_URL, attribution: ATTRIBUTION } });
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the configured tile host, and nosniff', async () => {
    const response = await client.get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split(';')).toContain("img-src 'self' data: blob: https://*.tiles.example-maps.org");
    expect(csp).not.toContain('tile.openstreetmap.org');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the headers on errors too', async () => {
    const response = await client.get('/api/does-not-exist');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});

describe('internal errors', () => {
  it('answers a thrown error with 500 INTERNAL_ERROR and leaks neither the stack nor the thrown text', async () => {
    const secret = 'connection to db-internal.local:5432 refused for user admin';
    const boomApp = await createTestApp({}, (instance) => {
      instance.get('/api/test-boom', async () => {
        throw new Error(secret);
      });
      instance.post('/api/test-boom', async () => {
        throw Object.assign(new TypeError(secret), { code: 'ECONNREFUSED' });
      });
    });
    try {
      const boomClient = new TestClient(boomApp);
      for (const response of [await boomClient.get('/api/test-boom'), await boomClient.post('/api/test-boom', {})]) {
        expect(response.statusCode).toBe(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again later.' },
        });
        expect(response.body).not.toContain('stack');
        expect(response.body).not.toContain(secret);
        expect(response.body).not.toContain('ECONNREFUSED');
        expect(response.body).not.toMatch(/at .*\.ts:\d+/);
      }
    } finally {
      await boomApp.close();
    }
  });
});
