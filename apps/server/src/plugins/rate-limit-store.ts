import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** What @fastify/rate-limit hands a store: the limit's merged settings and, for a route's limit, the route. */
interface LimitSettings {
  groupId?: string;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

/**
 * The row's key. Keys come from requests (the e-mail of a login is counted before it is validated), so one that is
 * long or holds control characters (PostgreSQL text cannot hold NUL; an index entry is at most about 2.7 kB) is
 * stored as its SHA-256.
 */
export function rateLimitKey(limitName: string, key: string): string {
  const full = `${limitName}|${key}`;
  return full.length <= 200 && !/\p{Cc}/u.test(full) ? full : `sha256:${createHash('sha256').update(full).digest('hex')}`;
}

/** Milliseconds left in the row's window, by the database's clock (the one clock every instance shares). */
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000))::float8`;

/**
 * A @fastify/rate-limit store that counts in the `rate_limits` table, so every instance on the database shares each
 * limit (ADR 0028). One atomic upsert per counted request: a row whose window has ended starts again at 1. Each
 * route's limit counts under its own name ('POST /api/auth/login'); a limit made with app.createRateLimit or
 * app.rateLimit has no route and counts under its groupId, so give each one a groupId of its own.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly limitName: string;
    private readonly settings: LimitSettings;

    constructor(settings: LimitSettings) {
      this.settings = settings;
      const { method, url } = settings.routeInfo ?? {};
      this.limitName = method && url ? `${[method].flat().join(',')} ${url}` : (settings.groupId ?? 'app');
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count(rateLimitKey(this.limitName, key), timeWindow, max).then((result) => callback(null, result), callback);
    }

    /** The count so far without counting this request (createRateLimit's `{ increment: false }`). */
    read(key: string, callback: Callback): void {
      db.select({ current: rateLimits.hits, ttl: ttlMs })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, rateLimitKey(this.limitName, key)), gt(rateLimits.windowEndsAt, sql`now()`)))
        .then(([row]) => callback(null, row ?? { current: 0, ttl: 0 }), callback);
    }

    child(routeSettings: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeSettings as LimitSettings);
    }

    private async count(key: string, timeWindow: number, max: number): Promise<Count> {
      const window = sql`(${timeWindow}::float8 * interval '1 millisecond')`;
      const ended = sql`${rateLimits.windowEndsAt} <= now()`;
      const hits = sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`;
      // The window restarts when it has ended, and, past the limit, with continueExceeding (a full window from the
      // latest request) or exponentialBackoff (the window doubles with each request over the limit).
      const pastLimit = this.settings.continueExceeding
        ? sql`when ${hits} > ${max}::int then now() + ${window}`
        : this.settings.exponentialBackoff
          ? sql`when ${hits} > ${max}::int then now() + ${window} * power(2, ${hits} - ${max}::int - 1)`
          : sql``;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, windowEndsAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { hits, windowEndsAt: sql`case when ${ended} then now() + ${window} ${pastLimit} else ${rateLimits.windowEndsAt} end` },
        })
        .returning({ current: rateLimits.hits, ttl: ttlMs });
      if (!row) throw new Error('the rate-limit upsert returned no row');
      return row;
    }
  };
}

/** Drops the counters whose window has ended (the cleanup job); a counted request recreates its row. */
export async function deleteEndedRateLimitWindows(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
}
