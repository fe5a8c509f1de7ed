import { describe, expect, it } from 'vitest';
import { errorOf, signUp, TestClient, type TestResponse, uniqueEmail, useTestApp } from '../test/helpers';
import { apiRoutes, concreteUrl, describeRoute, isPublic, UNSAFE_METHODS } from './route-table';

// Every check here is driven by the server's registered route table, so a route added later is checked too.
const context = useTestApp();
let address = 0;
/** A fresh client address per request keeps the per-IP rate limits out of these checks. */
const client = () => new TestClient(context.app, { remoteAddress: `10.7.${Math.floor(++address / 250)}.${address % 250}` });

async function signedInClient() {
  const farmer = client();
  await signUp(farmer);
  return farmer;
}

function expectJsonError(response: TestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const error = errorOf(response);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  if (code) expect(error.code).toBe(code);
}

describe('route table', () => {
  it('has the routes this suite knows how to reach', () => {
    const routes = apiRoutes(context.app).map(describeRoute);
    expect(routes).toEqual(expect.arrayContaining(['POST /api/auth/signup', 'GET /api/pesticides/:crop', 'POST /api/disease/predict/']));
    expect(routes.length).toBeGreaterThanOrEqual(17);
  });

  it('every private route answers 401 without a session, whatever the body', async () => {
    const privateRoutes = apiRoutes(context.app).filter((route) => !isPublic(route));
    expect(privateRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of privateRoutes) {
      const response = await client().request(
        route.method,
        concreteUrl(route.url),
        UNSAFE_METHODS.has(route.method) ? { body: { unexpected: ['field'] } } : {},
      );
      expectJsonError(response, 401, 'UNAUTHENTICATED');
    }
  });

  it('every unsafe route answers 403 without the XSRF header or with a wrong one, signed in or not', async () => {
    const farmer = await signedInClient();
    const unsafeRoutes = apiRoutes(context.app).filter((route) => UNSAFE_METHODS.has(route.method));
    for (const route of unsafeRoutes) {
      for (const caller of [client(), farmer]) {
        for (const csrf of ['omit', 'wrong'] as const) {
          const response = await caller.request(route.method, concreteUrl(route.url), { body: {}, csrf });
          expect(response.statusCode, `${describeRoute(route)} csrf=${csrf}`).toBe(403);
          expectJsonError(response, 403, 'CSRF_INVALID');
        }
      }
    }
  });

  it('every answer that depends on the session says Cache-Control: no-store: private routes signed in and out, sign-up, login, logout', async () => {
    const farmer = await signedInClient();
    const privateRoutes = apiRoutes(context.app).filter((route) => !isPublic(route));
    for (const route of privateRoutes) {
      for (const caller of [farmer, client()]) {
        const response = await caller.request(route.method, concreteUrl(route.url), UNSAFE_METHODS.has(route.method) ? { body: {} } : {});
        expect(response.headers['cache-control'], `${describeRoute(route)} ${response.statusCode}`).toBe('no-store');
      }
    }
    const userInfo = await farmer.get('/api/auth/user-info');
    expect(userInfo.statusCode).toBe(200);
    expect(userInfo.headers['cache-control']).toBe('no-store');

    const visitor = client();
    const { email, password } = await signUp(visitor);
    const sessionAnswers = [await visitor.post('/api/auth/logout'), await visitor.post('/api/auth/login', { email, password })];
    for (const response of sessionAnswers) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const signup = await client().post('/api/auth/signup', { email: uniqueEmail('no-store'), password });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');
  });

  describe('bodies the routes cannot take, signed in and out', () => {
    const cases = [
      { name: 'malformed JSON', options: { payload: '{"email": "a@b.c", ', contentType: 'application/json' }, status: 400, code: 'INVALID_JSON' },
      {
        name: 'a wrong content type',
        options: { payload: 'email=a@b.c', contentType: 'application/x-www-form-urlencoded' },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      { name: 'XML', options: { payload: '<user><email>a@b.c</email></user>', contentType: 'application/xml' }, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      {
        name: 'an oversized body (2 MB)',
        options: { payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
    ];
    // GET routes take no body: one sent anyway is answered the same way.
    it.each(cases)('$name -> $status with the JSON error shape on every route', async ({ options, status, code }) => {
      const farmer = await signedInClient();
      for (const route of apiRoutes(context.app)) {
        for (const caller of isPublic(route) ? [client()] : [farmer, client()]) {
          const response = await caller.request(route.method, concreteUrl(route.url), options);
          // Private routes check the session first, so a signed-out caller gets 401 whatever it sends.
          const expected = caller === farmer || isPublic(route) ? status : 401;
          expect(response.statusCode, `${describeRoute(route)}: ${response.body}`).toBe(expected);
          expectJsonError(response, expected, expected === status ? code : 'UNAUTHENTICATED');
        }
      }
    });
  });

  it('a GET with a well-formed JSON body answers 400: reads take no body', async () => {
    const response = await (await signedInClient()).request('GET', '/api/auth/user-info', { body: { page: 2 } });
    expectJsonError(response, 400, 'VALIDATION_ERROR');
    expect(errorOf(response).message).toBe('A GET request takes no body.');
  });

  it('a method a route does not have answers 404 in the JSON error shape', async () => {
    const farmer = await signedInClient();
    const routes = apiRoutes(context.app);
    for (const route of routes) {
      const registered = new Set(routes.filter(({ url }) => url === route.url).map(({ method }) => method));
      const method = (['DELETE', 'PATCH', 'PUT'] as const).find((candidate) => !registered.has(candidate))!;
      const response = await farmer.request(method, concreteUrl(route.url), { body: {} });
      expectJsonError(response, 404, 'NOT_FOUND');
    }
  });
});
