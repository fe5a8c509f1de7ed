import { boolean, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  /** The farmer's land unit (contracts' `landUnitIds`; its size comes from the farm's state) and yield unit; null until chosen. */
  landUnit: text('land_unit'),
  yieldUnit: text('yield_unit'),
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
