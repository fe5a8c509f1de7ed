import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/** The farmer's stored water: tanks, ponds, wells and canal turns. */
export const waterSources = pgTable(
  'water_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    capacityLitres: doublePrecision('capacity_litres').notNull(),
    currentLitres: doublePrecision('current_litres').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('water_sources_user_id_idx').on(table.userId)],
);
