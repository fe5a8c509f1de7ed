import type { NewsResponse } from '@farmsight/contracts';
import type { Database } from '../../db/client';
import { articlesVersion, listArticles } from './store';

/** Articles one call returns: the newest of what is stored. */
export const NEWS_PAGE_SIZE = 100;

/**
 * The endpoint's answer, read once and reused until this process saves a refresh or `ttlMs` passes (the
 * bound on how late a refresh saved by another instance sharing the database shows up). Concurrent misses share
 * one database read.
 */
export class NewsPageCache {
  private cached: { page: NewsResponse; version: number; expiresAt: number } | undefined;
  private loading: Promise<NewsResponse> | undefined;

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  page(): Promise<NewsResponse> {
    const version = articlesVersion(this.db);
    if (this.cached && this.cached.version === version && this.cached.expiresAt > Date.now()) return Promise.resolve(this.cached.page);
    this.loading ??= this.load(version).finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(version: number): Promise<NewsResponse> {
    const page: NewsResponse = { status: 'success', articles: await listArticles(this.db, NEWS_PAGE_SIZE) };
    this.cached = { page, version, expiresAt: Date.now() + this.ttlMs };
    return page;
  }
}
