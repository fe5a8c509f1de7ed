import { IDEMPOTENCY_HEADER } from '@farmsight/contracts';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, isUnreachable, HttpError } from './api-client';
import { reportUnreachable } from './connectivity';
import type { Service } from './env';
import { readJson, rememberedUser } from './offline-data';

/**
 * Entries the farmer saved while the server could not be reached (ADR 0054): kept on the device under the farmer's id
 * and sent when it is reachable again, each with its own Idempotency-Key, so a send whose answer was lost and is sent
 * again is saved once. A refusal (4xx) is kept with the server's sentence for the farmer to read, and not sent again.
 */

export type OutboxKind = 'reading' | 'irrigation';

export interface OutboxEntry {
  key: string;
  kind: OutboxKind;
  /** The crop it belongs to, so each screen lists its own. */
  cropId: string;
  service: Service;
  path: string;
  body: Record<string, unknown>;
  queuedAt: string;
  /** The server's sentence when it refused the entry. */
  refusal?: string;
}

export type SendResult<T> = { sent: T } | { queued: OutboxEntry };

const storageKey = (userId: string) => `farmsight-outbox-${userId}`;
const listeners = new Set<() => void>();
/** The parsed list, read again when the stored text changes (another tab, or sign-out). */
let snapshot: { key: string | undefined; raw: string | null; entries: OutboxEntry[] } = { key: undefined, raw: null, entries: [] };

function entries(): OutboxEntry[] {
  const userId = rememberedUser()?.id;
  const key = userId && storageKey(userId);
  const raw = key ? localStorage.getItem(key) : null;
  if (snapshot.key !== key || snapshot.raw !== raw) {
    const stored = key ? readJson(key) : null;
    snapshot = { key, raw, entries: Array.isArray(stored) ? (stored as OutboxEntry[]) : [] };
  }
  return snapshot.entries;
}

function save(next: OutboxEntry[]) {
  const userId = rememberedUser()?.id;
  if (!userId) return;
  if (next.length === 0) localStorage.removeItem(storageKey(userId));
  else localStorage.setItem(storageKey(userId), JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** 128 random bits as hex: crypto.randomUUID needs a secure context, which a phone on a LAN address is not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const post = <T>(entry: OutboxEntry) => api[entry.service].post<T>(entry.path, entry.body, { headers: { [IDEMPOTENCY_HEADER]: entry.key } });

/**
 * Sends the entry now when the server is reachable, else keeps it for later. A refusal is thrown as before; only a
 * missing answer queues it.
 */
export async function sendOrQueue<T>(entry: Omit<OutboxEntry, 'key' | 'queuedAt'>): Promise<SendResult<T>> {
  const queued: OutboxEntry = { ...entry, key: newKey(), queuedAt: new Date().toISOString() };
  if (onlineManager.isOnline()) {
    try {
      return { sent: (await post<T>(queued)).data };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      reportUnreachable();
    }
  }
  save([...entries(), queued]);
  return { queued };
}

/** A 4xx that says the entry is wrong; a lost session (401, 403), a rate limit or a 5xx only asks to wait. */
const isRefusal = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status !== undefined && error.status < 500 && ![401, 403, 429].includes(error.status);

let flushing: Promise<number> | undefined;

/** Sends the waiting entries in order; resolves to how many were saved. Stops at the first that gets no answer. */
export function flushOutbox(): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    for (const entry of entries().filter((waiting) => waiting.refusal === undefined)) {
      try {
        await post(entry);
        sent += 1;
        save(entries().filter((kept) => kept.key !== entry.key));
      } catch (error) {
        if (isUnreachable(error)) {
          reportUnreachable();
          break;
        }
        // A refusal waits for the farmer; anything else for the next try.
        if (isRefusal(error)) {
          const refusal = (error.data as { error?: { message?: string } } | undefined)?.error?.message ?? error.message;
          save(entries().map((kept) => (kept.key === entry.key ? { ...kept, refusal } : kept)));
        } else break;
      }
    }
    return sent;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** The farmer dismisses a refused entry. */
export function discardOutboxEntry(key: string) {
  save(entries().filter((entry) => entry.key !== key));
}

/** Sign-out: the farmer's unsent entries leave the device with the rest of their data. */
export function forgetOutbox() {
  const userId = rememberedUser()?.id;
  if (userId) localStorage.removeItem(storageKey(userId));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The entries of one kind for one crop, waiting or refused, oldest first. */
export function useOutbox(kind: OutboxKind, cropId: string | undefined): OutboxEntry[] {
  const all = useSyncExternalStore(subscribe, entries);
  return all.filter((entry) => entry.kind === kind && entry.cropId === cropId);
}
