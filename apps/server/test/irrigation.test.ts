import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledge } from '../src/knowledge';
import { irrigationSchedule } from '../src/modules/irrigation';
import { addDays, soilWaterByTexture } from '../src/modules/growth';
import { compareSoilMoisture } from '../src/modules/irrigation/soil-moisture';
import { createTestApp, errorOf, profile, signUp, TestClient } from './helpers';
import { startOpenMeteoServer, type OpenMeteoServer } from './open-meteo-server';

const today = new Date().toISOString().slice(0, 10);

describe('irrigation API', () => {
  let upstream: OpenMeteoServer;
  let app: FastifyInstance;
  let farmer: TestClient;
  let cropId: string;
  const seedingDate = addDays(today, -30);

  beforeAll(async () => {
    upstream = await startOpenMeteoServer();
    app = await createTestApp(upstream.env());
    farmer = new TestClient(app);
    await signUp(farmer);
    expect((await farmer.post('/api/auth/update-profile', profile())).statusCode).toBe(200);
    const saved = await farmer.post('/api/growth/submit-crop-data', { cropType: 'Maize', seedingDate });
    expect(saved.statusCode, saved.body).toBe(200);
    cropId = saved.json().id;
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('answers 409 LOCATION_REQUIRED for a farmer with no location', async () => {
    const client = new TestClient(app);
    await signUp(client);
    const response = await client.get('/api/irrigation/schedule');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('LOCATION_REQUIRED');
  });

  it("the latest crop's schedule follows a newly saved crop and is the same answer as that crop's by its id", async () => {
    const client = new TestClient(app);
    await signUp(client);
    expect((await client.post('/api/auth/update-profile', profile())).statusCode).toBe(200);
    const first = (await client.post('/api/growth/submit-crop-data', { cropType: 'Maize', seedingDate })).json<{ id: string }>().id;
    const latest = await client.get('/api/irrigation/schedule');
    expect(latest.json()).toMatchObject({ cropId: first });
    expect((await client.get(`/api/irrigation/schedule?cropId=${first}`)).body).toBe(latest.body);
    const second = (await client.post('/api/growth/submit-crop-data', { cropType: 'Wheat', seedingDate: addDays(today, -10) })).json<{ id: string }>().id;
    expect((await client.get('/api/irrigation/schedule')).json()).toMatchObject({ cropId: second, cropType: 'Wheat' });
  });

  it("answers 404 for no saved crop, an unknown id and another farmer's crop", async () => {
    const other = new TestClient(app);
    await signUp(other);
    expect((await other.post('/api/auth/update-profile', profile())).statusCode).toBe(200);
    const none = await other.get('/api/irrigation/schedule');
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).message).toBe('Save a crop on the dashboard first: the schedule follows its seeding date.');
    expect((await other.get(`/api/irrigation/schedule?cropId=${cropId}`)).statusCode).toBe(404);
    expect((await other.get('/api/irrigation/schedule?cropId=not-an-id')).statusCode).toBe(404);
    const event = await other.post('/api/irrigation/events', { cropId, date: today, depthMm: 20 });
    expect(event.statusCode).toBe(404);
    expect(errorOf(event)).toEqual({ code: 'NOT_FOUND', message: 'No saved crop analysis with this id.' });
    for (const id of [cropId, 'not-a-uuid']) {
      const events = await other.get(`/api/irrigation/events?cropId=${id}`);
      expect(events.statusCode, id).toBe(404);
      expect(errorOf(events)).toEqual({ code: 'NOT_FOUND', message: 'No saved crop analysis with this id.' });
    }
  });

  it('keeps loam and surface irrigation until the farmer saves settings, and names a bad field', async () => {
    expect((await farmer.get('/api/irrigation/settings')).json()).toEqual({
      soilTexture: 'loam',
      irrigationMethod: 'surface',
      alternateWettingDrying: false,
      efficiency: 0.6,
      isDefault: true,
    });
    const bad = await farmer.post('/api/irrigation/settings', { soilTexture: 'peat', irrigationMethod: 'drip' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      soilTexture: 'Soil texture must be one of: sand, loamy sand, sandy loam, loam, silt loam, silt, silty clay loam, silty clay, clay.',
    });
    const saved = await farmer.post('/api/irrigation/settings', { soilTexture: 'clay', irrigationMethod: 'drip' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ soilTexture: 'clay', irrigationMethod: 'drip', alternateWettingDrying: false, efficiency: 0.9, isDefault: false });
    expect((await farmer.get('/api/irrigation/settings')).json().soilTexture).toBe('clay');
  });

  it('refuses a negative depth, a date before seeding and one more than a year ahead, naming the field', async () => {
    const negative = await farmer.post('/api/irrigation/events', { cropId, date: today, depthMm: -5 });
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).fields).toEqual({ depthMm: 'Depth must be more than 0 mm.' });
    const early = await farmer.post('/api/irrigation/events', { cropId, date: addDays(seedingDate, -1), depthMm: 20 });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).fields).toEqual({ date: `Date cannot be before the seeding date, ${seedingDate}.` });
    const late = await farmer.post('/api/irrigation/events', { cropId, date: addDays(today, 366), depthMm: 20 });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).fields).toEqual({ date: `Date cannot be more than a year ahead (after ${addDays(today, 365)}).` });
  });

  it('sends a named crop’s schedule from its cache, and a logged irrigation or new settings change it at once', async () => {
    const named = `/api/irrigation/schedule?cropId=${cropId}`;
    const before = (await farmer.get(named)).json();
    expect((await farmer.get(named)).json()).toEqual(before);
    expect((await farmer.post('/api/irrigation/events', { cropId, date: today, depthMm: 15 })).statusCode).toBe(201);
    const after = (await farmer.get(named)).json();
    expect(after.days.find((day: { date: string }) => day.date === today).irrigation).toBe(
      before.days.find((day: { date: string }) => day.date === today).irrigation + 15,
    );
    expect((await farmer.post('/api/irrigation/settings', { soilTexture: 'sand', irrigationMethod: 'sprinkler' })).statusCode).toBe(200);
    expect((await farmer.get(named)).json().settings).toEqual({
      soilTexture: 'sand',
      irrigationMethod: 'sprinkler',
      alternateWettingDrying: false,
      efficiency: 0.75,
      isDefault: false,
    });
    expect((await farmer.post('/api/irrigation/settings', { soilTexture: 'clay', irrigationMethod: 'drip' })).statusCode).toBe(200);
  });

  it('words a named crop’s schedule in the request’s language, each from its own cache entry', async () => {
    const named = `/api/irrigation/schedule?cropId=${cropId}`;
    const english = (await farmer.get(named)).json();
    const hindi = (await farmer.request('GET', named, { headers: { 'accept-language': 'hi' } })).json();
    expect([english.cropType, english.cropName, hindi.cropType, hindi.cropName]).toEqual(['Maize', 'Maize', 'Maize', 'मक्का']);
    expect(english.message).toMatch(/^Maize, \w[\w-]* stage: /);
    expect(hindi.message).toMatch(/^मक्का, [^A-Za-z]+ अवस्था: /);
    expect(hindi.message).not.toMatch(/[A-Za-z]{3,}/);
    expect((await farmer.get(named)).json().message).toBe(english.message);
  });

  it('logs pump-hours and canal turns as mm over the crop’s sown area, and refuses them without a pump or canal', async () => {
    const client = new TestClient(app);
    await signUp(client);
    expect((await client.post('/api/auth/update-profile', profile())).statusCode).toBe(200);
    const crop = await client.post('/api/growth/submit-crop-data', { cropType: 'Wheat', seedingDate, sownAreaHa: 0.5 });
    expect(crop.statusCode, crop.body).toBe(200);
    const wheatId = crop.json().id;
    const noPump = await client.post('/api/irrigation/events', { cropId: wheatId, date: today, pumpHours: 2 });
    expect(noPump.statusCode).toBe(400);
    expect(errorOf(noPump).fields).toEqual({ pumpHours: 'Save a tubewell or borewell with its pump flow first, so pump-hours can be turned into water.' });
    const both = await client.post('/api/irrigation/events', { cropId: wheatId, date: today, pumpHours: 2, depthMm: 10 });
    expect(errorOf(both).fields).toEqual({ depthMm: 'Give what you applied in one way: mm, pump-hours or canal turns.' });

    expect((await client.post('/api/water/sources', { name: 'Tubewell', kind: 'tubewell', flowLitresPerSecond: 10 })).statusCode).toBe(201);
    expect((await client.post('/api/water/sources', { name: 'Minor', kind: 'canal', turnHoursPerWeek: 1.5, flowLitresPerSecond: 20 })).statusCode).toBe(201);
    // 2 hours at 10 L/s = 72,000 litres over 0.5 ha = 14.4 mm; one 1.5-hour turn at 20 L/s = 108,000 litres = 21.6 mm.
    const pumped = await client.post('/api/irrigation/events', { cropId: wheatId, date: addDays(today, -3), pumpHours: 2 });
    expect(pumped.statusCode, pumped.body).toBe(201);
    expect(pumped.json().event).toMatchObject({ depthMm: 14.4, unit: 'pump-hours', amount: 2 });
    const turn = await client.post('/api/irrigation/events', { cropId: wheatId, date: addDays(today, -1), canalTurns: 1 });
    expect(turn.json().event).toMatchObject({ depthMm: 21.6, unit: 'canal-turns', amount: 1 });

    const schedule = (await client.get(`/api/irrigation/schedule?cropId=${wheatId}`)).json();
    expect(schedule.areaHectares).toBe(0.5);
    expect(schedule.days.find((day: { date: string }) => day.date === addDays(today, -3)).irrigation).toBe(14.4);
  });

  it('gives the next irrigation in hours of a pump saved after the schedule was cached', async () => {
    const client = new TestClient(app);
    await signUp(client);
    expect((await client.post('/api/auth/update-profile', profile())).statusCode).toBe(200);
    const crop = await client.post('/api/growth/submit-crop-data', { cropType: 'Maize', seedingDate });
    expect((await client.post('/api/irrigation/settings', { soilTexture: 'sand', irrigationMethod: 'surface' })).statusCode).toBe(200);
    const named = `/api/irrigation/schedule?cropId=${crop.json().id}`;
    const before = (await client.get(named)).json().nextIrrigation;
    expect(before.pumpHours).toBeNull();
    expect((await client.post('/api/water/sources', { name: 'Borewell', kind: 'borewell', flowLitresPerSecond: 10 })).statusCode).toBe(201);
    const after = (await client.get(named)).json().nextIrrigation;
    expect(after.pumpHours).toBe(Math.round((after.litres / 10 / 3600) * 10) / 10);
  });

  it('logs an irrigation, lists it, and runs it through the balance: the schedule is the engine’s answer for the cached weather', async () => {
    const logged = await farmer.post('/api/irrigation/events', { cropId, date: addDays(today, -2), depthMm: 40 });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json().event).toMatchObject({ cropId, date: addDays(today, -2), depthMm: 40 });
    const list = await farmer.get(`/api/irrigation/events?cropId=${cropId}`);
    expect(list.json().events.map((event: { date: string; depthMm: number }) => [event.date, event.depthMm])).toEqual([
      [addDays(today, -2), 40],
      [today, 15],
    ]);

    const response = await farmer.get('/api/irrigation/schedule');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const forecast = await app.weather.get('forecast', { id: '18.5,73.9', latitude: 18.5, longitude: 73.9 });
    const expected = irrigationSchedule({
      crop: knowledge().resolver.resolve('Maize')!,
      seedingDate,
      latitude: 18.52,
      areaHectares: 2.5,
      soilTexture: 'clay',
      irrigationMethod: 'drip',
      weather: forecast.value.days,
      today: forecast.value.today,
      irrigations: new Map([
        [addDays(today, -2), 40],
        [today, 15],
      ]),
    });
    expect(body).toMatchObject({ cropId, cropType: 'Maize', ...expected, message: expect.stringContaining(expected.message) });
    expect(body.days).toHaveLength(23);
    // Model data beside the balance: the fixture's layers (0.30 to 9 cm, 0.25 to 27 cm, 0.20 below) over the roots.
    expect(body.soilMoisture).toEqual(compareSoilMoisture(forecast.value.soilMoisture, soilWaterByTexture.clay, expected.rootDepthM, expected.depletionMm));
    expect(body.soilMoisture.modelPercent).toBeGreaterThan(20);
    expect(body.days.find((day: { date: string }) => day.date === addDays(today, -2)).irrigation).toBe(40);
    expect(body.days.find((day: { date: string }) => day.date === addDays(today, 3)).precipitation).toBe(80);
  });
});
