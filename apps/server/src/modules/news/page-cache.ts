import { newsResponseSchema } from '@farmsight/contracts';
import type { Database } from '../../db/client';
import { articlesVersion, listArticles } from './store';

/** Articles one call returns: the newest of what is stored. */
export const NEWS_PAGE_SIZE = 100;

/**
 * The endpoint's JSON body, read and serialised once and reused until this process saves a refresh or `ttlMs`
 * passes (the bound on how late a refresh saved by another instance sharing the database shows up). Concurrent
 * misses share one database read. Serialising 100 articles per request cost more than the rest of the request.
 */
export class NewsPageCache {
  private cached: { body: Buffer; version: number; expiresAt: number } | undefined;
  private loading: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  body(): Promise<Buffer> {
    const version = articlesVersion(this.db);
    if (this.cached && this.cached.version === version && this.cached.expiresAt > Date.now()) return Promise.resolve(this.cached.body);
    this.loading ??= this.load(version).finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(version: number): Promise<Buffer> {
    const page = newsResponseSchema.parse({ status: 'success', articles: await listArticles(this.db, NEWS_PAGE_SIZE) });
    const body = Buffer.from(JSON.stringify(page));
    this.cached = { body, version, expiresAt: Date.now() + this.ttlMs };
    return body;
  }
}
