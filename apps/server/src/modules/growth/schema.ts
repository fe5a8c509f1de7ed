import { date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/** A farmer's crop-growth analyses: the answer as computed then, so a later data change never rewrites it. */
export const crops = pgTable(
  'crops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cropType: text('crop_type').notNull(),
    seedingDate: date('seeding_date', { mode: 'string' }).notNull(),
    harvestDate: date('harvest_date', { mode: 'string' }).notNull(),
    /** {growthData, message, parameters} as the growth engine returned them. */
    analysis: jsonb('analysis').notNull(),
    /** Set together when the farmer marks the crop harvested: the date, what was harvested and from how much land. */
    harvestedOn: date('harvested_on', { mode: 'string' }),
    harvestQuantityKg: doublePrecision('harvest_quantity_kg'),
    harvestAreaHa: doublePrecision('harvest_area_ha'),
    /** The land sown, ha: what irrigation litres and pump-hours are counted for; null means the farm's whole area. */
    sownAreaHa: doublePrecision('sown_area_ha'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crops_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/** The farmer's own field readings for one saved crop. */
export const cropMeasurements = pgTable(
  'crop_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cropId: uuid('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    moisture: doublePrecision('moisture').notNull(),
    height: doublePrecision('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crop_measurements_crop_id_idx').on(table.cropId)],
);
