import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The answers to POSTs sent with an Idempotency-Key (lib/idempotency.ts, ADR 0054): a phone that replays a queued
 * reading or irrigation log gets the entry saved the first time instead of a second one. The key is the client's, so
 * it is unique per farmer, not across farmers.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, route, parameters and body: the same key with another request is refused (409). */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
