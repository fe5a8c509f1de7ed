import type { NewsConfig } from '../../config';
import type { Database } from '../../db/client';
import { fetchCapped, type Validators } from '../../lib/http-fetch';
import { articlesFromNewsApi, newsApiSearchUrl } from './newsapi';
import { articlesFromFeed, type CleanArticle, dedupeArticles } from './parse';
import { type FeedHealth, type FeedOutcome, feedHealth, loadValidators, MAX_STORED_ARTICLES, oldestKept, saveRefresh } from './store';

/** The part of the server's logger a refresh writes to (the CLI passes its own). */
export interface NewsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RefreshOptions {
  /** Aborts in-flight fetches (server shutdown). */
  signal?: AbortSignal;
  /** Where NewsAPI lives; tests point it at a local server. */
  newsApiBaseUrl?: string;
  now?: () => Date;
}

interface Source {
  url: string;
  headers?: Record<string, string>;
  parse(body: string, fetchedAt: Date): CleanArticle[];
}

const FEED_TYPES = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5';
const USER_AGENT = 'FarmSight-news/1.0 (agriculture news reader)';

/** The configured feeds, plus NewsAPI when a key is set (the key travels in a header, never in the stored URL). */
export function newsSources(news: NewsConfig, newsApiBaseUrl?: string): Source[] {
  const feeds: Source[] = news.feeds.map((url) => ({ url, parse: (body, fetchedAt) => articlesFromFeed(body, { feedUrl: url, fetchedAt }) }));
  if (!news.apiKey) return feeds;
  return [...feeds, { url: newsApiSearchUrl(newsApiBaseUrl), headers: { 'x-api-key': news.apiKey }, parse: articlesFromNewsApi }];
}

async function readSource(source: Source, news: NewsConfig, validators: Validators | undefined, fetchedAt: Date, signal?: AbortSignal): Promise<FeedOutcome> {
  try {
    const headers = { accept: FEED_TYPES, 'user-agent': USER_AGENT, ...source.headers };
    const result = await fetchCapped(source.url, { timeoutMs: news.fetchTimeoutMs, maxBytes: news.maxFeedBytes, validators, headers, signal });
    if (result.status === 'not-modified') return { url: source.url, status: 'not-modified' };
    const articles = source.parse(result.body, fetchedAt).map((article) => ({ ...article, feedUrl: source.url }));
    return { url: source.url, status: 'ok', articles, validators: { etag: result.etag, lastModified: result.lastModified } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { url: source.url, status: 'error', error: reason.slice(0, 500) };
  }
}

/** The one warning of a refresh in which some feeds could not be read. */
function newsFailureSummary(failed: number, total: number): string {
  return failed === total
    ? `news: none of the ${total} feeds could be read (offline?); the news page keeps what is stored`
    : `news: ${failed} of ${total} feeds could not be read; the others were`;
}

/**
 * Reads every source at once (one failing never stops the others), then stores the articles and each source's
 * health in one transaction. Returns the health table of the sources read.
 */
export async function refreshNews(db: Database, news: NewsConfig, log: NewsLog, options: RefreshOptions = {}): Promise<FeedHealth[]> {
  const sources = newsSources(news, options.newsApiBaseUrl);
  if (sources.length === 0) return [];
  const now = options.now?.() ?? new Date();
  const validators = await loadValidators(
    db,
    sources.map((source) => source.url),
  );
  const outcomes = await Promise.all(sources.map((source) => readSource(source, news, validators.get(source.url), now, options.signal)));

  // Shutting down: what was read may be partial, and the database is about to close.
  if (options.signal?.aborted) return [];

  const cutoff = oldestKept(now);
  const fresh = dedupeArticles(outcomes.flatMap((outcome) => (outcome.status === 'ok' ? outcome.articles : [])))
    .filter((article) => article.publishedAt >= cutoff)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, MAX_STORED_ARTICLES);
  await saveRefresh(db, outcomes, fresh, now);

  // One line for all the feeds that failed (offline, every feed would have had a warning of its own).
  const failed = outcomes.flatMap((outcome) => (outcome.status === 'error' ? [{ feed: outcome.url, error: outcome.error }] : []));
  const read = outcomes.flatMap((outcome) =>
    outcome.status === 'error' ? [] : [{ feed: outcome.url, status: outcome.status, articles: outcome.status === 'ok' ? outcome.articles.length : 0 }],
  );
  if (read.length > 0) log.info({ feeds: read }, `news: ${read.length} of ${outcomes.length} feeds read`);
  if (failed.length > 0) log.warn({ failed }, newsFailureSummary(failed.length, outcomes.length));
  return feedHealth(
    db,
    sources.map((source) => source.url),
  );
}
