import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../src/db/schema';
import { SESSION_CACHE_MS, SESSION_TTL_MS } from '../src/plugins/session';
import { errorOf, findSetCookie, isClearing, profile, SESSION_COOKIE, signUp, TestClient, useTestApp } from './helpers';

const server = useTestApp();

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } };

async function sessionRow(token: string) {
  const [row] = await server.app.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return row;
}

describe('GET /api/auth/user-info', () => {
  it('answers 200 with the user for a signed-in browser', async () => {
    const client = new TestClient(server.app);
    const { user } = await signUp(client);
    const response = await client.get('/api/auth/user-info');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('answers 401 without a session cookie', async () => {
    const response = await new TestClient(server.app).get('/api/auth/user-info');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('answers 401 for a garbage cookie', async () => {
    for (const garbage of ['garbage', 'x'.repeat(43), '%00%ff', '']) {
      const client = new TestClient(server.app);
      client.setCookie(SESSION_COOKIE, garbage);
      const response = await client.get('/api/auth/user-info');
      expect(response.statusCode, garbage).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('stores only the SHA-256 of the token, with a 30-day expiry', async () => {
    const client = new TestClient(server.app);
    const { user } = await signUp(client);
    const token = client.sessionToken!;
    const row = await sessionRow(token);
    expect(row?.userId).toBe(user.id);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [byToken] = await server.app.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(byToken).toBeUndefined();
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers 401 once the session has expired, even though the browser still sends the cookie', async () => {
    const client = new TestClient(server.app);
    await signUp(client);
    expect((await client.get('/api/auth/user-info')).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SESSION_TTL_MS + 1000);
      const response = await client.get('/api/auth/user-info', { headers: { cookie: `${SESSION_COOKIE}=${client.sessionToken}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    } finally {
      vi.useRealTimers();
    }
  });

  // A change made outside the app (by hand in SQL) is not broadcast; the cache keeps it at most SESSION_CACHE_MS.
  it('notices a session ended straight in the database within the cache time', async () => {
    const client = new TestClient(server.app);
    await signUp(client);
    const token = client.sessionToken!;
    expect((await client.get('/api/auth/user-info')).statusCode).toBe(200);
    await server.app.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
      expect((await client.get('/api/auth/user-info')).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  // PostgreSQL: each instance keeps sessions in memory, and what one ends or edits every other hears at once (ADR 0041).
  describe.runIf(process.env.DATABASE_URL)('a second instance on the same PostgreSQL', () => {
    const other = useTestApp();

    it('refuses at once a session the first instance ended, with its cache warm', async () => {
      const here = new TestClient(server.app);
      await signUp(here);
      const there = new TestClient(other.app);
      there.setCookie(SESSION_COOKIE, here.sessionToken!);
      for (let i = 0; i < 3; i += 1) expect((await there.get('/api/auth/user-info')).statusCode).toBe(200);
      expect((await here.post('/api/auth/logout')).statusCode).toBe(200);
      const response = await there.get('/api/auth/user-info');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    });

    it('answers with the profile the first instance saved, at once', async () => {
      const here = new TestClient(server.app);
      await signUp(here);
      const there = new TestClient(other.app);
      there.setCookie(SESSION_COOKIE, here.sessionToken!);
      expect((await there.get('/api/auth/user-info')).json().firstName).toBeNull();
      expect((await here.post('/api/auth/update-profile', profile({ firstName: 'Asha' }))).statusCode).toBe(200);
      expect((await there.get('/api/auth/user-info')).json().firstName).toBe('Asha');
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 200, clears the cookie, deletes the row, and the old cookie no longer works', async () => {
    const client = new TestClient(server.app);
    await signUp(client);
    const token = client.sessionToken!;
    expect(await sessionRow(token)).toBeDefined();

    const response = await client.post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out.' });
    const cleared = findSetCookie(response, SESSION_COOKIE);
    expect(cleared).toBeDefined();
    expect(cleared!.value).toBe('');
    expect(isClearing(cleared!)).toBe(true);
    expect(cleared!.attributes.path).toBe('/');
    expect(client.sessionToken).toBeUndefined();
    expect(await sessionRow(token)).toBeUndefined();

    expect((await client.get('/api/auth/user-info')).statusCode).toBe(401);
    const replay = new TestClient(server.app);
    replay.setCookie(SESSION_COOKIE, token);
    const replayed = await replay.get('/api/auth/user-info');
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).code).toBe('UNAUTHENTICATED');
  });

  it('ends only this session; the farmer stays signed in elsewhere', async () => {
    const phone = new TestClient(server.app);
    const { email, password } = await signUp(phone);
    const laptop = new TestClient(server.app);
    expect((await laptop.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect((await laptop.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await laptop.get('/api/auth/user-info')).statusCode).toBe(401);
    expect((await phone.get('/api/auth/user-info')).statusCode).toBe(200);
  });

  it('accepts an empty JSON body and no body at all', async () => {
    const withEmpty = new TestClient(server.app);
    await signUp(withEmpty);
    const tokenA = withEmpty.sessionToken!;
    const emptyJson = await withEmpty.request('POST', '/api/auth/logout', { payload: '', contentType: 'application/json' });
    expect(emptyJson.statusCode).toBe(200);
    expect(await sessionRow(tokenA)).toBeUndefined();

    const withObject = new TestClient(server.app);
    await signUp(withObject);
    const objectBody = await withObject.post('/api/auth/logout', {});
    expect(objectBody.statusCode).toBe(200);

    const withNone = new TestClient(server.app);
    await signUp(withNone);
    const tokenC = withNone.sessionToken!;
    const noBody = await withNone.post('/api/auth/logout');
    expect(noBody.statusCode).toBe(200);
    expect(await sessionRow(tokenC)).toBeUndefined();
  });

  it('answers 200 even without a session', async () => {
    const response = await new TestClient(server.app).post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(isClearing(findSetCookie(response, SESSION_COOKIE)!)).toBe(true);
  });

  it('still needs the CSRF token', async () => {
    const client = new TestClient(server.app);
    await signUp(client);
    const response = await client.post('/api/auth/logout', undefined, { csrf: 'omit' });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/auth/user-info')).statusCode).toBe(200);
  });
});
