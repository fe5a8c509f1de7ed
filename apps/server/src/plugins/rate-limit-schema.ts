import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of every rate limit (@fastify/rate-limit through plugins/rate-limit-store.ts), in the database so that
 * every server instance on it counts the same requests. A row whose window has ended counts as absent.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The limit (method and route) and the key it counts by, e.g. 'POST /api/auth/login|10.0.0.1|asha@example.com'. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);
