import fc from 'fast-check';
import { apiErrorSchema } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/plugins/api-docs';
import type { RouteEntry } from '../src/plugins/route-table';
import { signUp, TestClient, type TestResponse, useTestApp } from '../test/helpers';
import { apiRoutes, concreteUrl, isPublic, UNSAFE_METHODS } from './route-table';

const RUNS = 5000;
const context = useTestApp();

/** Field names of each route's JSON body, read from the OpenAPI document (so new fields are fuzzed too). */
async function bodyFields(): Promise<Map<string, string[]>> {
  const document = (await context.app.inject(OPENAPI_PATH)).json<{
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
  }>();
  const fields = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      fields.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`, Object.keys(properties));
    }
  }
  return fields;
}

const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u001f\u007f',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '\u202e\u200b\ufeff',
  '𝕱𝖆𝖗𝖒 🌾🐛',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '{"$gt": ""}',
  '__proto__',
  'constructor',
  'a@b',
  'farmer@example.test',
  '\ud800',
  'null',
  'true',
);
const hugeText = fc.integer({ min: 5_000, max: 300_000 }).chain((length) => fc.constantFrom('x', 'é', '🌾', '\u0000').map((unit) => unit.repeat(length)));
const text = fc.oneof(nastyText, fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 }), hugeText);
const number = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, 91, -181, 2 ** 31, 14, 0.000001),
);
const { value: jsonValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyText, fc.string({ maxLength: 12 })), tie('value'), { maxKeys: 4 }),
  ),
}));

/** Raw bodies that JSON.stringify cannot make: NaN, Infinity, huge exponents, deep nesting, broken or odd encodings. */
const rawBody = fc.oneof(
  fc.constantFrom(
    '{"areaOfLand": NaN}',
    '{"areaOfLand": Infinity}',
    '{"ph": -Infinity}',
    '{"areaOfLand": 1e400}',
    '{"location": [1e400, -1e400]}',
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    '\ufeff{"email": "a@b.c"}',
    '{"email": "a@b.c",}',
    "{'email': 1}",
    '[]',
    'null',
    '0',
    '"text"',
    '{',
    '}',
    '\u0000',
    '',
  ),
  fc.integer({ min: 100, max: 100_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 100, max: 50_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

const badSegment = fc.oneof(
  fc.constantFrom(
    '..',
    '../..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    'Corn%00.json',
    '%ff',
    '%',
    '%C0%AE',
    '..\\..\\',
    ';',
    '?',
    '#',
    '%23',
    '%3F',
    'a%2Fb',
    ' ',
    '%20',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 200, max: 5000 }).map((length) => 'x'.repeat(length)),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'image/jpeg',
  '',
  'application/json, text/html',
  'APPLICATION/JSON',
);

interface FuzzRequest {
  route: number;
  method: string | undefined;
  url: { kind: 'plain' | 'segment' | 'query' | 'traversal'; segment: string };
  body: { kind: 'fields' | 'value' | 'raw' | 'none'; keep: boolean[]; fieldValues: unknown[]; extra: Record<string, unknown>; value: unknown; raw: string };
  contentType: string | undefined;
  signedIn: boolean;
  csrf: 'send' | 'omit' | 'wrong';
}

/** The arbitrary's value with the given probability, else undefined. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, probability: number): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: Math.round(probability * 100), arbitrary }, { weight: Math.round((1 - probability) * 100), arbitrary: fc.constant(undefined) });

/** Mostly requests that reach the handlers (right method, plain URL, a session and the XSRF header), so validation is what gets fuzzed. */
const fuzzRequest = (routeCount: number): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    route: fc.nat({ max: routeCount - 1 }),
    method: sometimes(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), 0.05),
    url: fc.record({
      kind: fc.oneof(
        { weight: 7, arbitrary: fc.constant('plain' as const) },
        { weight: 3, arbitrary: fc.constantFrom('segment' as const, 'query' as const, 'traversal' as const) },
      ),
      segment: badSegment,
    }),
    body: fc.record({
      kind: fc.constantFrom('fields', 'fields', 'fields', 'value', 'raw', 'none'),
      keep: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      fieldValues: fc.array(jsonValue, { minLength: 8, maxLength: 8 }),
      extra: fc.dictionary(fc.oneof(nastyText, fc.string({ maxLength: 12 })), jsonValue, { maxKeys: 3 }),
      value: jsonValue,
      raw: rawBody,
    }),
    contentType: sometimes(contentType, 0.25),
    signedIn: fc.nat({ max: 9 }).map((roll) => roll < 8),
    csrf: fc.constantFrom('send', 'send', 'send', 'send', 'send', 'send', 'send', 'send', 'omit', 'wrong'),
  });

function urlFor(route: RouteEntry, url: FuzzRequest['url']): string {
  const plain = concreteUrl(route.url);
  if (url.kind === 'plain') return plain;
  if (url.kind === 'query') return `${plain}?${url.segment}=${url.segment}&__proto__[admin]=1`;
  if (url.kind === 'traversal') return `${plain}/${url.segment}/../../${url.segment}`;
  // Replace the last path segment (a path parameter where there is one).
  return plain.replace(/\/[^/]*$/, `/${url.segment}`);
}

function payloadFor(body: FuzzRequest['body'], fields: string[]): string | undefined {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'raw') return body.raw;
  if (body.kind === 'value') return JSON.stringify(body.value) ?? 'null';
  const object: Record<string, unknown> = { ...body.extra };
  fields.forEach((field, index) => {
    if (body.keep[index % 8]) object[field] = body.fieldValues[index % 8];
  });
  return JSON.stringify(object);
}

describe(`fuzzing every route with ${RUNS} generated bad requests`, () => {
  it('never answers 5xx, always answers errors in the JSON error shape, stays up and keeps memory bounded', async () => {
    expect(global.gc, 'run with --expose-gc (the reliability project sets it)').toBeTypeOf('function');
    // The docs' static files once each; the API routes many times over.
    const apiOnly = apiRoutes(context.app).filter(({ url }) => !url.startsWith('/api/docs/'));
    const routes = [...apiRoutes(context.app).filter(({ url }) => url.startsWith('/api/docs/')), ...Array.from({ length: 6 }, () => apiOnly).flat()];
    const fields = await bodyFields();
    let address = 0;
    const farmers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const farmer = new TestClient(context.app, { remoteAddress: `10.9.0.${++address}` });
        await signUp(farmer);
        return farmer;
      }),
    );
    const statuses = new Map<number, number>();
    let runs = 0;

    const send = async (request: FuzzRequest): Promise<TestResponse> => {
      const route = routes[request.route]!;
      const method = request.method ?? route.method;
      // Public routes (login, logout...) go out anonymous, so the farmers' sessions survive the run.
      const client =
        request.signedIn && !isPublic(route)
          ? farmers[runs % farmers.length]!
          : new TestClient(context.app, { remoteAddress: `10.10.${++address % 250}.${address % 249}` });
      const payload =
        UNSAFE_METHODS.has(method) || request.body.kind === 'raw' ? payloadFor(request.body, fields.get(`${route.method} ${route.url}`) ?? []) : undefined;
      const contentType = request.contentType ?? (payload === undefined ? undefined : 'application/json');
      return client.request(method, urlFor(route, request.url), {
        ...(payload !== undefined ? { payload } : {}),
        ...(contentType ? { contentType } : {}),
        csrf: request.csrf,
      });
    };

    const check = async (request: FuzzRequest) => {
      runs += 1;
      const response = await send(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const { error } = apiErrorSchema.parse(response.json());
        expect(error.message.length).toBeGreaterThan(0);
      }
    };

    // Counterexamples can hold 300 kB strings: report a short form.
    const reporter = (details: fc.RunDetails<[FuzzRequest]>) => {
      if (!details.failed) return;
      const example = JSON.stringify(details.counterexample, (_key, value: unknown) =>
        typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}… (${value.length} chars)` : value,
      );
      throw new Error(
        `fuzzing failed after ${details.numRuns} runs (seed ${details.seed}, path ${details.counterexamplePath}): ${String(details.errorInstance)}\n${example}`,
      );
    };
    // Warm up (module caches, JIT, the assistant's index), then measure the heap across the main run.
    await fc.assert(fc.asyncProperty(fuzzRequest(routes.length), check), { numRuns: 300, seed: 1, reporter });
    global.gc!();
    const heapBefore = process.memoryUsage().heapUsed;
    await fc.assert(fc.asyncProperty(fuzzRequest(routes.length), check), { numRuns: RUNS, reporter });
    global.gc!();
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

    expect(runs).toBe(RUNS + 300);
    console.info(
      `fuzz: ${runs} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}, heap growth ${heapGrowthMb.toFixed(1)} MB`,
    );
    expect((await context.app.inject('/api/health')).statusCode).toBe(200);
    expect(heapGrowthMb).toBeLessThan(64);
  });
});
