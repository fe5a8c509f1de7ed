import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { errorOf, findSetCookie, PASSWORD, SESSION_COOKIE, signUp, TestClient, uniqueEmail, useTestApp } from './helpers';

const server = useTestApp();

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const INVALID = { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } };

describe('POST /api/auth/login', () => {
  it('answers 200 with the user and a session cookie', async () => {
    const { user, email } = await signUp(new TestClient(server.app));
    const client = new TestClient(server.app);
    const response = await client.post('/api/auth/login', { email, password: PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user });
    const cookie = findSetCookie(response, SESSION_COOKIE);
    expect(cookie?.attributes.httponly).toBe(true);
    expect(cookie?.attributes.samesite).toBe('Lax');
    expect(cookie?.attributes.path).toBe('/');

    const info = await client.get('/api/auth/user-info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual(user);
  });

  it('issues a new token on every login and retires the one the browser held (no fixation)', async () => {
    const client = new TestClient(server.app);
    const { email } = await signUp(client);
    const before = client.sessionToken!;
    expect(before).toBeDefined();

    const response = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const after = client.sessionToken!;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    // The database keeps only the SHA-256 of each token.
    const [oldRow] = await server.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(before)));
    expect(oldRow).toBeUndefined();
    const [newRow] = await server.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(after)));
    expect(newRow?.userId).toBe(response.json().user.id);

    const stale = new TestClient(server.app);
    stale.setCookie(SESSION_COOKIE, before);
    expect((await stale.get('/api/auth/user-info')).statusCode).toBe(401);
    expect((await client.get('/api/auth/user-info')).statusCode).toBe(200);
  });

  it('replaces a token planted by an attacker instead of adopting it', async () => {
    const { email } = await signUp(new TestClient(server.app));
    const client = new TestClient(server.app);
    client.setCookie(SESSION_COOKIE, 'attacker-chosen-token');
    const response = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(client.sessionToken).not.toBe('attacker-chosen-token');
    const [planted] = await server.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256('attacker-chosen-token')));
    expect(planted).toBeUndefined();
  });

  it('keeps other sessions of the same farmer (another device) working', async () => {
    const phone = new TestClient(server.app);
    const { email } = await signUp(phone);
    const laptop = new TestClient(server.app);
    expect((await laptop.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await phone.get('/api/auth/user-info')).statusCode).toBe(200);
    expect((await laptop.get('/api/auth/user-info')).statusCode).toBe(200);
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password, and sets no session', async () => {
    const { email } = await signUp(new TestClient(server.app));
    const client = new TestClient(server.app);
    const response = await client.post('/api/auth/login', { email, password: `${PASSWORD}!` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
    expect(findSetCookie(response, SESSION_COOKIE)).toBeUndefined();
    expect((await client.get('/api/auth/user-info')).statusCode).toBe(401);
  });

  it('answers an unknown email with the very same 401 body', async () => {
    const client = new TestClient(server.app);
    const unknown = await client.post('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    const { email } = await signUp(new TestClient(server.app));
    const wrong = await client.post('/api/auth/login', { email, password: 'another password' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual(INVALID);
  });

  it('treats the email case-insensitively and trims it', async () => {
    const { email, user } = await signUp(new TestClient(server.app));
    const client = new TestClient(server.app);
    const response = await client.post('/api/auth/login', { email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it('answers a short wrong password with 401, not a 400 length hint', async () => {
    const { email } = await signUp(new TestClient(server.app));
    const response = await new TestClient(server.app).post('/api/auth/login', { email, password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('treats the password case-sensitively', async () => {
    const { email } = await signUp(new TestClient(server.app));
    const response = await new TestClient(server.app).post('/api/auth/login', { email, password: PASSWORD.toUpperCase() });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 for an empty password or a missing email', async () => {
    const client = new TestClient(server.app);
    const empty = await client.post('/api/auth/login', { email: uniqueEmail(), password: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ password: 'Password is required' });
    const noEmail = await client.post('/api/auth/login', { password: PASSWORD });
    expect(noEmail.statusCode).toBe(400);
    expect(errorOf(noEmail).fields).toEqual({ email: 'Email is required.' });
  });
});
