import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';

// Requests no HTTP client will send: written byte for byte to a real socket, answered by Node's parser,
// Fastify's router or @fastify/static before (or instead of) the app's hooks.
let app: FastifyInstance;
let port: number;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'farmsight-raw-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>FarmSight</title>');
  await writeFile(join(webDir, 'assets', 'app.js'), 'console.log("app");');
  app = await createTestApp({ WEB_DIST_DIR: webDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as it is and reads the answer until the server closes the connection. */
function rawRequest(request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server destroys the socket after a parser error: a reset after the answer is still an answer.
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) });
    });
  });
}

function expectSecurityHeaders(response: RawResponse) {
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

function expectJsonError(response: RawResponse, status: number, code: string, message: string) {
  expect(response.status, response.body).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
  expect(JSON.parse(response.body)).toEqual({ error: { code, message } });
  expectSecurityHeaders(response);
}

describe("errors from Node's HTTP parser", () => {
  const login = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n';
  it.each([
    {
      name: 'a Content-Length that is not a number',
      request: `${login}Content-Length: abc\r\n\r\n`,
      status: 400,
      code: 'MALFORMED_REQUEST',
      message: 'The Content-Length header is not valid.',
    },
    {
      name: 'two Content-Length headers',
      request: `${login}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      status: 400,
      code: 'MALFORMED_REQUEST',
      message: 'The Content-Length header is not valid.',
    },
    {
      name: 'Content-Length with Transfer-Encoding (request smuggling)',
      request: `${login}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      status: 400,
      code: 'MALFORMED_REQUEST',
      message: 'The Transfer-Encoding header is not valid, or comes with a Content-Length.',
    },
    {
      name: 'a Transfer-Encoding that does not end in chunked',
      request: `${login}Transfer-Encoding: chunked, gzip\r\n\r\n`,
      status: 400,
      code: 'MALFORMED_REQUEST',
      message: 'The Transfer-Encoding header is not valid, or comes with a Content-Length.',
    },
    {
      name: 'an unknown method',
      request: 'BREW /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      status: 400,
      code: 'MALFORMED_REQUEST',
      message: 'The request method is not recognised.',
    },
    {
      name: 'a header name with a space',
      request: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX Bad: 1\r\n\r\n',
      status: 400,
      code: 'MALFORMED_REQUEST',
      message: 'The request is not valid HTTP.',
    },
    {
      name: 'headers over 16 KB',
      request: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large.',
    },
  ])('$name: $status $code in the JSON error shape, with the security headers', async ({ request, status, code, message }) => {
    const response = await rawRequest(request);
    expectJsonError(response, status, code, message);
    expect(response.headers.connection).toBe('close');
  });

  it('headers that never finish: 408 REQUEST_TIMEOUT once the headers timeout has passed', async () => {
    // Node checks its timeouts every 30 s (connectionsCheckingInterval), so this waits up to that long.
    const headersTimeout = app.server.headersTimeout;
    app.server.headersTimeout = 500;
    try {
      const response = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      expectJsonError(response, 408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.');
    } finally {
      app.server.headersTimeout = headersTimeout;
    }
  }, 45_000);

  it('leaves the server answering: a well-formed request after them still gets 200', async () => {
    const response = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'ok' });
  });
});

describe("errors from Fastify's router", () => {
  it('a path with bad percent-encoding: 400 with the security headers', async () => {
    const response = await rawRequest('GET /api/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expectJsonError(response, 400, 'VALIDATION_ERROR', 'The address is not valid.');
  });
});

describe('403 codes name their cause', () => {
  it("a static path that climbs out of the web app's folder is FORBIDDEN, not CSRF_INVALID, and serves nothing", async () => {
    const response = await rawRequest('GET /assets/%2e%2e/%2e%2e/package.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expectJsonError(response, 403, 'FORBIDDEN', 'Forbidden');
  });

  it('a POST without the XSRF header is still CSRF_INVALID', async () => {
    const body = '{"email":"a@example.test","password":"x"}';
    const response = await rawRequest(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expectJsonError(response, 403, 'CSRF_INVALID', 'Missing or invalid CSRF token. Reload the page and try again.');
  });
});

describe('framing', () => {
  it('X-Frame-Options says DENY, as the CSP says frame-ancestors none, on pages and on the API', async () => {
    for (const path of ['/', '/dashboard', '/api/health', '/api/auth/user-info']) {
      const response = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expectSecurityHeaders(response);
    }
  });
});
