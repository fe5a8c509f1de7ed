import { newsPaths, servicePrefixes } from '@farmsight/contracts';
import Fastify from 'fastify';
import { newsArticles } from '../../apps/server/src/db/schema';
import { articlesFromFeed } from '../../apps/server/src/modules/news/parse';
import { NEWS_PAGE_SIZE } from '../../apps/server/src/modules/news/page-cache';
import { listArticles, MAX_STORED_ARTICLES } from '../../apps/server/src/modules/news/store';
import { bareFastifyThroughput, type BenchSuite, fixed, signIn, startBenchApp, throughput, timeSync } from '../lib';

const HOUR = 60 * 60 * 1000;
const DESCRIPTION =
  'Farmers in the district can apply for the drip irrigation subsidy until the end of the month; the scheme pays more than half of the cost of a kit for holdings under two hectares and needs a land record and a bank account linked to the applicant.';

export function storedArticle(index: number, now: number) {
  const url = `https://news.example/story/${index}`;
  return {
    title: `Agriculture story number ${index}: sowing, prices and schemes`,
    description: DESCRIPTION,
    url,
    canonicalUrl: url,
    imageUrl: `https://img.news.example/${index}.jpg`,
    source: 'Bench Farm News',
    feedUrl: 'https://news.example/feed.xml',
    publishedAt: new Date(now - index * HOUR),
    fetchedAt: new Date(now),
  };
}

function rssDocument(items: number): string {
  const entries = Array.from(
    { length: items },
    (_, index) =>
      `<item><title>Story ${index} &amp; more</title><link>https://news.example/${index}?utm_source=rss</link><pubDate>${new Date(Date.UTC(2026, 5, 1) - index * HOUR).toUTCString()}</pubDate><description><![CDATA[<p>${DESCRIPTION} <b>Apply</b> &amp; <a href="https://news.example/">read</a>.</p><img src="https://img.news.example/${index}.jpg">]]></description></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Bench</title>${entries.join('')}</channel></rss>`;
}

/** The same article page, serialised once as the app's page cache does, from a bare Fastify route: the cost of sending it. */
async function plainJsonThroughput(page: unknown) {
  const body = Buffer.from(JSON.stringify(page));
  const bare = Fastify();
  bare.get('/news', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await throughput({ url: `${url}/news` });
  } finally {
    await bare.close();
  }
}

export const suite: BenchSuite = {
  name: 'Agriculture news',
  command: 'npm run bench -- news',
  async run() {
    const feed = rssDocument(100);
    const parse = timeSync(() => articlesFromFeed(feed, { feedUrl: 'https://news.example/feed.xml', fetchedAt: new Date() }), 50);

    const bench = await startBenchApp();
    try {
      const now = Date.now();
      const rows = Array.from({ length: MAX_STORED_ARTICLES }, (_, index) => storedArticle(index, now));
      for (let start = 0; start < rows.length; start += 100) await bench.app.db.insert(newsArticles).values(rows.slice(start, start + 100));
      const { headers } = await signIn(bench.url);
      const page = { status: 'success', articles: await listArticles(bench.app.db, NEWS_PAGE_SIZE) };
      const bytes = Buffer.byteLength(JSON.stringify(page));

      const bare = await bareFastifyThroughput();
      const plain = await plainJsonThroughput(page);
      const userInfo = await throughput({ url: `${bench.url}/api/auth/user-info`, headers });
      const news = await throughput({ url: `${bench.url}${servicePrefixes.news}${newsPaths.agriculture}`, headers });
      const row = (label: string, result: typeof news) =>
        `| ${label} | ${fixed(result.requestsPerSecond, 0)} | ${result.latencyP50Ms} | ${result.latencyP95Ms} | ${result.non2xx} | ${fixed(result.requestsPerSecond / userInfo.requestsPerSecond, 2)} |`;
      return {
        markdown: [
          `| in-process call | mean ms | p50 ms | p95 ms |`,
          '|---|---|---|---|',
          `| articlesFromFeed: 100-item RSS with HTML descriptions (${Math.round(feed.length / 1024)} KB) | ${fixed(parse.meanMicroseconds / 1000, 2)} | ${fixed(parse.p50Microseconds / 1000, 2)} | ${fixed(parse.p95Microseconds / 1000, 2)} |`,
          '',
          `${MAX_STORED_ARTICLES} articles stored (the retention limit); the endpoint answers the newest ${NEWS_PAGE_SIZE} (${Math.round(bytes / 1024)} KB of JSON).`,
          '50 connections for 5 s each, embedded PGlite in memory, signed in (session lookup per request):',
          '',
          "| endpoint | req/s | p50 ms | p97.5 ms | non-2xx | ratio to GET /api/auth/user-info (the server's plain signed-in JSON) |",
          '|---|---|---|---|---|---|',
          row(`bare Fastify: { status: 'ok' }`, bare),
          row(`bare Fastify: the same ${NEWS_PAGE_SIZE}-article JSON, serialised once, no session, no database`, plain),
          row('GET /api/auth/user-info (one small JSON object)', userInfo),
          row(`GET /api/news/agriculture (${NEWS_PAGE_SIZE} articles)`, news),
        ].join('\n'),
      };
    } finally {
      await bench.close();
    }
  },
};
