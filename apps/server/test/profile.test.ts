import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, errorOf, profile, signUp, TestClient } from './helpers';

let app: FastifyInstance;
let client: TestClient;
let userId: string;

beforeAll(async () => {
  app = await createTestApp();
  client = new TestClient(app);
  userId = (await signUp(client)).user.id;
});
afterAll(async () => {
  await app?.close();
});

const save = (body: unknown) => client.post('/api/auth/update-profile', body);

async function expectRejected(body: unknown, field: string, message: string) {
  const response = await save(body);
  expect(response.statusCode, JSON.stringify(body)).toBe(400);
  const error = errorOf(response);
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.message).toBe(message);
  expect(error.fields).toEqual({ [field]: message });
}

describe('POST /api/auth/update-profile', () => {
  it('needs a session', async () => {
    const response = await new TestClient(app).post('/api/auth/update-profile', profile());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } });
  });

  it('requires a first name', async () => {
    for (const firstName of ['', '   ', undefined, 42]) {
      await expectRejected(profile({ firstName }), 'firstName', 'First name is required.');
    }
  });

  it('requires a last name', async () => {
    for (const lastName of ['', ' \t ', undefined, null]) {
      await expectRejected(profile({ lastName }), 'lastName', 'Last name is required.');
    }
  });

  it('requires a positive number for the area of land', async () => {
    await expectRejected(profile({ areaOfLand: 0 }), 'areaOfLand', 'Area of land is required.');
    await expectRejected(profile({ areaOfLand: undefined }), 'areaOfLand', 'Area of land is required.');
    await expectRejected(profile({ areaOfLand: -3 }), 'areaOfLand', 'Area of land is required.');
    await expectRejected(profile({ areaOfLand: '12' }), 'areaOfLand', 'Area of land is required.');
    await expectRejected(profile({ areaOfLand: 1_000_001 }), 'areaOfLand', 'Area of land must be at most 1,000,000 hectares.');
  });

  it('requires a location within range', async () => {
    await expectRejected(profile({ location: undefined }), 'location', 'Set location on map.');
    await expectRejected(profile({ location: 'Pune' }), 'location', 'Set location on map.');
    await expectRejected(profile({ location: [91, 73.85] }), 'location.0', 'Latitude must be between -90 and 90.');
    await expectRejected(profile({ location: [18.5, -181] }), 'location.1', 'Longitude must be between -180 and 180.');
    // The {lat, lng} form: zod reports these under the tuple's index, so only the message and the field's root are pinned.
    for (const [location, message] of [
      [{ lat: -91, lng: 0 }, 'Latitude must be between -90 and 90.'],
      [{ lat: 0, lng: -181 }, 'Longitude must be between -180 and 180.'],
    ] as const) {
      const response = await save(profile({ location }));
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.message).toBe(message);
      expect(Object.keys(error.fields ?? {})).toHaveLength(1);
      expect(Object.keys(error.fields ?? {})[0]).toMatch(/^location\./);
      expect(Object.values(error.fields ?? {})).toEqual([message]);
    }
  });

  it('reports every invalid field at once, the first one as the message', async () => {
    const response = await save({});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'First name is required.',
      fields: {
        firstName: 'First name is required.',
        lastName: 'Last name is required.',
        areaOfLand: 'Area of land is required.',
        location: 'Set location on map.',
      },
    });
  });

  it('leaves the profile untouched after a rejected save', async () => {
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(row?.profileSetup).toBe(false);
    expect(row?.firstName).toBeNull();
  });

  it('saves the profile and answers 200 with the whole user, names trimmed', async () => {
    const response = await save(profile({ firstName: '  Asha ', lastName: ' Patil  ', areaOfLand: 2.5, location: [18.52, 73.85] }));
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toEqual({
      id: userId,
      email: expect.any(String),
      firstName: 'Asha',
      lastName: 'Patil',
      location: [18.52, 73.85],
      areaOfLand: 2.5,
      profileSetup: true,
      language: null,
    });

    const info = await client.get('/api/auth/user-info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual(user);
  });

  it('accepts the location as {lat, lng} and stores it as [lat, lng]', async () => {
    const response = await save(profile({ location: { lat: -33.87, lng: 151.21 }, areaOfLand: 0.4 }));
    expect(response.statusCode).toBe(200);
    expect(response.json().location).toEqual([-33.87, 151.21]);
    expect(response.json().areaOfLand).toBe(0.4);
    const [row] = await app.db.select({ latitude: users.latitude, longitude: users.longitude }).from(users).where(eq(users.id, userId));
    expect(row).toEqual({ latitude: -33.87, longitude: 151.21 });
    expect((await client.get('/api/auth/user-info')).json().location).toEqual([-33.87, 151.21]);
  });

  it('accepts the edges of the ranges', async () => {
    const response = await save(profile({ location: [-90, 180], areaOfLand: 1_000_000 }));
    expect(response.statusCode).toBe(200);
    expect(response.json().location).toEqual([-90, 180]);
  });

  it("changes only the signed-in farmer's profile", async () => {
    const other = new TestClient(app);
    const { user } = await signUp(other);
    expect((await save(profile({ firstName: 'Ravi' }))).statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBeNull();
    expect(row?.profileSetup).toBe(false);
  });
});

describe('the language on the profile', () => {
  const choose = (body: unknown, farmer = client) => farmer.request('PUT', '/api/auth/language', { body });

  it('PUT /api/auth/language saves the choice on the user, without the rest of the profile', async () => {
    const response = await choose({ language: 'hi' });
    expect(response.statusCode).toBe(200);
    expect(response.json().language).toBe('hi');
    expect((await client.get('/api/auth/user-info')).json().language).toBe('hi');
    const [row] = await app.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    expect(row).toEqual({ language: 'hi' });
  });

  it('the profile form may save it too', async () => {
    expect((await save(profile({ language: 'en' }))).json().language).toBe('en');
    expect((await save(profile())).json().language).toBe('en'); // left out: kept
  });

  it('refuses a language the app does not speak, naming the field', async () => {
    const message = 'Language must be one of: en, hi.';
    for (const language of ['xx', 'HI', 'hi-IN', '', 7, null]) {
      const response = await choose({ language });
      expect(response.statusCode, String(language)).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_ERROR', message, fields: { language: message } });
    }
    await expectRejected(profile({ language: 'xx' }), 'language', message);
    expect((await client.get('/api/auth/user-info')).json().language).toBe('en');
  });

  it('needs a session', async () => {
    const response = await choose({ language: 'hi' }, new TestClient(app));
    expect(response.statusCode).toBe(401);
  });
});
