import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const serverEntry = path.join(repoRoot, 'apps/server/dist/index.js');
export const CONTACT_EMAIL = 'help@farmsight.test';

const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

export interface RunningServer {
  baseURL: string;
  port: number;
  /** The server process id (the bench reads its peak memory from /proc). */
  pid: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr), for failure reports. */
  logs(): string;
  /** SIGTERM, then wait for the process to exit (graceful: the database is closed). */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** stop() and delete the data directory. */
  dispose(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      if (address === null || typeof address === 'string') {
        srv.close();
        reject(new Error('could not get a free port'));
        return;
      }
      const { port } = address;
      srv.close(() => resolve(port));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

export interface StartOptions {
  env?: Record<string, string>;
}

/** Starts the production server (`node apps/server/dist/index.js`) on a free port with a fresh DATA_DIR. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'farmsight-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONTACT_EMAIL,
      LOG_LEVEL: 'warn',
      // No public news feeds from tests; a test passes its own NEWS_FEEDS in options.env.
      NEWS_FEEDS: '',
      // Every test farmer signs up from 127.0.0.1; the 30-an-hour limit per address has tests of its own.
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
      // Nor the public Open-Meteo: nothing listens on the discard port, so weather answers 503 at once unless a test
      // passes a local Open-Meteo (apps/server/test/open-meteo-server.ts) in options.env, as the worker fixture does.
      OPEN_METEO_FORECAST_URL: 'http://127.0.0.1:9/v1/forecast',
      OPEN_METEO_ARCHIVE_URL: 'http://127.0.0.1:9/v1/archive',
      OPEN_METEO_FLOOD_URL: 'http://127.0.0.1:9/v1/flood',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = exited(child);

  let stopping: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const result = await Promise.race([exit, delay(STOP_TIMEOUT_MS).then(() => undefined)]);
      if (result) return result;
      child.kill('SIGKILL');
      await exit;
      throw new Error(`server did not exit within ${STOP_TIMEOUT_MS} ms of SIGTERM\n${output}`);
    })();
    return stopping;
  };

  const server: RunningServer = {
    baseURL,
    port,
    pid: child.pid!,
    dataDir,
    logs: () => output,
    stop,
    dispose: async () => {
      try {
        await stop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastError: string | undefined;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`server exited during start (code ${child.exitCode}, signal ${child.signalCode})\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) {
        const body = (await response.json()) as { status?: unknown };
        if (body.status === 'ok') return server;
        lastError = `health body ${JSON.stringify(body)}`;
      } else {
        lastError = `health status ${response.status}`;
      }
    } catch (error) {
      lastError = String(error);
    }
    if (Date.now() > deadline) {
      await server.dispose().catch(() => undefined);
      throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS} ms (${lastError})\n${output}`);
    }
    await delay(200);
  }
}
