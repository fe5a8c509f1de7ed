import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from './server-process';

// HAProxy from Debian in front of several server processes on loopback, as the README's "Running several instances"
// configures it (ADR 0028): round robin, checks on /api/health and /api/ready. For the multi-instance test and bench.

/** Debian's haproxy, or undefined when it is not installed. */
export const haproxyPath = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path));

export function haproxyConfig(frontendPort: number, instances: Record<string, number>): string {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 5s
  # Requests wait here while every instance has maxconn in flight.
  timeout queue 30s
  retries 3
  option redispatch 1
frontend farmsight
  bind 127.0.0.1:${frontendPort}
  # The client's address as the instances see it (TRUST_PROXY=1), never one the client sent.
  http-request set-header X-Forwarded-For %[src]
  default_backend instances
backend instances
  balance roundrobin
  option httpchk
  http-check connect
  http-check send meth GET uri /api/health
  http-check expect status 200
  http-check connect
  http-check send meth GET uri /api/ready
  http-check expect status 200
  # Which instance answered (for the tests).
  http-response set-header X-Served-By %s
  # maxconn: requests beyond it wait in HAProxy's queue, from which a failed instance's share is sent to the other.
  # observe layer4 + on-error mark-down: a refused connection takes the instance out at once, not at the next checks.
  default-server inter 300ms fall 2 rise 2 maxconn 20 observe layer4 error-limit 1 on-error mark-down
${Object.entries(instances)
  .map(([name, port]) => `  server ${name} 127.0.0.1:${port} check`)
  .join('\n')}
`;
}

export interface Haproxy {
  port: number;
  url: string;
  /** Resolves once requests through the proxy have been answered by each of `names`. */
  serves(names: string[]): Promise<void>;
  close(): void;
}

/** Writes the configuration to workDir, checks it with `haproxy -c` and starts HAProxy in the foreground. */
export async function startHaproxy(workDir: string, instances: Record<string, number>, name = 'haproxy'): Promise<Haproxy> {
  if (!haproxyPath) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
  const port = await freePort();
  const configPath = join(workDir, `${name}.cfg`);
  await writeFile(configPath, haproxyConfig(port, instances));
  execFileSync(haproxyPath, ['-c', '-q', '-f', configPath]);
  const child: ChildProcess = spawn(haproxyPath, ['-db', '-f', configPath], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    async serves(names) {
      const seen = new Set<string>();
      while (!names.every((server) => seen.has(server))) {
        // Refused until HAProxy listens; 503 until its checks pass.
        const response = await fetch(`${url}/api/config`).catch(() => undefined);
        const servedBy = response?.headers.get('x-served-by');
        if (response?.ok && servedBy) seen.add(servedBy);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => child.kill('SIGKILL'),
  };
}
