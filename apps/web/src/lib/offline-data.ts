import type { User } from '@farmsight/contracts';
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/**
 * What a farmer's phone keeps for the next time it is offline (ADR 0054): the last answer of every screen's query and
 * the signed-in farmer, in localStorage under the farmer's id, so one farmer's data is never read back for another.
 * A new build drops what older builds kept (its answers may have another shape). Sign-out removes it all.
 */

const USER_KEY = 'farmsight-offline-user';
const QUERIES_PREFIX = 'farmsight-queries-';
const queriesKey = (userId: string) => `${QUERIES_PREFIX}${userId}`;
/** Answers older than this are not shown offline: a month-old schedule misleads more than it helps. */
const MAX_AGE_MS = 30 * 24 * 3_600_000;
/** Writes wait this long, so a screen's burst of answers is stored once. */
const WRITE_DELAY_MS = 300;

/** The session lookup's own query is never kept with the answers: who is signed in is asked afresh each start. */
const isSessionQuery = (query: Pick<Query, 'queryKey'>) => query.queryKey[0] === 'user';

const buildId = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The farmer last signed in on this device, for the session lookup when the server cannot be reached. */
export function rememberedUser(): User | null {
  const user = readJson(USER_KEY) as User | null;
  return typeof user?.id === 'string' ? user : null;
}

/** Removes every answer kept on this device for farmers other than `keepUserId`. */
function forgetOtherFarmers(keepUserId: string | undefined) {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(QUERIES_PREFIX) && key !== (keepUserId && queriesKey(keepUserId))) localStorage.removeItem(key);
}

/**
 * Follows the session: a different farmer (or none) empties the screens' cache before anything of theirs can show,
 * and the device keeps only the new farmer's answers.
 */
export function adoptUser(client: QueryClient, user: User | null) {
  const previous = rememberedUser();
  if (previous?.id !== user?.id) client.removeQueries({ predicate: (query) => !isSessionQuery(query) });
  if (user === null) {
    localStorage.removeItem(USER_KEY);
    return;
  }
  if (previous?.id !== user.id) forgetOtherFarmers(user.id);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Sign-out: this farmer's answers and the remembered farmer leave the device. */
export function forgetOfflineData(client: QueryClient) {
  forgetOtherFarmers(undefined);
  localStorage.removeItem(USER_KEY);
  client.removeQueries({ predicate: (query) => !isSessionQuery(query) });
}

interface Stored {
  buildId: string;
  state: DehydratedState;
}

/** Puts the remembered farmer's kept answers back into the cache, with the time each was fetched. */
export function restoreOfflineData(client: QueryClient) {
  const user = rememberedUser();
  if (!user) return;
  const stored = readJson(queriesKey(user.id)) as Stored | null;
  if (stored?.buildId !== buildId || !Array.isArray(stored.state?.queries)) return;
  const fresh = stored.state.queries.filter((query) => Date.now() - query.state.dataUpdatedAt < MAX_AGE_MS);
  hydrate(client, { ...stored.state, queries: fresh });
}

/**
 * Keeps every query that has an answer (a failed refetch keeps its last one), stored as the answer it was, under the
 * remembered farmer. Returns the unsubscribe.
 */
export function keepOfflineData(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const user = rememberedUser();
    if (!user) return;
    const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.data !== undefined && !isSessionQuery(query) });
    const queries = state.queries.map((query) => ({
      ...query,
      state: { ...query.state, status: 'success' as const, error: null, fetchStatus: 'idle' as const },
    }));
    try {
      localStorage.setItem(queriesKey(user.id), JSON.stringify({ buildId, state: { ...state, queries, mutations: [] } } satisfies Stored));
    } catch {
      // Storage full: the device keeps what it had; the screens still work online.
    }
  };
  const schedule = () => {
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) schedule();
  });
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
