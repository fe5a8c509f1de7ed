import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CSRF_COOKIE, errorOf, findSetCookie, profile, signUp, TestClient } from './helpers';

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>FarmSight test shell</title></head><body><div id="root"></div></body></html>';
const link = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;
/** The page as a signed-out visitor gets it in `lang`: the startup texts in its language linked. */
const pageIn = (lang: 'en' | 'hi', links = '') =>
  INDEX_HTML.replace('lang="en"', `lang="${lang}"`).replace('</head>', `${link(`/assets/common-${lang}.js`)}${links}</head>`);
const APP_JS = 'console.log("farmsight test bundle");';

let dir: string;
let app: FastifyInstance;
let client: TestClient;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'farmsight-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'app-abc.js'), APP_JS);
  await writeFile(join(dir, 'assets', 'app-abc.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(
    join(dir, 'route-preloads.json'),
    JSON.stringify({
      startupTexts: { en: ['/assets/common-en.js'], hi: ['/assets/common-hi.js'] },
      pages: { '/irrigation': { code: ['/assets/app-abc.js'], texts: { en: ['/assets/irrigation-en.js'], hi: ['/assets/irrigation-hi.js'] } } },
    }),
  );
  app = await createTestApp({ WEB_DIST_DIR: dir });
  client = new TestClient(app);
});
afterAll(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function expectIndexHtml(response: Awaited<ReturnType<TestClient['get']>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toBe(pageIn('en'));
  expect(response.headers['cache-control']).toBe('no-cache');
}

describe('serving the built web app', () => {
  it('GET / answers index.html, not cached without revalidation', async () => {
    const response = await client.get('/');
    expectIndexHtml(response);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("names the language the browser's Accept-Language asks for first in <html lang>, English when none is spoken", async () => {
    const cases: [string | undefined, string][] = [
      ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
      ['en-IN,hi;q=0.9', 'en'],
      ['fr-FR, hi;q=0.5, en;q=0.3', 'hi'],
      ['de-DE,fr;q=0.8', 'en'],
      [undefined, 'en'],
    ];
    for (const [acceptLanguage, lang] of cases) {
      const response = await app.inject({ method: 'GET', url: '/dashboard', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      expect(response.body).toBe(pageIn(lang as 'en' | 'hi'));
      expect(response.headers.vary).toContain('Accept-Language');
    }
  });

  it('answers a deep link with index.html so the client router takes over', async () => {
    for (const path of ['/dashboard', '/profile', '/auth?next=%2Fdashboard', '/tools/soil/analysis']) {
      expectIndexHtml(await client.get(path));
    }
  });

  it("links the chunks the build lists for a page on that page only, whatever its query, with its texts in the page's language", async () => {
    for (const path of ['/irrigation', '/irrigation?tab=log']) {
      expect((await client.get(path)).body).toBe(pageIn('en', link('/assets/app-abc.js') + link('/assets/irrigation-en.js')));
    }
    const hindi = await app.inject({ method: 'GET', url: '/irrigation', headers: { 'accept-language': 'hi' } });
    expect(hindi.body).toBe(pageIn('hi', link('/assets/app-abc.js') + link('/assets/irrigation-hi.js')));
    expectIndexHtml(await client.get('/irrigation/other'));
  });

  it('brings the signed-in farmer with the page, as user-info answers, in their language, never to be cached', async () => {
    const farmerClient = new TestClient(app);
    const { user } = await signUp(farmerClient);
    // A name that would close the data block if it were written as it stands.
    const firstName = 'Ram</script><script>alert(1)</script>';
    expect((await farmerClient.post('/api/auth/update-profile', profile({ firstName }))).statusCode).toBe(200);
    expect((await farmerClient.request('PUT', '/api/auth/language', { body: { language: 'hi' } })).statusCode).toBe(200);
    const userInfo = (await farmerClient.get('/api/auth/user-info')).json();
    expect(userInfo).toMatchObject({ id: user.id, firstName, language: 'hi' });

    const response = await farmerClient.get('/dashboard', { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    const block = /<script type="application\/json" id="farmsight-session">([^<]*)<\/script><\/head>/.exec(response.body);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(userInfo);
    expect(response.body.startsWith(pageIn('hi').split('</head>')[0]!)).toBe(true);
    expect(response.body).not.toContain('</script><script>alert(1)');
  });

  it('brings no farmer with the page for an unknown or ended session', async () => {
    const farmerClient = new TestClient(app);
    await signUp(farmerClient);
    expect((await farmerClient.post('/api/auth/logout')).statusCode).toBe(200);
    expectIndexHtml(await farmerClient.get('/dashboard'));
  });

  it('sets the XSRF cookie on the page, so the app holds it before its first POST', async () => {
    const response = await new TestClient(app).get('/dashboard');
    expect(findSetCookie(response, CSRF_COOKIE)).toBeDefined();
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await client.get('/assets/app-abc.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_JS);
    expect(response.headers['content-type']).toMatch(/javascript/);
    const cacheControl = String(response.headers['cache-control']);
    expect(cacheControl).toContain('immutable');
    expect(cacheControl).toContain('max-age=31536000');
  });

  it("sends the build's brotli file as it is to a browser that accepts it, and the plain file to one that does not", async () => {
    const brotli = await app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);
    expect(String(brotli.headers['cache-control'])).toContain('immutable');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('serves other root files with no-cache', async () => {
    const response = await client.get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown /api path with 404 JSON, never the page', async () => {
    for (const path of ['/api/unknown', '/api/auth/nope?x=1']) {
      const response = await client.get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(response).code).toBe('NOT_FOUND');
      expect(response.body).not.toContain('<html');
    }
  });

  it('does not serve files outside the web app folder', async () => {
    const response = await client.get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
    expect([200, 400, 403, 404]).toContain(response.statusCode);
  });

  it('still answers the API', async () => {
    const response = await client.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
