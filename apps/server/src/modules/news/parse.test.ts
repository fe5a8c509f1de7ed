import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articlesFromNewsApi } from './newsapi';
import { articlesFromFeed, dedupeArticles } from './parse';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/news/${name}`, import.meta.url), 'utf8');
const fetchedAt = new Date('2026-06-20T12:00:00.000Z');

describe('articlesFromFeed', () => {
  it('reads RSS 2.0: plain text, http(s) links only, images from media:content, <img> and enclosure', () => {
    const articles = articlesFromFeed(fixture('rss.xml'), { feedUrl: 'https://farm-daily.example/feed', fetchedAt });
    expect(articles.map((article) => [article.title, article.imageUrl, article.publishedAt.toISOString()])).toEqual([
      ['Monsoon sowing of kharif pulses up 12% on last year', 'https://img.farm-daily.example/kharif.jpg', '2026-06-18T04:00:00.000Z'],
      ['New drip irrigation subsidy opens for small holdings', 'https://img.farm-daily.example/drip.png', '2026-06-17T14:00:00.000Z'],
      ['Cold storage grant for onion growers', 'https://img.farm-daily.example/onion.jpg', fetchedAt.toISOString()],
      // Its only thumbnail is a javascript: URL, so it has no image; the javascript: link item is gone.
      ['Soil health card camps this week', null, '2026-06-16T08:00:00.000Z'],
    ]);
    expect(articles[1]!.description).toBe(
      'The state scheme pays 55% of the cost of drip kits for farms under 2 hectares. Applications close on 31 July & need land records.',
    );
    expect(articles[0]!.source).toBe('Krishi & Kisan Daily');
    expect(articles[0]!.canonicalUrl).toBe('https://farm-daily.example/news/kharif-sowing?id=42');
  });

  it('reads Atom: markup stripped from titles, relative links resolved, media:thumbnail, updated date as fallback', () => {
    const articles = articlesFromFeed(fixture('atom.xml'), { feedUrl: 'https://policy-watch.example/feed.atom', fetchedAt });
    expect(articles[0]).toEqual({
      title: 'Crop insurance premium cut for 2026 season',
      description: 'Premiums fall to 1.5% for rabi crops & 2% for kharif crops.',
      url: 'https://policy-watch.example/posts/insurance-2026',
      canonicalUrl: 'https://policy-watch.example/posts/insurance-2026',
      imageUrl: 'https://img.policy-watch.example/insurance.jpg',
      source: 'Farm Policy Watch',
      publishedAt: new Date('2026-06-19T05:00:00.000Z'),
    });
    expect(articles[2]).toMatchObject({
      url: 'https://policy-watch.example/posts/fertiliser-prices',
      description: 'Urea stays at the same price per bag.',
      publishedAt: new Date('2026-06-15T12:00:00.000Z'),
    });
  });

  it('throws on a document that is not a feed', () => {
    expect(() => articlesFromFeed(fixture('malformed.xml'), { feedUrl: 'https://x.example/', fetchedAt })).toThrow(
      'The XML document could not be parsed as a feed',
    );
  });

  it('names the source after the host when the feed has no title', () => {
    const xml = '<rss version="2.0"><channel><item><title>T</title><link>https://a.example/t</link></item></channel></rss>';
    expect(articlesFromFeed(xml, { feedUrl: 'https://www.agri.example/rss', fetchedAt })[0]!.source).toBe('agri.example');
  });
});

describe('dedupeArticles', () => {
  it('keeps the first copy of each canonical URL', () => {
    const rss = articlesFromFeed(fixture('rss.xml'), { feedUrl: 'https://farm-daily.example/feed', fetchedAt });
    const atom = articlesFromFeed(fixture('atom.xml'), { feedUrl: 'https://policy-watch.example/feed', fetchedAt });
    const unique = dedupeArticles([...rss, ...atom]);
    expect(unique).toHaveLength(rss.length + atom.length - 1);
    expect(unique.filter((article) => article.title.startsWith('Monsoon'))).toEqual([rss[0]]);
  });
});

describe('articlesFromNewsApi', () => {
  it('maps NewsAPI articles, skipping removed ones and non-http images', () => {
    const articles = articlesFromNewsApi(fixture('newsapi.json'), fetchedAt);
    expect(articles).toEqual([
      {
        title: 'Wheat procurement crosses 30 million tonnes',
        description: 'Government agencies bought more wheat than last year — a record for Punjab.',
        url: 'https://agri-wire.example/wheat-procurement',
        canonicalUrl: 'https://agri-wire.example/wheat-procurement',
        imageUrl: 'https://agri-wire.example/wheat.jpg',
        source: 'Agri Wire',
        publishedAt: new Date('2026-06-19T08:00:00.000Z'),
      },
      expect.objectContaining({ title: 'Bad image link', description: '', imageUrl: null }),
    ]);
  });

  it('throws on an error answer', () => {
    expect(() => articlesFromNewsApi('{"status":"error","code":"apiKeyInvalid"}', fetchedAt)).toThrow();
  });
});
