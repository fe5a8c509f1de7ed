import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, findSetCookie, PASSWORD, setCookies, TestClient, uniqueEmail, useTestApp } from './helpers';

const server = useTestApp();
const behindProxy = useTestApp({ TRUST_PROXY: '1' });

const CSRF_INVALID = { error: { code: 'CSRF_INVALID', message: 'Missing or invalid CSRF token. Reload the page and try again.' } };

describe('double-submit CSRF protection', () => {
  it('sets a readable XSRF-TOKEN cookie on the first response', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/user-info' });
    const cookie = findSetCookie(response, CSRF_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie!.attributes.httponly).toBeUndefined();
    expect(cookie!.attributes.samesite).toBe('Lax');
    expect(cookie!.attributes.path).toBe('/');
    expect(cookie!.attributes.secure).toBeUndefined();
  });

  it('marks the XSRF cookie Secure over https behind a trusted proxy', async () => {
    const response = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(findSetCookie(response, CSRF_COOKIE)?.attributes.secure).toBe(true);
  });

  it('does not set the cookie again once the browser holds it', async () => {
    const client = new TestClient(server.app);
    await client.ensureCsrf();
    const response = await client.get('/api/health');
    expect(findSetCookie(response, CSRF_COOKIE)).toBeUndefined();
  });

  it('gives different browsers different tokens', async () => {
    const a = await new TestClient(server.app).ensureCsrf();
    const b = await new TestClient(server.app).ensureCsrf();
    expect(a).not.toBe(b);
  });

  it('refuses a POST without the header with 403 CSRF_INVALID', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD }, { csrf: 'omit' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(CSRF_INVALID);
  });

  it('refuses a wrong header value', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD }, { csrf: 'wrong' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_INVALID);

    const otherBrowser = await new TestClient(server.app).ensureCsrf();
    const swapped = await client.post(
      '/api/auth/signup',
      { email: uniqueEmail(), password: PASSWORD },
      {
        csrf: 'omit',
        headers: { [CSRF_HEADER]: otherBrowser },
      },
    );
    expect(swapped.statusCode).toBe(403);
  });

  it('refuses a header with no cookie to match it', async () => {
    const client = new TestClient(server.app);
    const token = await client.ensureCsrf();
    client.deleteCookie(CSRF_COOKIE);
    const response = await client.post(
      '/api/auth/signup',
      { email: uniqueEmail(), password: PASSWORD },
      {
        csrf: 'omit',
        headers: { [CSRF_HEADER]: token },
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_INVALID);
  });

  it('refuses an empty header against an empty cookie', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/query',
      headers: { cookie: `${CSRF_COOKIE}=`, [CSRF_HEADER]: '' },
      payload: { fname: 'a', lname: 'b', email: uniqueEmail(), message: 'hi' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('checks every unsafe method, and a percent-encoded /api path as well', async () => {
    const client = new TestClient(server.app);
    await client.ensureCsrf();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await client.request(method, '/api/auth/user-info', { csrf: 'omit' });
      expect(response.statusCode, method).toBe(403);
    }
    const encoded = await client.request('POST', '/%61pi/auth/signup', { csrf: 'omit', body: { email: uniqueEmail(), password: PASSWORD } });
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json()).toEqual(CSRF_INVALID);
  });

  it('accepts the matching header', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD });
    expect(response.statusCode).toBe(201);
  });

  it('rotates the token when a session starts: login and signup set a new one, and the old one stops working', async () => {
    const farmer = new TestClient(server.app);
    const email = uniqueEmail();
    const beforeSignup = await farmer.ensureCsrf();
    const signup = await farmer.post('/api/auth/signup', { email, password: PASSWORD });
    expect(signup.statusCode).toBe(201);
    const afterSignup = findSetCookie(signup, CSRF_COOKIE);
    expect(afterSignup?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(afterSignup?.value).not.toBe(beforeSignup);
    expect(afterSignup?.attributes.httponly).toBeUndefined();
    expect(setCookies(signup).filter((cookie) => cookie.name === CSRF_COOKIE)).toHaveLength(1);

    const login = await farmer.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const afterLogin = findSetCookie(login, CSRF_COOKIE)?.value;
    expect(afterLogin).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(afterLogin).not.toBe(afterSignup?.value);

    const withOldToken = await farmer.post('/api/auth/logout', undefined, { csrf: 'omit', headers: { [CSRF_HEADER]: beforeSignup } });
    expect(withOldToken.statusCode).toBe(403);
    expect(withOldToken.json()).toEqual(CSRF_INVALID);
    expect((await farmer.post('/api/auth/logout')).statusCode).toBe(200);
  });

  it('never needs the token for GET', async () => {
    const bare = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(bare.statusCode).toBe(200);
    const noCookie = await server.app.inject({ method: 'GET', url: '/api/auth/user-info' });
    expect(noCookie.statusCode).toBe(401);
    const head = await server.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
  });
});
