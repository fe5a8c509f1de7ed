// The stored shape of a conversation, apart from the store, so the table's definition (schema.ts) needs no database code.

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
