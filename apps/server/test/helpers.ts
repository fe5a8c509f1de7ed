import { randomInt, randomUUID } from 'node:crypto';
import { apiErrorSchema, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, type ApiError, type User } from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import { type Env, loadConfig } from '../src/config';

export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE };

export type TestResponse = LightMyRequestResponse;

/**
 * Builds the app on a fresh in-memory PGlite, or on the shared PostgreSQL named by DATABASE_URL, and readies it.
 * `setup` runs before ready, e.g. to add a test-only route.
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  setup?: (app: FastifyInstance) => void | Promise<void>,
): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...overrides,
  });
  const app = await buildApp(config);
  await setup?.(app);
  await app.ready();
  return app;
}

/** A unique, valid, lower-case address; PostgreSQL runs share one database, so every test uses its own. */
export function uniqueEmail(tag = 'farmer'): string {
  return `${tag}-${randomUUID()}@example.test`;
}

export const PASSWORD = 'correct horse battery';

/** One Set-Cookie header, parsed. Attribute names are lower-cased; flags map to true. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
  raw: string;
}

export function parseSetCookie(raw: string): SetCookie {
  const [pair = '', ...parts] = raw.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of parts) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const at = trimmed.indexOf('=');
    if (at === -1) attributes[trimmed.toLowerCase()] = true;
    else attributes[trimmed.slice(0, at).trim().toLowerCase()] = trimmed.slice(at + 1).trim();
  }
  return { name: pair.slice(0, eq).trim(), value: decodeURIComponent(pair.slice(eq + 1).trim()), attributes, raw };
}

export function setCookies(response: TestResponse): SetCookie[] {
  const header = response.headers['set-cookie'];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return list.map(parseSetCookie);
}

/** The Set-Cookie for one name, or undefined when the response did not set it. */
export function findSetCookie(response: TestResponse, name: string): SetCookie | undefined {
  return setCookies(response).find((cookie) => cookie.name === name);
}

/** True when the Set-Cookie removes the cookie (Max-Age <= 0 or an Expires in the past). */
export function isClearing(cookie: SetCookie, now = Date.now()): boolean {
  const maxAge = cookie.attributes['max-age'];
  if (typeof maxAge === 'string' && Number(maxAge) <= 0) return true;
  const expires = cookie.attributes.expires;
  return typeof expires === 'string' && Date.parse(expires) <= now;
}

export type CsrfMode = 'send' | 'omit' | 'wrong';

export interface RequestOptions {
  /** A JSON value sent as application/json. */
  body?: unknown;
  /** A raw body sent as it is (set contentType for it). */
  payload?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** On unsafe methods: send the X-XSRF-TOKEN header (default), leave it out, or send a wrong value. */
  csrf?: CsrfMode;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Each client comes from a loopback address of its own, as farmers come from theirs, so a per-address limit (30
 * sign-ups an hour) counts only the requests a test means it to. Random per run: PostgreSQL runs share the counters.
 */
const clientAddressBase = randomInt(1, 255);
let clientCount = 0;
function nextClientAddress(): string {
  clientCount += 1;
  return `127.${clientAddressBase}.${Math.floor(clientCount / 250) % 256}.${(clientCount % 250) + 1}`;
}

/** A browser-like client over app.inject: keeps cookies (honouring clearing and expiry) and echoes the CSRF token. */
export class TestClient {
  private readonly jar = new Map<string, { value: string; expiresAt?: number }>();
  readonly remoteAddress: string;

  constructor(
    readonly app: FastifyInstance,
    readonly options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {
    this.remoteAddress = options.remoteAddress ?? nextClientAddress();
  }

  cookie(name: string): string | undefined {
    const entry = this.jar.get(name);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.jar.delete(name);
      return undefined;
    }
    return entry.value;
  }

  setCookie(name: string, value: string): void {
    this.jar.set(name, { value });
  }

