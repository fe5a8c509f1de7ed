import Fastify from 'fastify';
import { type BenchSuite, fixed, signIn, startBenchApp, throughput } from '../lib';

/** A bare Fastify JSON route, the yardstick the other endpoints are compared with. */
export async function bareFastifyThroughput() {
  const bare = Fastify();
  bare.get('/json', async () => ({ status: 'ok' }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await throughput({ url: `${url}/json` });
  } finally {
    await bare.close();
  }
}

export const suite: BenchSuite = {
  name: 'Session lookup',
  async run() {
    const bare = await bareFastifyThroughput();
    const bench = await startBenchApp();
    try {
      const { headers } = await signIn(bench.url);
      const userInfo = await throughput({ url: `${bench.url}/api/auth/user-info`, headers });
      return [
        '| endpoint | req/s | p50 ms | p97.5 ms | non-2xx | ratio to bare Fastify |',
        '|---|---|---|---|---|---|',
        `| bare Fastify JSON route | ${fixed(bare.requestsPerSecond, 0)} | ${bare.latencyP50Ms} | ${bare.latencyP95Ms} | ${bare.non2xx} | 1.00 |`,
        `| GET /api/auth/user-info (signed in) | ${fixed(userInfo.requestsPerSecond, 0)} | ${userInfo.latencyP50Ms} | ${userInfo.latencyP95Ms} | ${userInfo.non2xx} | ${fixed(userInfo.requestsPerSecond / bare.requestsPerSecond, 2)} |`,
      ].join('\n');
    } finally {
      await bench.close();
    }
  },
};
