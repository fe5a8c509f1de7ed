import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/** The farmer's water: stored (tanks, ponds, open wells), pumped (tubewells, borewells) and canal turns. */
export const waterSources = pgTable(
  'water_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Stored water only. */
    capacityLitres: doublePrecision('capacity_litres'),
    currentLitres: doublePrecision('current_litres'),
    /** A pump's flow, or a canal outlet's discharge, litres a second. */
    flowLitresPerSecond: doublePrecision('flow_litres_per_second'),
    /** Warabandi: the hours of the farm's weekly canal turn. */
    turnHoursPerWeek: doublePrecision('turn_hours_per_week'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('water_sources_user_id_idx').on(table.userId)],
);
