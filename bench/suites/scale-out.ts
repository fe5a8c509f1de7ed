import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { authPaths, servicePrefixes, soilPaths } from '@farmsight/contracts';
import { type Haproxy, haproxyPath, startHaproxy } from '../../apps/server/test/process/haproxy';
import { builtServer, freePort, type ServerProcess, startServerProcess } from '../../apps/server/test/process/server-process';
import { type BenchSuite, fixed, signIn, type Target, type Throughput, throughput } from '../lib';

const SOIL_BODY = JSON.stringify({ soilData: { 'Soil pH': 6.2, 'Nitrogen (N)': 18, 'Phosphorus (P)': 14, 'Potassium (K)': 170 } });

/**
 * One built server process against two behind HAProxy, both on the PostgreSQL of DATABASE_URL (ADR 0028). Needs
 * DATABASE_URL, haproxy and `npm run build`: `npm run build && bash .ci/with-postgres.sh npm run bench -- scale`.
 */
export const suite: BenchSuite = {
  name: 'Scale-out: one instance against two behind HAProxy',
  command: 'npm run build && bash .ci/with-postgres.sh npm run bench -- scale',
  async run() {
    const databaseUrl = process.env.DATABASE_URL;
    const missing = [!databaseUrl && 'DATABASE_URL', !haproxyPath && 'haproxy', !existsSync(builtServer) && 'npm run build'].filter(Boolean);
    if (missing.length > 0) return { markdown: `Not measured in this run: it needs ${missing.join(', ')}.` };

    const workDir = await mkdtemp(join(tmpdir(), 'farmsight-bench-scale-'));
    const servers: ServerProcess[] = [];
    const proxies: Haproxy[] = [];
    try {
      const ports = { a: await freePort(), b: await freePort() };
      const env = { DATABASE_URL: databaseUrl!, TRUST_PROXY: '1', LOG_LEVEL: 'warn', DISEASE_MODEL_PATH: join(workDir, 'no-model.onnx') };
      for (const [name, port] of Object.entries(ports)) servers.push(await startServerProcess(join(workDir, name), env, { built: true, port }));
      const one = await startHaproxy(workDir, { a: ports.a }, 'one');
      const two = await startHaproxy(workDir, ports, 'two');
      proxies.push(one, two);
      await one.serves(['a']);
      await two.serves(['a', 'b']);
      const { headers } = await signIn(two.url);

      const measure = (base: string) => ({
        userInfo: () => throughput({ url: `${base}${servicePrefixes.auth}${authPaths.userInfo}`, headers }),
        soil: () => throughput({ url: `${base}${servicePrefixes.soil}${soilPaths.analysis}`, method: 'POST', headers, body: SOIL_BODY }),
      });
      const setups = [
        { label: 'one instance, direct', base: `http://127.0.0.1:${ports.a}` },
        { label: 'one instance behind HAProxy', base: one.url },
        { label: 'two instances behind HAProxy', base: two.url },
      ];
      const rows: { label: string; endpoint: 'userInfo' | 'soil'; result: Throughput }[] = [];
      for (const endpoint of ['userInfo', 'soil'] as const) {
        for (const setup of setups) rows.push({ label: setup.label, endpoint, result: await measure(setup.base)[endpoint]() });
      }
      const names = { userInfo: `GET ${servicePrefixes.auth}${authPaths.userInfo}`, soil: `POST ${servicePrefixes.soil}${soilPaths.analysis}` };
      const gain = (endpoint: 'userInfo' | 'soil') => {
        const single = rows.find((row) => row.endpoint === endpoint && row.label === 'one instance behind HAProxy')!.result;
        const double = rows.find((row) => row.endpoint === endpoint && row.label === 'two instances behind HAProxy')!.result;
        return { single, double, ratio: double.requestsPerSecond / single.requestsPerSecond };
      };
      const targets: Target[] = (['userInfo', 'soil'] as const).map((endpoint) => {
        const { single, double, ratio } = gain(endpoint);
        return {
          measure: `${names[endpoint]}, two instances against one behind HAProxy (${cpus().length} cores, PostgreSQL)`,
          value: `${fixed(ratio, 2)}x (${fixed(double.requestsPerSecond, 0)} vs ${fixed(single.requestsPerSecond, 0)} req/s)`,
          target: 'reported',
          met: true,
        };
      });
      return {
        targets,
        markdown: [
          `autocannon, 50 connections for 5 s each, signed in; built server processes (\`dist/index.js\`) on the PostgreSQL of DATABASE_URL; HAProxy 2.6 configured as in \`apps/server/test/process/haproxy.ts\`; everything on this ${cpus().length}-core machine, so the instances, PostgreSQL, HAProxy and autocannon share the same cores.`,
          '',
          '| endpoint | setup | req/s | p50 ms | p97.5 ms | non-2xx |',
          '|---|---|---|---|---|---|',
          ...rows.map(
            ({ label, endpoint, result }) =>
              `| ${names[endpoint]} | ${label} | ${fixed(result.requestsPerSecond, 0)} | ${result.latencyP50Ms} | ${result.latencyP95Ms} | ${result.non2xx} |`,
          ),
        ].join('\n'),
      };
    } finally {
      for (const proxy of proxies) proxy.close();
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await rm(workDir, { recursive: true, force: true });
    }
  },
};
