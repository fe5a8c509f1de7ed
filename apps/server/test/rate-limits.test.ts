import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema';
import { deleteEndedRateLimitWindows, rateLimitKey } from '../src/plugins/rate-limit-store';
import { createTestApp, errorOf, PASSWORD, signUp, TestClient, uniqueEmail } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A 429 whose Retry-After and message both say at most `maxSeconds`. */
function expectLimited(response: Awaited<ReturnType<TestClient['post']>>, maxSeconds = 60) {
  expect(response.statusCode).toBe(429);
  const error = errorOf(response);
  expect(error.code).toBe('RATE_LIMITED');
  const seconds = /^Too many requests\. Please try again in (\d+) seconds\.$/.exec(error.message)?.[1];
  expect(seconds, error.message).toBeDefined();
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(Number(seconds)).toBe(retryAfter);
}

/** Addresses of their own for each test run, so counters kept in a shared database by an earlier run do not matter. */
const network = `10.${randomInt(10, 250)}`;
let hosts = 0;
const newAddress = () => `${network}.${Math.floor(++hosts / 250)}.${(hosts % 250) + 1}`;
const login = (remoteAddress: string, email: string, password: string) => new TestClient(app, { remoteAddress }).post('/api/auth/login', { email, password });

describe('login rate limit: 10 a minute per IP and email', () => {
  it('answers the 11th attempt with 429 even when all succeeded, while other emails from the IP still work', async () => {
    const ip = '10.2.0.1';
    const { email } = await signUp(new TestClient(app, { remoteAddress: '10.2.0.99' }));
    const other = await signUp(new TestClient(app, { remoteAddress: '10.2.0.98' }));
    const client = new TestClient(app, { remoteAddress: ip });

    // Right passwords: failed sign-ins have tighter limits of their own (below).
    for (let i = 1; i <= 10; i += 1) {
      const response = await client.post('/api/auth/login', { email, password: PASSWORD });
      expect(response.statusCode, `attempt ${i}`).toBe(200);
    }
    expectLimited(await client.post('/api/auth/login', { email, password: PASSWORD }));
    // The same address in another case or with spaces is the same key.
    expectLimited(await client.post('/api/auth/login', { email: ` ${email.toUpperCase()} `, password: PASSWORD }));

    const sameIpOtherEmail = await client.post('/api/auth/login', { email: other.email, password: PASSWORD });
    expect(sameIpOtherEmail.statusCode).toBe(200);

    const otherIpSameEmail = await new TestClient(app, { remoteAddress: '10.2.0.2' }).post('/api/auth/login', { email, password: PASSWORD });
    expect(otherIpSameEmail.statusCode).toBe(200);
  });
});

describe('failed sign-ins from one address, across e-mails: 10 in 15 minutes (password spraying)', () => {
  it('answers the 11th e-mail tried with 429, even a right password, while other addresses still sign in', async () => {
    const sprayer = newAddress();
    const farmer = await signUp(new TestClient(app, { remoteAddress: newAddress() }));
    for (let i = 1; i <= 10; i += 1) {
      const response = await login(sprayer, uniqueEmail('sprayed'), 'Kharif-season-1');
      expect(response.statusCode, `e-mail ${i}`).toBe(401);
    }
    expectLimited(await login(sprayer, uniqueEmail('sprayed'), 'Kharif-season-1'), 15 * 60);
    expectLimited(await login(sprayer, farmer.email, farmer.password), 15 * 60);

    expect((await login(newAddress(), farmer.email, farmer.password)).statusCode).toBe(200);
  });

  it('does not count sign-ins that succeed: a village behind one address is never slowed by them', async () => {
    const village = newAddress();
    const farmers = [];
    for (let i = 0; i < 12; i += 1) farmers.push(await signUp(new TestClient(app, { remoteAddress: newAddress() })));
    for (const farmer of farmers) expect((await login(village, farmer.email, farmer.password)).statusCode).toBe(200);
    for (let i = 1; i <= 10; i += 1) expect((await login(village, farmers[i]!.email, 'a typo in it')).statusCode).toBe(401);
    expectLimited(await login(village, farmers[0]!.email, farmers[0]!.password), 15 * 60);
  });
});

