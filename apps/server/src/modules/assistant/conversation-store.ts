/** One answered question of a session, as the follow-up logic needs it: what it was understood to be about. */
export interface Turn {
  /** The question after follow-up resolution. */
  question: string;
  cropId: string | undefined;
  /** The topic asked (a vocabulary topic: 'seedRate', 'pests', 'scheme'...). */
  topic: string | undefined;
  schemeId: string | undefined;
  /** A state named in the conversation (ISO 3166-2), which later turns keep. */
  stateCode: string | undefined;
  response: string;
}

interface Session {
  turns: Turn[];
  touchedAt: number;
}

export interface ConversationStoreOptions {
  maxSessions?: number;
  maxTurns?: number;
  ttlMs?: number;
  now?: () => number;
}

/** Short per-session memory: least recently used sessions are dropped beyond maxSessions, idle ones after ttlMs. */
export class ConversationStore {
  private readonly sessions = new Map<string, Session>();
  private readonly maxSessions: number;
  private readonly maxTurns: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({ maxSessions = 1000, maxTurns = 6, ttlMs = 30 * 60 * 1000, now = Date.now }: ConversationStoreOptions = {}) {
    this.maxSessions = maxSessions;
    this.maxTurns = maxTurns;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get size(): number {
    return this.sessions.size;
  }

  /** The session's turns, oldest first; empty when unknown or expired. */
  turns(key: string): Turn[] {
    const session = this.sessions.get(key);
    if (!session) return [];
    if (this.now() - session.touchedAt > this.ttlMs) {
      this.sessions.delete(key);
      return [];
    }
    return [...session.turns];
  }

  add(key: string, turn: Turn): void {
    const turns = [...this.turns(key), turn].slice(-this.maxTurns);
    // Re-inserting moves the session to the end of the Map's order: the most recently used.
    this.sessions.delete(key);
    this.sessions.set(key, { turns, touchedAt: this.now() });
    while (this.sessions.size > this.maxSessions) this.sessions.delete(this.sessions.keys().next().value!);
  }
}
