import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { defaultNewsFeeds } from '../../default-news-feeds';

describe('news configuration', () => {
  it('reads the documented public feeds by default, every 30 minutes, without NewsAPI', () => {
    expect(loadConfig({}).news).toEqual({
      feeds: defaultNewsFeeds.map((feed) => feed.url),
      refreshMinutes: 30,
      apiKey: undefined,
      fetchTimeoutMs: 10_000,
      maxFeedBytes: 5 * 1024 * 1024,
    });
    expect(defaultNewsFeeds.length).toBeGreaterThanOrEqual(5);
    for (const feed of defaultNewsFeeds) expect(feed.url).toMatch(/^https:\/\//);
  });

  it('never reads the public feeds in tests or with an explicitly empty NEWS_FEEDS', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).news.feeds).toEqual([]);
    expect(loadConfig({ NEWS_FEEDS: '' }).news.feeds).toEqual([]);
    expect(loadConfig({ NEWS_FEEDS: ' , ' }).news.feeds).toEqual([]);
  });

  it('reads a comma-separated list, the interval and the key', () => {
    const { news } = loadConfig({
      NODE_ENV: 'test',
      NEWS_FEEDS: 'http://127.0.0.1:9/a.xml, https://b.example/feed',
      NEWS_REFRESH_MINUTES: '0',
      NEWS_API_KEY: 'k',
    });
    expect(news).toMatchObject({ feeds: ['http://127.0.0.1:9/a.xml', 'https://b.example/feed'], refreshMinutes: 0, apiKey: 'k' });
  });

  it('refuses a feed that is not an http(s) URL and a negative interval', () => {
    expect(() => loadConfig({ NEWS_FEEDS: 'https://ok.example/feed,file:///etc/passwd' })).toThrow(ConfigError);
    expect(() => loadConfig({ NEWS_FEEDS: 'not a url' })).toThrow(/NEWS_FEEDS/);
    expect(() => loadConfig({ NEWS_REFRESH_MINUTES: '-1' })).toThrow(/NEWS_REFRESH_MINUTES/);
  });
});