describe('failed sign-ins on one account, from any address: 5 in 5 minutes, then a pause of at most 5 minutes', () => {
  it('pauses the account after 5 failures from 5 addresses, even for the right password, and only that account', async () => {
    const farmer = await signUp(new TestClient(app, { remoteAddress: newAddress() }));
    const neighbour = await signUp(new TestClient(app, { remoteAddress: newAddress() }));
    const attackers = [newAddress(), newAddress(), newAddress(), newAddress(), newAddress()];
    for (const attacker of attackers) expect((await login(attacker, farmer.email, 'Rabi-season-22')).statusCode).toBe(401);

    expectLimited(await login(newAddress(), farmer.email, farmer.password), 5 * 60);
    expectLimited(await login(newAddress(), ` ${farmer.email.toUpperCase()} `, farmer.password), 5 * 60);
    expect((await login(attackers[0]!, neighbour.email, neighbour.password)).statusCode).toBe(200);
  });

  it('treats an e-mail with no account the same, so the pause tells nothing about which e-mails exist', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 1; i <= 5; i += 1) expect((await login(newAddress(), nobody, 'Zaid-season-33')).statusCode).toBe(401);
    expectLimited(await login(newAddress(), nobody, 'Zaid-season-33'), 5 * 60);
  });

  it('answers a burst of concurrent guesses with 401 for 5 of them only, the rest 429; then even the right password waits', async () => {
    const farmer = await signUp(new TestClient(app, { remoteAddress: newAddress() }));
    // Every failure is counted atomically in the shared store, so exactly 5 say that their password was wrong.
    const guesses = Array.from({ length: 11 }, (_, i) => `Guess-number-${i}`);
    const answers = await Promise.all(guesses.map((password) => login(newAddress(), farmer.email, password)));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect((await login(newAddress(), farmer.email, farmer.password)).statusCode).toBe(429);
  });
});

describe('signup rate limit: 10 a minute per IP and email', () => {
  it('answers the 11th attempt with 429, while another email from the IP still works', async () => {
    const client = new TestClient(app, { remoteAddress: '10.3.0.1' });
    const email = uniqueEmail('signup-limit');
    for (let i = 1; i <= 10; i += 1) {
      // Too short a password, so nothing is created and each attempt still counts.
      const response = await client.post('/api/auth/signup', { email, password: 'short' });
      expect(response.statusCode, `attempt ${i}`).toBe(400);
    }
    expectLimited(await client.post('/api/auth/signup', { email, password: PASSWORD }));

    const otherEmail = await client.post('/api/auth/signup', { email: uniqueEmail('signup-limit'), password: PASSWORD });
    expect(otherEmail.statusCode).toBe(201);
  });
});

describe('sign-ups from one address: 30 an hour, whatever their outcome', () => {
  it('answers the 31st with 429, the taken-address answer included, while other addresses still sign up', async () => {
    const centre = newAddress();
    const taken = await signUp(new TestClient(app, { remoteAddress: newAddress() }));
    const signUpFrom = (remoteAddress: string, email: string) => new TestClient(app, { remoteAddress }).post('/api/auth/signup', { email, password: PASSWORD });
    for (let i = 1; i <= 29; i += 1) expect((await signUpFrom(centre, uniqueEmail('centre'))).statusCode, `sign-up ${i}`).toBe(201);
    expect((await signUpFrom(centre, taken.email)).statusCode).toBe(409);
    expectLimited(await signUpFrom(centre, uniqueEmail('centre')), 60 * 60);
    // Whether an address has an account can no longer be asked from there.
    expectLimited(await signUpFrom(centre, taken.email), 60 * 60);
    expect((await signUpFrom(newAddress(), uniqueEmail('elsewhere'))).statusCode).toBe(201);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const client = newAddress();
    const proxy = newAddress();
    for (let i = 1; i <= 11; i += 1) {
      // The proxy appends the address it saw to whatever the client sent.
      const forged = `198.51.100.${i}`;
      const response = await new TestClient(proxied, { remoteAddress: proxy, headers: { 'x-forwarded-for': `${forged}, ${client}` } }).post('/api/auth/login', {
        email: uniqueEmail('forged'),
        password: 'Kharif-season-1',
      });
      if (i <= 10) expect(response.statusCode, `attempt ${i}`).toBe(401);
      else expectLimited(response, 15 * 60);
    }
  });
});

