import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactQueries = pgTable('contact_queries', {
  id: uuid('id').primaryKey().defaultRandom(),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
