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
      landUnit: null,
      yieldUnit: null,
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

describe('the unit preference (land and yield units)', () => {
  /** Jaipur, Rajasthan; Ludhiana, Punjab; Kochi, Kerala. */
  const JAIPUR = [26.9124, 75.7873];
  const LUDHIANA = [30.912, 75.8538];
  const KOCHI = [9.9312, 76.2673];
  const RAJASTHAN_BIGHA_M2 = 2529.285264;

  it('stores 5 bigha in Rajasthan as hectares and gives the unit back with its Rajasthan size', async () => {
    const hectares = (5 * RAJASTHAN_BIGHA_M2) / 10_000;
    const response = await save(profile({ areaOfLand: hectares, location: JAIPUR, landUnit: 'bigha', yieldUnit: 'quintal-per-acre' }));
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user.areaOfLand).toBe(hectares);
    expect(user.landUnit).toEqual({ id: 'bigha', squareMetres: RAJASTHAN_BIGHA_M2 });
    expect(user.yieldUnit).toBe('quintal-per-acre');
    const [row] = await app.db.select({ areaOfLand: users.areaOfLand, landUnit: users.landUnit }).from(users).where(eq(users.id, userId));
    expect(row).toEqual({ areaOfLand: hectares, landUnit: 'bigha' });
    expect((await client.get('/api/auth/user-info')).json().landUnit).toEqual({ id: 'bigha', squareMetres: RAJASTHAN_BIGHA_M2 });
  });

  it('keeps the choice when an older client saves the profile without it', async () => {
    const user = (await save(profile({ location: JAIPUR }))).json();
    expect(user.landUnit).toEqual({ id: 'bigha', squareMetres: RAJASTHAN_BIGHA_M2 });
    expect(user.yieldUnit).toBe('quintal-per-acre');
  });

  it('stores 2 acres anywhere', async () => {
    const user = (await save(profile({ areaOfLand: 0.80937128448, location: KOCHI, landUnit: 'acre' }))).json();
    expect(user.landUnit).toEqual({ id: 'acre', squareMetres: 4046.8564224 });
  });

  it('refuses a unit not measured in the farm state, after the spec fields, naming landUnit', async () => {
    await expectRejected(
      profile({ location: KOCHI, landUnit: 'bigha' }),
      'landUnit',
      'Land unit bigha is not measured where your farm is; choose one of: hectare, acre, cent.',
    );
    await expectRejected(
      profile({ location: LUDHIANA, landUnit: 'furlong' }),
      'landUnit',
      'Land unit must be one of: acre, hectare, bigha, kanal, marla, guntha, cent, dismil.',
    );
    await expectRejected(profile({ yieldUnit: 't/ha' }), 'yieldUnit', 'Yield unit must be one of: quintal-per-acre, quintal-per-hectare.');
    // The spec's order stays: a missing first name is reported before a wrong unit.
    const response = await save(profile({ firstName: '', landUnit: 'furlong' }));
    expect(errorOf(response).message).toBe('First name is required.');
  });
});

describe('GET /api/places/land-units', () => {
  it('offers acre, hectare and the state units with their sizes there', async () => {
    const units = async (latitude: number, longitude: number) =>
      (await client.get(`/api/places/land-units?latitude=${latitude}&longitude=${longitude}`)).json();
    expect(await units(26.9124, 75.7873)).toEqual({
      units: [
        { id: 'hectare', squareMetres: 10000 },
        { id: 'acre', squareMetres: 4046.8564224 },
        { id: 'bigha', squareMetres: 2529.285264 },
      ],
    });
    expect((await units(30.912, 75.8538)).units.map((unit: { id: string }) => unit.id)).toEqual(['hectare', 'acre', 'kanal', 'marla']);
    expect((await units(48.85, 2.35)).units.map((unit: { id: string }) => unit.id)).toEqual(['hectare', 'acre']);
    const bad = await client.get('/api/places/land-units?latitude=91&longitude=0');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ latitude: 'Latitude must be a number between -90 and 90.' });
  });
});
