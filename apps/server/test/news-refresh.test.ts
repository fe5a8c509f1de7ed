import type { NewsResponse } from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsConfig } from '../src/config';
import { newsArticles } from '../src/db/schema';
import { refreshNews } from '../src/modules/news/refresh';
import { createTestApp, signUp, TestClient } from './helpers';
import { CONDITIONAL_ETAG, type FeedServer, OWN_NEWS_DATABASE, startFeedServer } from './news-feed-server';

const NOW = new Date('2026-06-20T12:00:00.000Z');
const CAP = 64 * 1024;

let feeds: FeedServer;
let app: FastifyInstance;
let client: TestClient;

beforeAll(async () => {
  feeds = await startFeedServer();
  app = await createTestApp(OWN_NEWS_DATABASE);
  client = new TestClient(app);
  await signUp(client);
});

afterAll(async () => {
  await app?.close();
  await feeds?.close();
});

function newsConfig(paths: string[], overrides: Partial<NewsConfig> = {}): NewsConfig {
  return { feeds: paths.map((path) => feeds.url(path)), refreshMinutes: 0, apiKey: undefined, fetchTimeoutMs: 1000, maxFeedBytes: CAP, ...overrides };
}

async function storedTitles(): Promise<string[]> {
  const response = await client.get('/api/news/agriculture');
  expect(response.statusCode).toBe(200);
  return response.json<NewsResponse>().articles.map((article) => article.title);
}

describe('news refresh against the local feed host', () => {
  const paths = ['/rss.xml', '/atom.xml', '/conditional.xml', '/malformed.xml', '/error.xml', '/hang.xml', '/huge.xml'];
  const expectedTitles = [
    'Cold storage grant for onion growers', // no date: listed at the fetch time
    'PM-KISAN instalment released',
    'Wheat procurement crosses 30 million tonnes',
    'Crop insurance premium cut for 2026 season',
    'Monsoon sowing of kharif pulses up 12% on last year',
    'New drip irrigation subsidy opens for small holdings',
    'Soil health card camps this week',
    'Updated-only entry about fertiliser prices',
    'Bad image link',
  ];

  it('stores the good articles once each and records every failure', async () => {
    const health = await refreshNews(app.db, newsConfig(paths, { apiKey: 'test-key' }), app.log, { now: () => NOW, newsApiBaseUrl: feeds.url('/newsapi') });

    const byPath = Object.fromEntries(health.map((row) => [new URL(row.url).pathname, row]));
    expect(Object.keys(byPath)).toEqual([...paths, '/newsapi/v2/everything']);
    for (const [path, count] of [
      ['/rss.xml', 4],
      ['/atom.xml', 3],
      ['/conditional.xml', 1],
      ['/newsapi/v2/everything', 2],
    ] as const) {
      expect(byPath[path], path).toMatchObject({ lastSuccessAt: NOW, lastError: null, lastErrorAt: null, articleCount: count });
    }
    expect(byPath['/malformed.xml']).toMatchObject({ lastSuccessAt: null, lastErrorAt: NOW, lastError: 'The XML document could not be parsed as a feed' });
    expect(byPath['/error.xml']).toMatchObject({ lastSuccessAt: null, lastError: 'HTTP 500' });
    expect(byPath['/hang.xml']).toMatchObject({ lastSuccessAt: null, lastError: 'timed out after 1000 ms' });
    expect(byPath['/huge.xml']).toMatchObject({ lastSuccessAt: null, lastError: `larger than ${CAP} bytes` });
    expect(byPath['/conditional.xml']).toMatchObject({ etag: CONDITIONAL_ETAG, lastModified: 'Fri, 19 Jun 2026 10:00:00 GMT' });

    // The NewsAPI key travels in a header and never in the stored URL.
    expect(feeds.requests.find((request) => request.path === '/newsapi/v2/everything')?.headers['x-api-key']).toBe('test-key');
    expect(health.some((row) => row.url.includes('test-key'))).toBe(false);

    expect(await storedTitles()).toEqual(expectedTitles);
    const response = await client.get('/api/news/agriculture');
    const kharif = response.json<NewsResponse>().articles.find((article) => article.title.startsWith('Monsoon'));
    // The first feed's copy wins; the syndicated copy from the Atom feed is the same canonical URL.
    expect(kharif).toEqual({
      title: 'Monsoon sowing of kharif pulses up 12% on last year',
      description: 'Farmers have sown pulses on more land than last season & arhar leads the rise. Officials expect higher output.',
      publishedAt: '2026-06-18T04:00:00.000Z',
      url: 'https://farm-daily.example/news/kharif-sowing?utm_source=rss&utm_medium=feed&id=42#comments',
      urlToImage: 'https://img.farm-daily.example/kharif.jpg',
      source: 'Krishi & Kisan Daily',
    });
  });

  it('asks again with the stored ETag and keeps the feed healthy on 304', async () => {
    feeds.requests.length = 0;
    const later = new Date(NOW.getTime() + 60_000);
    const health = await refreshNews(app.db, newsConfig(['/conditional.xml']), app.log, { now: () => later });
    const request = feeds.requests.find((entry) => entry.path === '/conditional.xml');
    expect(request?.headers['if-none-match']).toBe(CONDITIONAL_ETAG);
    expect(request?.headers['if-modified-since']).toBe('Fri, 19 Jun 2026 10:00:00 GMT');
    expect(health).toEqual([expect.objectContaining({ lastCheckedAt: later, lastSuccessAt: later, lastError: null, articleCount: 1, etag: CONDITIONAL_ETAG })]);
    expect(await storedTitles()).toEqual(expectedTitles);
  });

  it('keeps what is stored when every feed fails, and records unreachable hosts', async () => {
    const closed = await startFeedServer();
    const unreachable = closed.url('/rss.xml');
    await closed.close();
    const warnings: Array<{ details: object; message: string }> = [];
    const log = { info: () => {}, warn: (details: object, message: string) => warnings.push({ details, message }) };
    const health = await refreshNews(app.db, { ...newsConfig(['/error.xml']), feeds: [feeds.url('/error.xml'), unreachable] }, log, { now: () => NOW });
    expect(health.map((row) => row.lastError)).toEqual(['HTTP 500', 'unreachable (ECONNREFUSED)']);
    // One summary line, not a warning per feed.
    expect(warnings).toEqual([
      {
        message: 'news: none of the 2 feeds could be read (offline?); the news page keeps what is stored',
        details: {
          failed: [
            { feed: feeds.url('/error.xml'), error: 'HTTP 500' },
            { feed: unreachable, error: 'unreachable (ECONNREFUSED)' },
          ],
        },
      },
    ]);
    expect(await storedTitles()).toEqual(expectedTitles);
  });
});

