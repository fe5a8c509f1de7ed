import { doublePrecision, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/** Each soil test a farmer submits on /historical, as entered (null: not measured). */
export const soilTests = pgTable(
  'soil_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ph: doublePrecision('ph'),
    nitrogenPpm: doublePrecision('nitrogen_ppm'),
    phosphorusPpm: doublePrecision('phosphorus_ppm'),
    potassiumPpm: doublePrecision('potassium_ppm'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('soil_tests_user_id_created_at_idx').on(table.userId, table.createdAt)],
);