  deleteCookie(name: string): void {
    this.jar.delete(name);
  }

  get sessionToken(): string | undefined {
    return this.cookie(SESSION_COOKIE);
  }

  /** Makes sure the XSRF cookie is held, the way the web app gets it: by a first GET. */
  async ensureCsrf(): Promise<string> {
    if (!this.cookie(CSRF_COOKIE)) await this.get('/api/auth/user-info');
    const token = this.cookie(CSRF_COOKIE);
    if (!token) throw new Error('the server set no XSRF-TOKEN cookie');
    return token;
  }

  async request(method: InjectOptions['method'], url: string, options: RequestOptions = {}): Promise<TestResponse> {
    const upper = String(method).toUpperCase();
    const headers: Record<string, string> = { ...this.options.headers };
    const csrf = options.csrf ?? 'send';
    if (UNSAFE.has(upper) && csrf !== 'omit') {
      const token = await this.ensureCsrf();
      headers[CSRF_HEADER.toLowerCase()] = csrf === 'wrong' ? `${token}x` : token;
    }
    let payload: string | Buffer | undefined = options.payload;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    if (options.contentType) headers['content-type'] = options.contentType;
    const cookieHeader = [...this.jar.keys()]
      .map((name) => [name, this.cookie(name)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    if (cookieHeader) headers.cookie = cookieHeader;
    Object.assign(headers, options.headers);

    const response = await this.app.inject({
      method: upper as InjectOptions['method'],
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      remoteAddress: this.remoteAddress,
    });
    this.store(response);
    return response;
  }

  private store(response: TestResponse): void {
    for (const cookie of setCookies(response)) {
      if (isClearing(cookie)) {
        this.jar.delete(cookie.name);
        continue;
      }
      const maxAge = cookie.attributes['max-age'];
      const expires = cookie.attributes.expires;
      const expiresAt = typeof maxAge === 'string' ? Date.now() + Number(maxAge) * 1000 : typeof expires === 'string' ? Date.parse(expires) : undefined;
      this.jar.set(cookie.name, expiresAt === undefined ? { value: cookie.value } : { value: cookie.value, expiresAt });
    }
  }

  get(url: string, options?: RequestOptions): Promise<TestResponse> {
    return this.request('GET', url, options);
  }

  post(url: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse> {
    return this.request('POST', url, body === undefined ? options : { ...options, body });
  }
}

/** Signs a new farmer up through the API; the client then holds the session. */
export async function signUp(client: TestClient, email = uniqueEmail(), password = PASSWORD): Promise<{ user: User; email: string; password: string }> {
  const response = await client.post('/api/auth/signup', { email, password });
  expect(response.statusCode, response.body).toBe(201);
  return { user: response.json<{ user: User }>().user, email, password };
}

/** Builds the app before the file's tests and closes it after; read `.app` inside the tests. */
export function useTestApp(overrides: Partial<Record<keyof Env, string>> = {}): { app: FastifyInstance } {
  const context = {} as { app: FastifyInstance };
  beforeAll(async () => {
    context.app = await createTestApp(overrides);
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}

/** useTestApp with a farmer signed in; read `.app` and `.client` inside the tests. */
export function useSignedInApp(overrides: Partial<Record<keyof Env, string>> = {}): { app: FastifyInstance; client: TestClient } {
  const context = useTestApp(overrides) as { app: FastifyInstance; client: TestClient };
  beforeAll(async () => {
    context.client = new TestClient(context.app);
    await signUp(context.client);
  });
  return context;
}

/** A valid profile payload. */
export function profile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { firstName: 'Asha', lastName: 'Patil', areaOfLand: 2.5, location: [18.52, 73.85], ...overrides };
}

/** The answer's error, read through the contract: a code outside the shared list fails the test. */
export function errorOf(response: TestResponse): ApiError['error'] {
  return apiErrorSchema.parse(response.json()).error;
}