describe('where the limits count: the rate_limits table', () => {
  it('keeps one row per limit and key, with the hits so far and a window of a minute', async () => {
    const email = uniqueEmail('counted');
    const client = new TestClient(app, { remoteAddress: '10.4.0.1' });
    for (let i = 1; i <= 3; i += 1) expect((await client.post('/api/auth/login', { email, password: 'wrong password' })).statusCode).toBe(401);
    const [row] = await app.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `POST /api/auth/login|10.4.0.1|${email}`));
    expect(row?.hits).toBe(3);
    const secondsLeft = (row!.windowEndsAt.getTime() - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(50);
    expect(secondsLeft).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has ended', async () => {
    const email = uniqueEmail('window');
    const key = `POST /api/auth/signup|10.4.0.2|${email}`;
    const client = new TestClient(app, { remoteAddress: '10.4.0.2' });
    // Too short a password: nothing is created and each attempt counts.
    for (let i = 1; i <= 10; i += 1) expect((await client.post('/api/auth/signup', { email, password: 'short' })).statusCode).toBe(400);
    expectLimited(await client.post('/api/auth/signup', { email, password: 'short' }));
    // The window ends (as a minute passing would end it, by the database's clock).
    await app.db
      .update(rateLimits)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, key));
    expect((await client.post('/api/auth/signup', { email, password: 'short' })).statusCode).toBe(400);
    const [row] = await app.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.hits).toBe(1);
  });

  it('counts a key too long for an index under its SHA-256: the request still gets its 400', async () => {
    const client = new TestClient(app, { remoteAddress: '10.4.0.3' });
    const email = `${'a'.repeat(300_000)}@example.test`;
    const response = await client.post('/api/auth/login', { email, password: 'wrong password' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    const key = rateLimitKey('POST /api/auth/login', `10.4.0.3|${email}`);
    expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
    const [row] = await app.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.hits).toBe(1);
  });

  it('hashes a key with a NUL, which no text column takes, the same way', () => {
    expect(rateLimitKey('POST /api/auth/login', '10.4.0.3|nul\u0000@example.test')).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('the cleanup job deletes rows whose window has ended and keeps the others', async () => {
    const ended = `test|ended|${uniqueEmail()}`;
    const open = `test|open|${uniqueEmail()}`;
    await app.db.insert(rateLimits).values([
      { key: ended, hits: 3, windowEndsAt: new Date(Date.now() - 1000) },
      { key: open, hits: 3, windowEndsAt: new Date(Date.now() + 60_000) },
    ]);
    await deleteEndedRateLimitWindows(app.db);
    const left = await app.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [ended, open]));
    expect(left).toEqual([{ key: open }]);
  });
});

describe('a limit made with app.rateLimit (no route of its own)', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await createTestApp({}, (app) => {
      const byIp = (request: { ip: string }) => request.ip;
      app.get('/test/strict', { onRequest: app.rateLimit({ max: 2, timeWindow: 60_000, groupId: 'test-strict', keyGenerator: byIp }) }, async () => ({
        ok: true,
      }));
      app.get('/test/loose', { onRequest: app.rateLimit({ max: 5, timeWindow: 60_000, groupId: 'test-loose', keyGenerator: byIp }) }, async () => ({
        ok: true,
      }));
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('counts under its groupId, so two such limits on the same key keep separate counters', async () => {
    const remoteAddress = '10.6.0.1';
    for (let i = 1; i <= 2; i += 1) expect((await limited.inject({ url: '/test/strict', remoteAddress })).statusCode).toBe(200);
    expect((await limited.inject({ url: '/test/strict', remoteAddress })).statusCode).toBe(429);
    expect((await limited.inject({ url: '/test/loose', remoteAddress })).statusCode).toBe(200);
    const rows = await limited.db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['test-strict|10.6.0.1', 'test-loose|10.6.0.1']));
    expect(rows.map(({ key, hits }) => ({ key, hits })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'test-loose|10.6.0.1', hits: 1 },
      { key: 'test-strict|10.6.0.1', hits: 3 },
    ]);
  });
});

// Two app instances on one database: only PostgreSQL can be shared (CI's PostgreSQL stage runs this).
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await createTestApp();
  });
  afterAll(async () => {
    await second?.close();
  });

  it('share the signup limit: 5 attempts on each, then both answer 429', async () => {
    const email = uniqueEmail('shared-limit');
    const one = new TestClient(app, { remoteAddress: '10.5.0.1' });
    const two = new TestClient(second, { remoteAddress: '10.5.0.1' });
    // Too short a password: nothing is created and each attempt counts.
    for (let i = 1; i <= 5; i += 1) {
      expect((await one.post('/api/auth/signup', { email, password: 'short' })).statusCode).toBe(400);
      expect((await two.post('/api/auth/signup', { email, password: 'short' })).statusCode).toBe(400);
    }
    expectLimited(await one.post('/api/auth/signup', { email, password: 'short' }));
    expectLimited(await two.post('/api/auth/signup', { email, password: 'short' }));
  });
});
