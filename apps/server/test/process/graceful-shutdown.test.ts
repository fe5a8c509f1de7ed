import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process';

describe.skipIf(process.env.DATABASE_URL)('graceful shutdown', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'farmsight-shutdown-'));
    server = await startServerProcess(dataDir);
  }, 60_000);

  afterEach(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes a request that is in flight on SIGTERM, exits 0 and keeps the write', async () => {
    const xsrf = 'test-token-for-shutdown';
    const body = JSON.stringify({ email: 'inflight@example.com', password: 'harvest-2026' });
    const response = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${server.base}/api/auth/signup`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: `XSRF-TOKEN=${xsrf}`,
            'x-xsrf-token': xsrf,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      // Half the body now, the rest once the server is shutting down: the request is in flight while it closes.
      const received = server.waitForLog((entry) => entry.msg === 'incoming request' && (entry.req as { url?: string })?.url === '/api/auth/signup');
      req.write(body.slice(0, 10));
      void received.then(() => {
        const closing = server.waitForLog((entry) => entry.msg === 'shutting down: finishing in-flight requests');
        server.child.kill('SIGTERM');
        return closing.then(() => req.end(body.slice(10)));
      });
    });

    expect(await response).toBe(201);
    expect(await server.exited).toBe(0);

    const db = await PGlite.create(dataDir);
    const { rows } = await db.query<{ email: string }>('select email from users');
    await db.close();
    expect(rows).toEqual([{ email: 'inflight@example.com' }]);
  }, 60_000);

  it('exits 0 on SIGTERM while a client holds a connection that has sent nothing yet', async () => {
    // Browsers open such connections ahead of their next request.
    const socket = connect(Number(new URL(server.base).port), '127.0.0.1');
    await once(socket, 'connect');
    const socketClosed = once(socket, 'close');
    socket.on('error', () => undefined);
    // A request answered on a second connection shows the server has accepted the first.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');

    expect(await server.exited).toBe(0);
    await socketClosed;
  }, 60_000);
});

describe.skipIf(process.env.DATABASE_URL)('draining on SIGTERM (SHUTDOWN_DRAIN_MS)', () => {
  it('answers 503 on /api/ready while still serving requests, then exits 0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'farmsight-drain-'));
    const server = await startServerProcess(dataDir, { SHUTDOWN_DRAIN_MS: '5000' });
    try {
      expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
      const draining = server.waitForLog((entry) => entry.msg === 'draining: /api/ready answers 503');
      server.child.kill('SIGTERM');
      await draining;
      const ready = await fetch(`${server.base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: 'This instance is shutting down.' } });
      expect((await fetch(`${server.base}/api/config`)).status).toBe(200);
      expect(await server.exited).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
