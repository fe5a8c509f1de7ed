import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Open-Meteo answers per 0.1° cell and kind ('forecast', 'climate', 'flood', 'flood-history'): a thousand farmers
 * in one cell share one upstream call per interval, and the last good answer serves while the upstream is down.
 */
export const weatherCache = pgTable(
  'weather_cache',
  {
    cell: text('cell').notNull(),
    kind: text('kind').notNull(),
    /** The parsed answer, in the weather module's own shape. */
    payload: jsonb('payload').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.cell, table.kind] })],
);