describe('news retention', () => {
  function bigFeed(count: number): string {
    const items = Array.from({ length: count }, (_, index) => {
      const published = new Date(NOW.getTime() - index * 2 * 60 * 60 * 1000); // one item every 2 hours
      return `<item><title>Story ${index}</title><link>https://many.example/story/${index}</link><pubDate>${published.toUTCString()}</pubDate></item>`;
    });
    return `<?xml version="1.0"?><rss version="2.0"><channel><title>Many</title>${items.join('')}</channel></rss>`;
  }

  it('keeps the newest 500 and nothing older than 30 days', async () => {
    const many = await startFeedServer({ '/many.xml': () => bigFeed(600), '/old.xml': () => bigFeed(400) });
    const retention = await createTestApp(OWN_NEWS_DATABASE);
    try {
      // 600 items two hours apart span 50 days: 360 are within 30 days.
      await refreshNews(retention.db, { ...newsConfig([]), feeds: [many.url('/many.xml')], maxFeedBytes: 1024 * 1024 }, retention.log, { now: () => NOW });
      const rows = await retention.db.select({ title: newsArticles.title, publishedAt: newsArticles.publishedAt }).from(newsArticles);
      expect(rows).toHaveLength(361);
      expect(Math.min(...rows.map((row) => row.publishedAt.getTime()))).toBe(NOW.getTime() - 360 * 2 * 60 * 60 * 1000);

      // Later, more than 500 fresh stories: only the newest 500 stay.
      const later = new Date(NOW.getTime() + 1000 * 2 * 60 * 60 * 1000);
      const fresh = await startFeedServer({
        '/fresh.xml': () =>
          bigFeed(0).replace(
            '</channel>',
            `${Array.from({ length: 520 }, (_, index) => `<item><title>Fresh ${index}</title><link>https://fresh.example/${index}</link><pubDate>${new Date(later.getTime() - index * 60_000).toUTCString()}</pubDate></item>`).join('')}</channel>`,
          ),
      });
      await refreshNews(retention.db, { ...newsConfig([]), feeds: [fresh.url('/fresh.xml')], maxFeedBytes: 1024 * 1024 }, retention.log, { now: () => later });
      await fresh.close();
      const kept = await retention.db.select({ title: newsArticles.title }).from(newsArticles);
      expect(kept).toHaveLength(500);
      expect(kept.every((row) => row.title.startsWith('Fresh '))).toBe(true);
      expect(kept.some((row) => row.title === 'Fresh 499')).toBe(true);
      expect(kept.some((row) => row.title === 'Fresh 500')).toBe(false);
    } finally {
      await retention.close();
      await many.close();
    }
  });
});
