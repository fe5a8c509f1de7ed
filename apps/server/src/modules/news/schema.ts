import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Agriculture news gathered from the configured feeds; the news endpoint reads only this table. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The link without utm_* parameters or fragment and with a lower-case host: the same story from two feeds is one row. */
    canonicalUrl: text('canonical_url').notNull().unique(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    source: text('source').notNull(),
    feedUrl: text('feed_url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('news_articles_published_at_idx').on(table.publishedAt.desc())],
);

/** One row per feed: its health after the last refresh and the validators for the next conditional GET. */
export const newsFeeds = pgTable('news_feeds', {
  url: text('url').primaryKey(),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** Articles the feed delivered on its last successful fetch. */
  articleCount: integer('article_count').notNull().default(0),
  etag: text('etag'),
  lastModified: text('last_modified'),
});
