import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the real server process (src/index.ts through tsx) on an embedded database in a temp dir.
const serverRoot = join(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/** Resolves when the server's JSON log prints a line that satisfies the predicate. */
function waitForLog(child: ChildProcess, predicate: (line: Record<string, unknown>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const entry = (() => {
          try {
            return JSON.parse(line) as Record<string, unknown>;
          } catch {
            return {};
          }
        })();
        if (predicate(entry)) {
          child.stdout?.off('data', onData);
          resolve();
          return;
        }
      }
    };
    child.stdout?.on('data', onData);
  });
}

async function waitForHealth(base: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(process.env.DATABASE_URL)('graceful shutdown', () => {
  let dataDir: string;
  let child: ChildProcess;
  let base: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'farmsight-shutdown-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: serverRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.resume();
    await waitForHealth(base, child);
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes a request that is in flight on SIGTERM, exits 0 and keeps the write', async () => {
    const xsrf = 'test-token-for-shutdown';
    const body = JSON.stringify({ email: 'inflight@example.com', password: 'harvest-2026' });
    const response = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${base}/api/auth/signup`,
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
      const received = waitForLog(child, (entry) => entry.msg === 'incoming request' && (entry.req as { url?: string })?.url === '/api/auth/signup');
      req.write(body.slice(0, 10));
      void received.then(() => {
        const closing = waitForLog(child, (entry) => entry.msg === 'shutting down: finishing in-flight requests');
        child.kill('SIGTERM');
        return closing.then(() => req.end(body.slice(10)));
      });
    });

    expect(await response).toBe(201);
    const [exitCode] = await once(child, 'exit');
    expect(exitCode).toBe(0);

    const db = await PGlite.create(dataDir);
    const { rows } = await db.query<{ email: string }>('select email from users');
    await db.close();
    expect(rows).toEqual([{ email: 'inflight@example.com' }]);
  }, 60_000);
});
