import { boolean, date, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { crops } from '../growth/schema';

/** The farmer's soil and irrigation method for the water balance; no row means loam and surface irrigation. */
export const irrigationSettings = pgTable('irrigation_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  soilTexture: text('soil_texture').notNull(),
  irrigationMethod: text('irrigation_method').notNull(),
  /** Paddy: alternate wetting and drying instead of the regional ponding rule. */
  alternateWettingDrying: boolean('alternate_wetting_drying').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Irrigations the farmer logged for one saved crop; they enter the root-zone water balance. */
export const irrigationEvents = pgTable(
  'irrigation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cropId: uuid('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** What was applied (gross) over the crop's sown area, mm; the balance credits it times the method's efficiency. */
    depthMm: doublePrecision('depth_mm').notNull(),
    /** How the farmer measured it: mm, pump-hours or canal turns, and the figure given. */
    unit: text('unit').notNull().default('mm'),
    amount: doublePrecision('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('irrigation_events_crop_id_date_idx').on(table.cropId, table.date)],
);
