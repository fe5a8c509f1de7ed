import { authPaths, growthPaths, newsPaths, pesticidePath, servicePrefixes, soilPaths } from '@farmsight/contracts';
import { newsArticles } from '../../apps/server/src/db/schema';
import { NEWS_PAGE_SIZE } from '../../apps/server/src/modules/news/page-cache';
import { listArticles } from '../../apps/server/src/modules/news/store';
import { bareFastifyThroughput, benchDatabase, type BenchSuite, fixed, signIn, startBenchApp, type Target, type Throughput, throughput } from '../lib';
import { storedArticle } from './news';

const SESSION_TARGET = 0.4;
const READ_TARGET = 0.6;

export const suite: BenchSuite = {
  name: 'Throughput against a bare Fastify route',
  command: 'npm run bench -- throughput',
  async run() {
    const bench = await startBenchApp();
    try {
      const now = Date.now();
      await bench.app.db.insert(newsArticles).values(Array.from({ length: NEWS_PAGE_SIZE }, (_, index) => storedArticle(index, now)));
      const newsBytes = Buffer.byteLength(JSON.stringify({ status: 'success', articles: await listArticles(bench.app.db, NEWS_PAGE_SIZE) }));
      const { headers } = await signIn(bench.url);
      const bare = await bareFastifyThroughput();
      const bareWithHeaders = await bareFastifyThroughput({ securityHeaders: true });
      const ratio = (result: Throughput) => result.requestsPerSecond / bare.requestsPerSecond;
      const headersCeiling = `the app's security headers alone bring the bare route to ${fixed(ratio(bareWithHeaders), 2)}`;
      const endpoints: { label: string; result: Throughput; target?: number; reason?: string }[] = [
        {
          label: `GET ${servicePrefixes.auth}${authPaths.userInfo} (session lookup)`,
          result: await throughput({ url: `${bench.url}${servicePrefixes.auth}${authPaths.userInfo}`, headers }),
          target: SESSION_TARGET,
        },
        {
          label: `GET ${servicePrefixes.news}${newsPaths.agriculture} (${NEWS_PAGE_SIZE} articles, ${Math.round(newsBytes / 1024)} KB)`,
          result: await throughput({ url: `${bench.url}${servicePrefixes.news}${newsPaths.agriculture}`, headers }),
          target: READ_TARGET,
          reason: `the page is ${Math.round(newsBytes / 1024)} KB of JSON against 15 bytes for the bare route, serialised once and cached: sending it is the cost (the news section compares it with the same JSON from a bare route); ${headersCeiling}`,
        },
        {
          label: `GET ${servicePrefixes.pesticides}${pesticidePath('Citrus Trees (Oranges, Lemons)')}`,
          result: await throughput({ url: `${bench.url}${servicePrefixes.pesticides}${pesticidePath('Citrus Trees (Oranges, Lemons)')}`, headers }),
          target: READ_TARGET,
          reason: `${headersCeiling}; each workspace request also parses cookies, checks the session (a SHA-256 and the cache) and serialises 2.7 KB through the zod response schema`,
        },
        {
          label: `POST ${servicePrefixes.growth}${growthPaths.submitCropData} (saves the analysis)`,
          result: await throughput({
            url: `${bench.url}${servicePrefixes.growth}${growthPaths.submitCropData}`,
            method: 'POST',
            headers,
            body: JSON.stringify({ cropType: 'Tomato', seedingDate: '2025-03-01' }),
          }),
        },
        {
          label: `POST ${servicePrefixes.soil}${soilPaths.analysis}`,
          result: await throughput({
            url: `${bench.url}${servicePrefixes.soil}${soilPaths.analysis}`,
            method: 'POST',
            headers,
            body: JSON.stringify({ soilData: { 'Soil pH': 6.2, 'Nitrogen (N)': 18, 'Phosphorus (P)': 14, 'Potassium (K)': 170 } }),
          }),
        },
      ];
      const targets: Target[] = endpoints.map(({ label, result, target, reason }) => ({
        measure: `${label}, ratio to bare Fastify`,
        value: `${fixed(ratio(result), 2)} (${fixed(result.requestsPerSecond, 0)} vs ${fixed(bare.requestsPerSecond, 0)} req/s)`,
        target: target === undefined ? 'reported' : `>= ${target}`,
        met: target === undefined || ratio(result) >= target,
        ...(reason ? { reason } : {}),
      }));
      return {
        targets,
        markdown: [
          `autocannon, 50 connections for 5 s each, one after another in this run; the app on ${benchDatabase}, signed in (a profile saved).`,
          'Sessions are answered from a 5-second in-process cache after the first lookup (ADR 0013).',
          '',
          '| endpoint | req/s | p50 ms | p97.5 ms | non-2xx | ratio to bare Fastify | target |',
          '|---|---|---|---|---|---|---|',
          `| bare Fastify JSON route { status: 'ok' } | ${fixed(bare.requestsPerSecond, 0)} | ${bare.latencyP50Ms} | ${bare.latencyP95Ms} | ${bare.non2xx} | 1.00 | |`,
          `| the same bare route with the app's security headers (helmet, CSP) | ${fixed(bareWithHeaders.requestsPerSecond, 0)} | ${bareWithHeaders.latencyP50Ms} | ${bareWithHeaders.latencyP95Ms} | ${bareWithHeaders.non2xx} | ${fixed(ratio(bareWithHeaders), 2)} | |`,
          ...endpoints.map(
            ({ label, result, target }) =>
              `| ${label} | ${fixed(result.requestsPerSecond, 0)} | ${result.latencyP50Ms} | ${result.latencyP95Ms} | ${result.non2xx} | ${fixed(ratio(result), 2)} | ${target === undefined ? '' : `>= ${target}`} |`,
          ),
        ].join('\n'),
      };
    } finally {
      await bench.close();
    }
  },
};
