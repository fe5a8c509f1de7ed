import type { NewsArticle } from '@farmsight/contracts';
import { desc, inArray, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsArticles, newsFeeds } from '../../db/schema';
import type { Validators } from '../../lib/http-fetch';
import type { CleanArticle } from './parse';

/** Articles kept in the database: the newest this many, none older than MAX_AGE_DAYS. */
export const MAX_STORED_ARTICLES = 500;
export const MAX_AGE_DAYS = 30;
const INSERT_BATCH = 100;

export type FeedHealth = typeof newsFeeds.$inferSelect;

/** Bumped after every saved refresh, per database handle, so this process's page cache knows its copy is stale. */
const versions = new WeakMap<Database, number>();

export function articlesVersion(db: Database): number {
  return versions.get(db) ?? 0;
}

/** What one feed gave in a refresh. */
export type FeedOutcome =
  | { url: string; status: 'ok'; articles: (CleanArticle & { feedUrl: string })[]; validators: Validators }
  | { url: string; status: 'not-modified' }
  | { url: string; status: 'error'; error: string };

export function oldestKept(now: Date): Date {
  return new Date(now.getTime() - MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
}

export async function loadValidators(db: Database, urls: string[]): Promise<Map<string, Validators>> {
  if (urls.length === 0) return new Map();
  const rows = await db.select().from(newsFeeds).where(inArray(newsFeeds.url, urls));
  return new Map(rows.map((row) => [row.url, { etag: row.etag, lastModified: row.lastModified }]));
}

/**
 * Stores one refresh in a single transaction: new articles (an existing canonical URL keeps its row), each feed's
 * health, then drops what is past the age limit or beyond the newest MAX_STORED_ARTICLES.
 */
export async function saveRefresh(db: Database, outcomes: FeedOutcome[], articles: (CleanArticle & { feedUrl: string })[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < articles.length; start += INSERT_BATCH) {
      const batch = articles.slice(start, start + INSERT_BATCH).map((article) => ({ ...article, fetchedAt: now }));
      await tx.insert(newsArticles).values(batch).onConflictDoNothing({ target: newsArticles.canonicalUrl });
    }
    for (const outcome of outcomes) {
      const health =
        outcome.status === 'ok'
          ? { lastSuccessAt: now, articleCount: outcome.articles.length, etag: outcome.validators.etag, lastModified: outcome.validators.lastModified }
          : outcome.status === 'not-modified'
            ? { lastSuccessAt: now }
            : { lastErrorAt: now, lastError: outcome.error };
      await tx
        .insert(newsFeeds)
        .values({ url: outcome.url, lastCheckedAt: now, ...health })
        .onConflictDoUpdate({ target: newsFeeds.url, set: { lastCheckedAt: now, ...health } });
    }
    await tx.delete(newsArticles).where(lt(newsArticles.publishedAt, oldestKept(now)));
    const newest = tx
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(MAX_STORED_ARTICLES);
    await tx.delete(newsArticles).where(notInArray(newsArticles.id, newest));
  });
  versions.set(db, articlesVersion(db) + 1);
}

/** Stored articles, newest first, in the API's shape. */
export async function listArticles(db: Database, limit: number): Promise<NewsArticle[]> {
  const rows = await db
    .select({
      title: newsArticles.title,
      description: newsArticles.description,
      publishedAt: newsArticles.publishedAt,
      url: newsArticles.url,
      urlToImage: newsArticles.imageUrl,
      source: newsArticles.source,
    })
    .from(newsArticles)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** Health rows of the given feeds, in that order; a feed never refreshed is left out. */
export async function feedHealth(db: Database, urls: string[]): Promise<FeedHealth[]> {
  if (urls.length === 0) return [];
  const rows = await db.select().from(newsFeeds).where(inArray(newsFeeds.url, urls));
  return urls.flatMap((url) => rows.filter((row) => row.url === url));
}
