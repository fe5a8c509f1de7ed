import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER, type CropDetail, type IrrigationEventRequest } from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_TTL_MS } from '../src/lib/idempotency';
import { addDays } from '../src/modules/growth';
import { createTestApp, errorOf, profile, signUp, TestClient } from './helpers';

const today = new Date().toISOString().slice(0, 10);
const measurementsUrl = (cropId: string) => `/api/growth/crops/${cropId}/measurements`;
const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });
const REUSED = `This ${IDEMPOTENCY_HEADER} was already used for a different request.`;

let app: FastifyInstance;

async function farmerWithCrop(): Promise<{ client: TestClient; cropId: string }> {
  const client = new TestClient(app);
  await signUp(client);
  expect((await client.post('/api/auth/update-profile', profile())).statusCode).toBe(200);
  const saved = await client.post('/api/growth/submit-crop-data', { cropType: 'Maize', seedingDate: addDays(today, -30) });
  expect(saved.statusCode, saved.body).toBe(200);
  return { client, cropId: saved.json<{ id: string }>().id };
}

const readingsOf = async (client: TestClient, cropId: string) => (await client.get(`/api/growth/crops/${cropId}`)).json<CropDetail>().readings;
const eventsOf = async (client: TestClient, cropId: string) =>
  (await client.get(`/api/irrigation/events?cropId=${cropId}`)).json<{ events: unknown[] }>().events;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('a reading sent again with its Idempotency-Key', () => {
  it('is saved once, and the replay answers the first entry with Idempotent-Replayed: true', async () => {
    const { client, cropId } = await farmerWithCrop();
    const key = randomUUID();
    const first = await client.post(measurementsUrl(cropId), { day: 30, moisture: 24, height: 55 }, withKey(key));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    const again = await client.post(measurementsUrl(cropId), { day: 30, moisture: 24, height: 55 }, withKey(key));
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(first.json());
    const readings = await readingsOf(client, cropId);
    expect(readings.map(({ id, day, moisture, height }) => ({ id, day, moisture, height }))).toEqual([
      { id: first.json<{ measurement: { id: string } }>().measurement.id, day: 30, moisture: 24, height: 55 },
    ]);
  });

  it('answers 409 CONFLICT naming the header when the same key comes with another reading, and saves nothing more', async () => {
    const { client, cropId } = await farmerWithCrop();
    const key = randomUUID();
    expect((await client.post(measurementsUrl(cropId), { day: 30, moisture: 24, height: 55 }, withKey(key))).statusCode).toBe(201);
    const reused = await client.post(measurementsUrl(cropId), { day: 31, moisture: 24, height: 55 }, withKey(key));
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused)).toEqual({ code: 'CONFLICT', message: REUSED, fields: { [IDEMPOTENCY_HEADER]: REUSED } });
    expect(await readingsOf(client, cropId)).toHaveLength(1);
  });

  it('saves once when the same reading arrives twice at the same time', async () => {
    const { client, cropId } = await farmerWithCrop();
    const key = randomUUID();
    const answers = await Promise.all([1, 2].map(() => client.post(measurementsUrl(cropId), { day: 12, moisture: 30, height: 20 }, withKey(key))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(await readingsOf(client, cropId)).toHaveLength(1);
  });

  it('stores nothing for a refused reading or an unknown crop, so the corrected one may use the same key', async () => {
    const { client, cropId } = await farmerWithCrop();
    const key = randomUUID();
    const refused = await client.post(measurementsUrl(cropId), { day: 30, moisture: 150, height: 55 }, withKey(key));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('VALIDATION_ERROR');
    // Refused inside the save, after the key was claimed: the claim rolls back with it.
    const unknownCrop = await client.post(measurementsUrl(randomUUID()), { day: 30, moisture: 15, height: 55 }, withKey(key));
    expect(unknownCrop.statusCode).toBe(404);
    const corrected = await client.post(measurementsUrl(cropId), { day: 30, moisture: 15, height: 55 }, withKey(key));
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await readingsOf(client, cropId)).toHaveLength(1);
  });

  it("keeps each farmer's keys apart: another farmer's same key saves their own reading", async () => {
    const asha = await farmerWithCrop();
    const ravi = await farmerWithCrop();
    const key = randomUUID();
    expect((await asha.client.post(measurementsUrl(asha.cropId), { day: 5, moisture: 20, height: 4 }, withKey(key))).statusCode).toBe(201);
    const theirs = await ravi.client.post(measurementsUrl(ravi.cropId), { day: 6, moisture: 21, height: 5 }, withKey(key));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect((await readingsOf(ravi.client, ravi.cropId)).map((reading) => reading.day)).toEqual([6]);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(101)])('answers 400 naming the header for the key %j', async (key) => {
    const { client, cropId } = await farmerWithCrop();
    const refused = await client.post(measurementsUrl(cropId), { day: 30, moisture: 24, height: 55 }, withKey(key));
    expect(refused.statusCode).toBe(400);
    const message = `${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits, '-' or '_'.`;
    expect(errorOf(refused)).toEqual({ code: 'VALIDATION_ERROR', message, fields: { [IDEMPOTENCY_HEADER]: message } });
    expect(await readingsOf(client, cropId)).toHaveLength(0);
  });
});

describe('an irrigation log sent again with its Idempotency-Key', () => {
  it('is logged once; the same key with another amount is 409 CONFLICT', async () => {
    const { client, cropId } = await farmerWithCrop();
    const key = randomUUID();
    const log: IrrigationEventRequest = { cropId, date: today, depthMm: 25 };
    const first = await client.post('/api/irrigation/events', log, withKey(key));
    expect(first.statusCode, first.body).toBe(201);
    const again = await client.post('/api/irrigation/events', log, withKey(key));
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(first.json());
    const reused = await client.post('/api/irrigation/events', { ...log, depthMm: 30 }, withKey(key));
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused)).toEqual({ code: 'CONFLICT', message: REUSED, fields: { [IDEMPOTENCY_HEADER]: REUSED } });
    expect(await eventsOf(client, cropId)).toEqual([first.json<{ event: unknown }>().event]);
  });

  it('saves a log sent without a key as before, each time', async () => {
    const { client, cropId } = await farmerWithCrop();
    for (let time = 0; time < 2; time += 1) expect((await client.post('/api/irrigation/events', { cropId, date: today, depthMm: 10 })).statusCode).toBe(201);
    expect(await eventsOf(client, cropId)).toHaveLength(2);
  });
});

describe('the keys kept', () => {
  it('are dropped once older than the time a phone may still replay them; a later replay then saves again', async () => {
    const { client, cropId } = await farmerWithCrop();
    const key = randomUUID();
    expect((await client.post(measurementsUrl(cropId), { day: 30, moisture: 24, height: 55 }, withKey(key))).statusCode).toBe(201);
    await deleteExpiredIdempotencyKeys(app.db, new Date(Date.now() + IDEMPOTENCY_KEY_TTL_MS - 60_000));
    const replay = await client.post(measurementsUrl(cropId), { day: 30, moisture: 24, height: 55 }, withKey(key));
    expect(replay.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');

    await deleteExpiredIdempotencyKeys(app.db, new Date(Date.now() + IDEMPOTENCY_KEY_TTL_MS + 60_000));
    const late = await client.post(measurementsUrl(cropId), { day: 30, moisture: 24, height: 55 }, withKey(key));
    expect(late.statusCode).toBe(201);
    expect(late.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(await readingsOf(client, cropId)).toHaveLength(2);
  });
});
