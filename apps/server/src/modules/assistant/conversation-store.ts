import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assistantConversations } from '../../db/schema';

/**
 * One answered question, as the follow-up logic needs it: what it was understood to be about. Stored as JSON, so a
 * field that was undefined comes back absent (still undefined).
 */
export interface Turn {
  /** The question after follow-up resolution. */
  question: string;
  cropId: string | undefined;
  /** The topic asked (a vocabulary topic: 'seedRate', 'pests', 'scheme'...). */
  topic: string | undefined;
  schemeId: string | undefined;
  /** A state named in the conversation (ISO 3166-2), which later turns keep. */
  stateCode: string | undefined;
  /** The pest the answer was about ("it" in "may I use cypermethrin on them?"); absent in turns stored before it. */
  pest?: string;
  response: string;
}

/** What AI Samadhan remembers of a farmer's conversation between two questions. */
export interface Conversation {
  /** Oldest first. */
  turns: Turn[];
}

export const emptyConversation = (): Conversation => ({ turns: [] });

/** Turns kept per farmer, and how long an idle conversation is remembered. */
export const CONVERSATION_MAX_TURNS = 6;
export const CONVERSATION_IDLE_MS = 30 * 60 * 1000;

/** Each farmer's conversation, in the database so that a follow-up may land on any server instance (ADR 0028). */
export interface ConversationStore {
  /** The farmer's conversation; empty when there is none or it has been idle too long. */
  get(userId: string): Promise<Conversation>;
  /** Replaces the farmer's conversation, keeping its last CONVERSATION_MAX_TURNS turns. */
  put(userId: string, conversation: Conversation): Promise<void>;
}

export function databaseConversationStore(db: Database, { now = () => new Date() }: { now?: () => Date } = {}): ConversationStore {
  const idleSince = () => new Date(now().getTime() - CONVERSATION_IDLE_MS);
  return {
    async get(userId) {
      const [row] = await db
        .select({ conversation: assistantConversations.conversation })
        .from(assistantConversations)
        .where(and(eq(assistantConversations.userId, userId), gt(assistantConversations.updatedAt, idleSince())));
      return row?.conversation ?? emptyConversation();
    },
    async put(userId, conversation) {
      const kept: Conversation = { ...conversation, turns: conversation.turns.slice(-CONVERSATION_MAX_TURNS) };
      const updatedAt = now();
      await db
        .insert(assistantConversations)
        .values({ userId, conversation: kept, updatedAt })
        .onConflictDoUpdate({ target: assistantConversations.userId, set: { conversation: kept, updatedAt } });
    },
  };
}

/** Drops conversations idle for longer than CONVERSATION_IDLE_MS (the cleanup job); get() already ignores them. */
export async function deleteIdleConversations(db: Database, now = new Date()): Promise<void> {
  await db.delete(assistantConversations).where(lt(assistantConversations.updatedAt, new Date(now.getTime() - CONVERSATION_IDLE_MS)));
}
