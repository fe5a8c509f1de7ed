import { parseFeed } from '@rowanmanning/feed-parser';
import { canonicalUrl, firstImageSource, htmlToPlainText, httpUrl, publishedDate, truncateOnWord } from './clean';

/** An article ready to store: plain-text title and description, http(s) URLs only, a real date. */
export interface CleanArticle {
  title: string;
  description: string;
  url: string;
  canonicalUrl: string;
  imageUrl: string | null;
  source: string;
  publishedAt: Date;
}

type FeedItem = ReturnType<typeof parseFeed>['items'][number];

const MEDIA_RSS_NAMESPACES = new Set(['http://search.yahoo.com/mrss/', 'https://search.yahoo.com/mrss/']);

/** media:content / enclosure image (the library's media list), then an item-level media:thumbnail, then the item image, then the first <img>. */
function imageOf(item: FeedItem, articleUrl: string): string | null {
  const candidates = [
    ...item.media.map((media) => media.image),
    ...item.element
      .findElementsWithName('thumbnail')
      .filter((element) => MEDIA_RSS_NAMESPACES.has(element.namespaceUri ?? ''))
      .map((element) => element.getAttribute('url')),
    item.image?.url,
    firstImageSource(item.content ?? ''),
    firstImageSource(item.description ?? ''),
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, articleUrl);
    if (url) return url;
  }
  return null;
}

/** The host a URL points at, without 'www.', as a last-resort source name. */
export function hostName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

function cleanItem(item: FeedItem, feedUrl: string, source: string, fetchedAt: Date): CleanArticle | null {
  const url = httpUrl(item.url, feedUrl);
  const title = htmlToPlainText(item.title ?? '');
  if (!url || !title) return null;
  return {
    title,
    description: truncateOnWord(htmlToPlainText(item.description ?? item.content ?? '')),
    url,
    canonicalUrl: canonicalUrl(url),
    imageUrl: imageOf(item, url),
    source,
    publishedAt: publishedDate(item.published ?? item.updated, fetchedAt),
  };
}

/**
 * Reads an RSS 2.0, RSS 1.0 or Atom document into clean articles. Items without an http(s) link or a title are
 * skipped. Throws when the document is not a feed.
 */
export function articlesFromFeed(xml: string, options: { feedUrl: string; fetchedAt: Date }): CleanArticle[] {
  const feed = parseFeed(xml);
  const source = htmlToPlainText(feed.title ?? '') || hostName(options.feedUrl);
  return feed.items.map((item) => cleanItem(item, options.feedUrl, source, options.fetchedAt)).filter((article): article is CleanArticle => article !== null);
}

/** One article per canonical URL; the first seen wins. */
export function dedupeArticles<T extends CleanArticle>(articles: T[]): T[] {
  const byKey = new Map<string, T>();
  for (const article of articles) if (!byKey.has(article.canonicalUrl)) byKey.set(article.canonicalUrl, article);
  return [...byKey.values()];
}
