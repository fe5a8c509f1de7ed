import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers a burst of concurrent guesses with 401 for 5 of them only: the rest, the right one last, get 429', async () => {
    const farmer = await signUp(new TestClient(app, { remoteAddress: newAddress() }));
    // All pass the first check before any failure is counted; the right password is verified last.
    const guesses = Array.from({ length: 12 }, (_, i) => (i === 11 ? farmer.password : `Guess-number-${i}`));
    const answers = await Promise.all(guesses.map((password) => login(newAddress(), farmer.email, password)));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(statuses[11]).toBe(429);
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
