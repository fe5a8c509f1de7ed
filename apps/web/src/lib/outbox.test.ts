import { IDEMPOTENCY_HEADER, measurementsPath } from '@farmsight/contracts';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, apiError, inTurn, json, networkError } from '@/testing/http';
import { farmer } from '@/testing/render-app';
import { adoptUser, forgetOfflineData, keepOfflineData, restoreOfflineData } from './offline-data';
import { flushOutbox, forgetOutbox, sendOrQueue, type OutboxEntry } from './outbox';

const reading = {
  kind: 'reading',
  cropId: 'crop-1',
  service: 'growth',
  path: measurementsPath('crop-1'),
  body: { day: 30, moisture: 24, height: 55 },
} as const;
const saved = { measurement: { id: 'm1', day: 30, moisture: 24, height: 55 }, verdict: {} };
const stored = (userId = farmer.id) => JSON.parse(localStorage.getItem(`farmsight-outbox-${userId}`) ?? '[]') as OutboxEntry[];

describe('the outbox', () => {
  beforeEach(() => {
    localStorage.clear();
    adoptUser(new QueryClient(), farmer);
    onlineManager.setOnline(true);
  });
  afterEach(() => onlineManager.setOnline(true));

  it('keeps a reading that got no answer, then sends it with the same key once the server answers', async () => {
    const requests = answer('post', 'growth', reading.path, inTurn(networkError, networkError, json(saved, 201)));
    const result = await sendOrQueue(reading);
    expect('queued' in result).toBe(true);
    expect(onlineManager.isOnline()).toBe(false); // no answer: the app waits for the network
    expect(stored()).toHaveLength(1);

    onlineManager.setOnline(true);
    expect(await flushOutbox()).toBe(0); // still no answer: kept
    expect(stored()).toHaveLength(1);
    onlineManager.setOnline(true);
    expect(await flushOutbox()).toBe(1);
    expect(stored()).toEqual([]);

    const keys = requests.map((request) => request.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it("keeps the server's refusal with the entry and never sends it again; a lost session only waits", async () => {
    onlineManager.setOnline(false);
    await sendOrQueue(reading);
    await sendOrQueue({ ...reading, body: { day: 31, moisture: 25, height: 56 } });
    onlineManager.setOnline(true);
    const requests = answer(
      'post',
      'growth',
      reading.path,
      inTurn(apiError(400, 'VALIDATION_ERROR', 'Day must be at most 1000.'), apiError(401, 'UNAUTHENTICATED', 'Sign in.')),
    );
    expect(await flushOutbox()).toBe(0);
    expect(stored().map((entry) => entry.refusal)).toEqual(['Day must be at most 1000.', undefined]);
    expect(await flushOutbox()).toBe(0);
    expect(requests).toHaveLength(3); // the refused one is not sent again; the other is tried again
  });

  it("is each farmer's own, and sign-out removes it with the kept answers", async () => {
    onlineManager.setOnline(false);
    await sendOrQueue(reading);
    const client = new QueryClient();
    adoptUser(client, { ...farmer, id: 'user-2' });
    expect(stored('user-2')).toEqual([]);
    expect(stored()).toHaveLength(1); // the first farmer's entry waits for them
    adoptUser(client, farmer);
    forgetOutbox();
    forgetOfflineData(client);
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('kept answers', () => {
  beforeEach(() => localStorage.clear());

  it('are put back for the same farmer with their time, and never for another farmer', async () => {
    const first = new QueryClient();
    adoptUser(first, farmer);
    const stop = keepOfflineData(first);
    const anHourAgo = Date.now() - 3_600_000;
    first.setQueryData(['irrigation-schedule', 'latest'], { cropId: 'crop-1' }, { updatedAt: anHourAgo });
    first.setQueryData(['weather'], { days: [] }, { updatedAt: Date.now() - 31 * 86_400_000 }); // too old to show
    await first.fetchQuery({ queryKey: ['alerts'], queryFn: () => ({ alerts: [] }) });
    stop(); // writes what is pending

    const again = new QueryClient();
    restoreOfflineData(again);
    expect(again.getQueryData(['alerts'])).toEqual({ alerts: [] });
    expect(again.getQueryState(['irrigation-schedule', 'latest'])?.dataUpdatedAt).toBe(anHourAgo);
    expect(again.getQueryData(['weather'])).toBeUndefined();

    // Another farmer signs in on this phone: the first farmer's answers leave the screen and the device.
    adoptUser(again, { ...farmer, id: 'user-2' });
    expect(again.getQueryData(['alerts'])).toBeUndefined();
    const third = new QueryClient();
    restoreOfflineData(third);
    expect(third.getQueryData(['alerts'])).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual(['farmsight-offline-user']);
  });
});
