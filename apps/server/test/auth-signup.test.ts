import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { SESSION_TTL_MS } from '../src/plugins/session';
import { errorOf, findSetCookie, PASSWORD, SESSION_COOKIE, signUp, TestClient, uniqueEmail, useTestApp } from './helpers';

const server = useTestApp();
const behindProxy = useTestApp({ TRUST_PROXY: '1' });

describe('POST /api/auth/signup', () => {
  it('answers 201 with exactly the new user and starts a session', async () => {
    const client = new TestClient(server.app);
    const email = uniqueEmail();
    const response = await client.post('/api/auth/signup', { email, password: PASSWORD });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['user']);
    expect(body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      firstName: null,
      lastName: null,
      location: null,
      areaOfLand: null,
      profileSetup: false,
      language: null,
      landUnit: null,
      yieldUnit: null,
    });
    expect(Object.keys(body.user).sort()).toEqual([
      'areaOfLand',
      'email',
      'firstName',
      'id',
      'landUnit',
      'language',
      'lastName',
      'location',
      'profileSetup',
      'yieldUnit',
    ]);

    const info = await client.get('/api/auth/user-info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual(body.user);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on Path=/ for 30 days, not Secure over http', async () => {
    const client = new TestClient(server.app);
    const before = Date.now();
    const response = await client.post('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD });
    expect(response.statusCode).toBe(201);

    const cookie = findSetCookie(response, SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(cookie!.attributes.httponly).toBe(true);
    expect(cookie!.attributes.samesite).toBe('Lax');
    expect(cookie!.attributes.path).toBe('/');
    expect(cookie!.attributes.secure).toBeUndefined();
    const expires = Date.parse(String(cookie!.attributes.expires));
    expect(expires).toBeGreaterThanOrEqual(before + SESSION_TTL_MS - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS + 2000);
    expect(SESSION_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('marks the cookie Secure behind a trusted proxy that says https', async () => {
    const client = new TestClient(behindProxy.app, { headers: { 'x-forwarded-proto': 'https' } });
    const response = await client.post('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD });
    expect(response.statusCode).toBe(201);
    const cookie = findSetCookie(response, SESSION_COOKIE);
    expect(cookie?.attributes.secure).toBe(true);
    expect(cookie?.attributes.httponly).toBe(true);
  });

  it('ignores x-forwarded-proto when the proxy is not trusted', async () => {
    const client = new TestClient(server.app, { headers: { 'x-forwarded-proto': 'https' } });
    const response = await client.post('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(findSetCookie(response, SESSION_COOKIE)?.attributes.secure).toBeUndefined();
  });

  it('stores the email trimmed and lower-cased', async () => {
    const client = new TestClient(server.app);
    const email = uniqueEmail('MiXeD');
    const response = await client.post('/api/auth/signup', { email: `  ${email.toUpperCase()}  `, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.email).toBe(email.toLowerCase());
    const [row] = await server.app.db.select({ email: users.email }).from(users).where(eq(users.id, response.json().user.id));
    expect(row?.email).toBe(email.toLowerCase());
  });

  it('refuses a taken email with 409 EMAIL_TAKEN, whatever its case or surrounding spaces', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(server.app), email);

    for (const variant of [email, email.toUpperCase(), `  ${email} `]) {
      const client = new TestClient(server.app);
      const response = await client.post('/api/auth/signup', { email: variant, password: PASSWORD });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
      expect(findSetCookie(response, SESSION_COOKIE)).toBeUndefined();
    }
    const rows = await server.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous signups for one email win', async () => {
    const email = uniqueEmail('race');
    const [a, b] = await Promise.all([
      new TestClient(server.app).post('/api/auth/signup', { email, password: PASSWORD }),
      new TestClient(server.app).post('/api/auth/signup', { email: email.toUpperCase(), password: PASSWORD }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const rows = await server.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('bounds the lengths of email and password', async () => {
    const client = new TestClient(server.app);
    const longEmail = await client.post('/api/auth/signup', { email: `${'a'.repeat(250)}@example.test`, password: PASSWORD });
    expect(longEmail.statusCode).toBe(400);
    expect(errorOf(longEmail).fields).toEqual({ email: 'Email is too long.' });

    const longPassword = await client.post('/api/auth/signup', { email: uniqueEmail(), password: 'p'.repeat(1025) });
    expect(longPassword.statusCode).toBe(400);
    expect(errorOf(longPassword).fields).toEqual({ password: 'Password is too long.' });
  });

  it('rejects an invalid email with 400 and a field message', async () => {
    const client = new TestClient(server.app);
    for (const email of ['not-an-email', 'a@', '', '   ']) {
      const response = await client.post('/api/auth/signup', { email, password: PASSWORD });
      expect(response.statusCode, email).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields?.email).toBe(email.trim() === '' ? 'Email is required.' : 'Enter a valid email address.');
    }
  });

  it('needs a password of at least 8 characters', async () => {
    const client = new TestClient(server.app);
    const short = await client.post('/api/auth/signup', { email: uniqueEmail(), password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Password must be at least 8 characters.',
      fields: { password: 'Password must be at least 8 characters.' },
    });

    const exact = await client.post('/api/auth/signup', { email: uniqueEmail(), password: 'Ragi+8ch' });
    expect(exact.statusCode).toBe(201);
  });

  describe('refuses easily guessed passwords with 400 naming the password field, and creates nothing', () => {
    const expectRefused = async (email: string, password: string, message: string) => {
      const client = new TestClient(server.app);
      const response = await client.post('/api/auth/signup', { email, password });
      expect(response.statusCode, password).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_ERROR', message, fields: { password: message } });
      expect(findSetCookie(response, SESSION_COOKIE)).toBeUndefined();
      const [row] = await server.app.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      expect(row).toBeUndefined();
    };

    it('the most common passwords, in any case', async () => {
      const message = 'This password is one of the most common passwords. Choose one that is harder to guess.';
      for (const password of ['password1', 'Password1', 'iloveyou', 'QWERTY123', 'sunshine', 'tractor1', '87654321']) {
        await expectRefused(uniqueEmail(), password, message);
      }
    });

    it('a character or a few repeated, and runs of characters', async () => {
      const message = 'This password is a repeat or a run of characters (like aaaaaaaa or abcdefgh). Choose one that is harder to guess.';
      for (const password of ['aaaaaaaa', '12121212', 'abcabcabc', 'abcdefgh', 'aaaaaaab']) {
        await expectRefused(uniqueEmail(), password, message);
      }
    });

    it("other passwords a guesser tries early: a repeat with a capital and a digit, the site's name, the e-mail's name", async () => {
      const message = 'This password is too easy to guess. Make it longer, for example with a few words that do not belong together.';
      for (const password of ['Aaaaaaaa1', 'farmsight', 'FarmSight2026']) await expectRefused(uniqueEmail(), password, message);
      await expectRefused(uniqueEmail('ramesh'), 'Ramesh2024', message);
    });

    it('the e-mail address or the part of it before the @, in any case', async () => {
      const message = 'Password must not be your email address or the part of it before the @.';
      const email = uniqueEmail('ramesh');
      await expectRefused(email, email.toUpperCase(), message);
      await expectRefused(` ${email.toUpperCase()} `, email, message);
      await expectRefused(email, email.slice(0, email.indexOf('@')), message);
    });

    it('after the length check, and lets the same e-mail sign up with a better password', async () => {
      const email = uniqueEmail();
      const short = await new TestClient(server.app).post('/api/auth/signup', { email, password: 'aaaa' });
      expect(errorOf(short).message).toBe('Password must be at least 8 characters.');
      await signUp(new TestClient(server.app), email, 'Kharif sowing in June');
    });
  });

  it('answers 400 for a missing body or missing fields', async () => {
    const client = new TestClient(server.app);
    const none = await client.post('/api/auth/signup');
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).code).toBe('VALIDATION_ERROR');

    const empty = await client.post('/api/auth/signup', {});
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ email: 'Email is required.', password: 'Password is required' });

    const noPassword = await client.post('/api/auth/signup', { email: uniqueEmail() });
    expect(noPassword.statusCode).toBe(400);
    expect(errorOf(noPassword).fields).toEqual({ password: 'Password is required' });
  });

  it('never sends the password hash, and stores an argon2id hash', async () => {
    const client = new TestClient(server.app);
    const email = uniqueEmail();
    const response = await client.post('/api/auth/signup', { email, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain(PASSWORD);
    expect(response.body).not.toMatch(/hash/i);

    const info = await client.get('/api/auth/user-info');
    expect(info.body).not.toContain('$argon2');

    const [row] = await server.app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });
});
