import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The real server process (src/index.ts through tsx, or the built dist/index.js), for tests of signals, crashes and restarts.
const serverRoot = join(import.meta.dirname, '../..');
/** What `npm run build` makes of the server. */
export const builtServer = join(serverRoot, 'dist/index.js');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Resolves when the server's JSON log prints a line that satisfies the predicate. */
  waitForLog(predicate: (line: Record<string, unknown>) => boolean): Promise<void>;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The last log lines, for failure messages. */
  recentLogs(): string;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

export interface StartOptions {
  /** Run the built server instead of the sources. */
  built?: boolean;
  /** A fixed port (a restart behind a load balancer); a free one otherwise. */
  port?: number;
}

/**
 * Starts the server on PGlite in dataDir, or on DATABASE_URL when env names one, and waits for /api/health. Its test
 * farmers all sign up from 127.0.0.1, so the per-address sign-up limit is lifted (it has tests of its own).
 */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}, options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, options.built ? [builtServer] : ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      NEWS_FEEDS: '',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listeners = new Set<(line: Record<string, unknown>) => void>();
  const recent: string[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        continue;
      }
      for (const listener of listeners) listener(entry);
    }
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const waitForLog = (predicate: (line: Record<string, unknown>) => boolean) =>
    new Promise<void>((resolve) => {
      const listener = (entry: Record<string, unknown>) => {
        if (!predicate(entry)) return;
        listeners.delete(listener);
        resolve();
      };
      listeners.add(listener);
    });

  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, waitForLog, exited, recentLogs: () => recent.join('\n') };
}
