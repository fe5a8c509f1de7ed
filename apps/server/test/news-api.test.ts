import type { NewsResponse } from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { newsArticles } from '../src/db/schema';
import { saveRefresh } from '../src/modules/news/store';
import { createTestApp, errorOf, signUp, TestClient } from './helpers';
import { type FeedServer, OWN_NEWS_DATABASE, startFeedServer } from './news-feed-server';

describe('GET /api/news/agriculture', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(OWN_NEWS_DATABASE);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('needs a session', async () => {
    const response = await new TestClient(app).get('/api/news/agriculture');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('answers an empty list before any refresh', async () => {
    const client = new TestClient(app);
    await signUp(client);
    const response = await client.get('/api/news/agriculture');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', articles: [] });
  });

  it('lists stored articles newest first in the contract shape', async () => {
    const row = (title: string, publishedAt: string, imageUrl: string | null) => ({
      title,
      description: `${title} in detail.`,
      url: `https://news.example/${title.toLowerCase().replaceAll(' ', '-')}`,
      canonicalUrl: `https://news.example/${title.toLowerCase().replaceAll(' ', '-')}`,
      imageUrl,
      source: 'News Example',
      feedUrl: 'https://news.example/feed',
      publishedAt: new Date(publishedAt),
    });
    // Saved the way a refresh saves, after the empty answer above was served (and cached).
    const rows = [
      row('Middle story', '2026-06-18T10:00:00Z', null),
      row('Newest story', '2026-06-19T10:00:00Z', 'https://news.example/newest.jpg'),
      row('Oldest story', '2026-06-01T10:00:00Z', null),
    ];
    await saveRefresh(app.db, [], rows, new Date('2026-06-20T00:00:00Z'));
    const client = new TestClient(app);
    await signUp(client);
    const response = await client.get('/api/news/agriculture');
    expect(response.statusCode).toBe(200);
    const body = response.json<NewsResponse>();
    expect(body.status).toBe('success');
    expect(body.articles.map((article) => article.title)).toEqual(['Newest story', 'Middle story', 'Oldest story']);
    expect(body.articles[0]).toEqual({
      title: 'Newest story',
      description: 'Newest story in detail.',
      publishedAt: '2026-06-19T10:00:00.000Z',
      url: 'https://news.example/newest-story',
      urlToImage: 'https://news.example/newest.jpg',
      source: 'News Example',
    });
    expect(body.articles[1]!.urlToImage).toBeNull();
  });
});

describe('news refresh job', () => {
  let feeds: FeedServer;
  beforeAll(async () => {
    // Dated an hour before the request, so the 30-day retention keeps it whatever the clock says.
    const today = () =>
      `<rss version="2.0"><channel><title>Today</title><item><title>Fresh from the field</title><link>https://today.example/fresh</link><pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate></item></channel></rss>`;
    feeds = await startFeedServer({ '/today.xml': today });
  });
  afterAll(async () => {
    await feeds?.close();
  });

  async function listeningApp(feedPaths: string[]): Promise<FastifyInstance> {
    const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', NODE_ENV: 'test', NEWS_FEEDS: feedPaths.map((path) => feeds.url(path)).join(',') });
    const app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }

  it('refreshes once the server listens', async () => {
    const app = await listeningApp(['/today.xml']);
    try {
      const titles = async () => (await app.db.select({ title: newsArticles.title }).from(newsArticles)).map((row) => row.title);
      await expect.poll(titles, { timeout: 10_000 }).toEqual(['Fresh from the field']);
    } finally {
      await app.close();
    }
  });

  it('does not hold up shutdown while a feed hangs', async () => {
    const app = await listeningApp(['/hang.xml']);
    await expect.poll(() => feeds.requests.some((request) => request.path === '/hang.xml'), { timeout: 10_000 }).toBe(true);
    const started = Date.now();
    await app.close();
    // The fetch timeout is 10 s; close aborts the fetch instead of waiting for it.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
