import type { Conversation } from './conversation';
import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

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
