import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soilInputKeys } from '@farmsight/contracts';
import { users } from '../src/db/schema';
import { CSRF_HEADER, PASSWORD, profile, SESSION_COOKIE, signUp, TestClient, uniqueEmail, useTestApp } from '../test/helpers';
import { apiRoutes, concreteUrl, UNSAFE_METHODS } from './route-table';

// Fixation, logout, expiry and the cookie attributes have their own tests in test/auth-*.test.ts;
// this file checks what only a walk over every route, or many logins, can show.
const context = useTestApp();
let address = 0;
const client = () => new TestClient(context.app, { remoteAddress: `10.20.${Math.floor(++address / 250)}.${address % 250}` });

/** Plausible bodies, so each route answers from its handler rather than its validation. */
const bodies: Record<string, unknown> = {
  '/api/auth/signup': { email: uniqueEmail('walk'), password: PASSWORD },
  '/api/auth/login': { email: 'nobody@example.test', password: PASSWORD },
  '/api/auth/update-profile': profile(),
  '/api/auth/query': { fname: 'Asha', lname: 'Patil', email: 'asha@example.test', message: 'Hello' },
  '/api/assistant/chat': { userMessage: 'When should I water wheat?' },
  '/api/soil/soil-analysis': { soilData: { [soilInputKeys.pH]: 6.5 } },
  '/api/growth/submit-crop-data': { cropType: 'Wheat', seedingDate: '2026-11-01' },
};

describe('session secrets', () => {
  it('no route returns the session token, its hash or the password hash in a body or a header other than Set-Cookie', async () => {
    const farmer = client();
    const { email } = await signUp(farmer);
    const token = farmer.sessionToken!;
    const [row] = await context.app.db.select().from(users).where(eq(users.email, email));
    const secrets = [token, createHash('sha256').update(token).digest('hex'), row!.passwordHash, '$argon2'];

    for (const route of apiRoutes(context.app)) {
      if (route.url === '/api/auth/logout') continue; // ends the session this walk needs; checked last
      const options = UNSAFE_METHODS.has(route.method) ? { body: bodies[route.url] ?? {} } : {};
      const response = await farmer.request(route.method, concreteUrl(route.url), options);
      const { 'set-cookie': _setCookie, ...headers } = response.headers;
      for (const secret of secrets) {
        expect(response.body.includes(secret), `${route.method} ${route.url} body`).toBe(false);
        expect(JSON.stringify(headers).includes(secret), `${route.method} ${route.url} headers`).toBe(false);
      }
    }
    const logout = await farmer.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    for (const secret of secrets) expect(logout.body.includes(secret)).toBe(false);
  });

  it('stores passwords as argon2id with 19 MiB of memory and 2 passes', async () => {
    const { email } = await signUp(client());
    const [row] = await context.app.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('the XSRF header is never echoed back', async () => {
    const farmer = client();
    await signUp(farmer);
    const response = await farmer.get('/api/auth/user-info');
    expect(response.headers[CSRF_HEADER.toLowerCase()]).toBeUndefined();
    expect(response.body).not.toContain(farmer.cookie('XSRF-TOKEN')!);
  });
});

describe('login timing', () => {
  it('an unknown email takes as long as a wrong password (both verify an argon2id hash)', async () => {
    // Three accounts, four wrong passwords each: a fifth failure on one account would pause its sign-in (ADR 0027).
    const accounts = [await signUp(client()), await signUp(client()), await signUp(client())];
    const time = async (loginEmail: string) => {
      const started = process.hrtime.bigint();
      const response = await client().post('/api/auth/login', { email: loginEmail, password: 'wrong password 123' });
      expect(response.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    await time(uniqueEmail('warm-up'));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      known.push(await time(accounts[round % accounts.length]!.email));
      unknown.push(await time(uniqueEmail('unknown')));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(unknown) / median(known);
    // Without the decoy hash an unknown email would answer in about 1 ms against some 30-100 ms for a wrong password
    // (a ratio near 0.02); the wide band only absorbs the noise of a shared machine.
    const timings = `unknown ${median(unknown).toFixed(1)} ms / known ${median(known).toFixed(1)} ms`;
    expect(ratio, timings).toBeGreaterThan(1 / 3);
    expect(ratio, timings).toBeLessThan(3);
  });
});

it('keeps a session cookie HttpOnly so page scripts cannot read it', async () => {
  const response = await client().post('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD });
  const header = [response.headers['set-cookie']].flat().find((cookie) => cookie?.startsWith(`${SESSION_COOKIE}=`));
  expect(header).toMatch(/; HttpOnly/i);
  expect(header).toMatch(/; SameSite=Lax/i);
});
