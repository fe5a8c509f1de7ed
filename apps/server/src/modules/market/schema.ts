import { date, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every record data.gov.in's daily mandi feed gave, one row per market, commodity, variety, grade and arrival date:
 * the feed holds today's prices only, so this table is the price history. Names are kept as the feed spells them;
 * `cropId` and `stateCode` are the catalogue's, where the feed's spelling maps to one.
 */
export const mandiPrices = pgTable(
  'mandi_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state').notNull(),
    district: text('district').notNull(),
    market: text('market').notNull(),
    commodity: text('commodity').notNull(),
    variety: text('variety').notNull(),
    grade: text('grade').notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    /** ₹ per quintal. */
    minPrice: doublePrecision('min_price').notNull(),
    maxPrice: doublePrecision('max_price').notNull(),
    modalPrice: doublePrecision('modal_price').notNull(),
    cropId: text('crop_id'),
    stateCode: text('state_code'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('mandi_prices_record_idx').on(table.state, table.district, table.market, table.commodity, table.variety, table.grade, table.arrivalDate),
    index('mandi_prices_crop_state_date_idx').on(table.cropId, table.stateCode, table.arrivalDate),
  ],
);

/** One row per poll of the feed: when, how it went, and the sentence shown when prices cannot be trusted. */
export const mandiPolls = pgTable(
  'mandi_polls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** 'ok', 'partial' (stopped at the request limit) or 'failed'. */
    status: text('status').notNull(),
    records: integer('records').notNull(),
    message: text('message'),
  },
  (table) => [index('mandi_polls_started_at_idx').on(table.startedAt.desc())],
);
