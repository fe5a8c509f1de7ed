import type { Conversation } from '../modules/assistant';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  areaOfLand: doublePrecision('area_of_land'),
  profileSetup: boolean('profile_setup').notNull().default(false),
  /** The farmer's chosen language (contracts' `languages`); null until chosen. */
  language: text('language'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A farmer's row as read: what the session plugin puts on request.user and the modules take. */
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

export const contactQueries = pgTable('contact_queries', {
  id: uuid('id').primaryKey().defaultRandom(),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** AI Samadhan's memory of each farmer's conversation (modules/assistant/conversation-store.ts); goes with the farmer. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The last turns, oldest first. */
    conversation: jsonb('conversation').$type<Conversation>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('assistant_conversations_updated_at_idx').on(table.updatedAt)],
);

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

// Tables owned by a module live in its own schema.ts; they are collected here for the client and drizzle-kit.
export * from '../modules/market/schema';
