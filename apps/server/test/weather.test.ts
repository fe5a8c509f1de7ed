import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, profile, signUp, TestClient } from './helpers';
import { startOpenMeteoServer, type OpenMeteoServer } from './open-meteo-server';
import type { FastifyInstance } from 'fastify';
import { cellOf, WeatherStore } from '../src/modules/weather';

const DAY_MS = 86_400_000;
const dayFromToday = (offset: number) =>
  new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

async function farmerAt(app: FastifyInstance, location: [number, number] | null): Promise<TestClient> {
  const client = new TestClient(app);
  await signUp(client);
  if (location) expect((await client.post('/api/auth/update-profile', profile({ location }))).statusCode).toBe(200);
  return client;
}

describe('GET /api/weather', () => {
  let upstream: OpenMeteoServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    upstream = await startOpenMeteoServer();
    app = await createTestApp({ ...upstream.env(), OPEN_METEO_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('answers 409 LOCATION_REQUIRED while the profile has no location', async () => {
    const client = await farmerAt(app, null);
    const response = await client.get('/api/weather');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'LOCATION_REQUIRED',
      message: 'Set your farm location on the profile page to get weather and irrigation advice.',
    });
  });

  it('serves the 16-day forecast after 7 past days, asked with the real query, once per cell and hour', async () => {
    // A cell no other test asks for: on PostgreSQL every test file shares one weather cache.
    const client = await farmerAt(app, [18.72, 73.68]);
    const before = upstream.requests.length;
    const response = await client.get('/api/weather');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.location).toEqual({ latitude: 18.72, longitude: 73.67 });
    expect(body.source).toBe('Open-Meteo.com (CC BY 4.0)');
    expect(body.days).toHaveLength(23);
    expect(body.days[0]).toEqual({
      date: dayFromToday(-7),
      tmax: 33,
      tmin: 18,
      precipitation: 0,
      precipitationProbability: null,
      et0: 4.5,
      rhMin: 30,
      windSpeedMax: 4,
    });
    expect(body.days[10]).toEqual({
      date: dayFromToday(3),
      tmax: 33,
      tmin: 18,
      precipitation: 80,
      precipitationProbability: 90,
      et0: 5,
      rhMin: 30,
      windSpeedMax: 4,
    });
    expect(Date.now() - Date.parse(body.fetchedAt)).toBeLessThan(60_000);

    const calls = upstream.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/v1/forecast');
    expect(Object.fromEntries(calls[0]!.params)).toEqual({
      latitude: '18.70',
      longitude: '73.70',
      daily:
        'et0_fao_evapotranspiration,precipitation_sum,precipitation_probability_max,temperature_2m_max,temperature_2m_min,relative_humidity_2m_min,wind_speed_10m_max',
      hourly: 'soil_moisture_0_to_1cm,soil_moisture_1_to_3cm,soil_moisture_3_to_9cm,soil_moisture_9_to_27cm,soil_moisture_27_to_81cm',
      wind_speed_unit: 'ms',
      timezone: 'auto',
      past_days: '92',
      forecast_days: '16',
    });

    // The same farmer again and a neighbour in the same 0.1° cell cost no upstream call.
    expect((await client.get('/api/weather')).statusCode).toBe(200);
    const neighbour = await farmerAt(app, [18.74, 73.71]);
    expect((await neighbour.get('/api/weather')).json().fetchedAt).toBe(body.fetchedAt);
    expect(upstream.requests.length - before).toBe(1);
  });

  it('shares answers between instances through the table and serves the last good one when the provider fails', async () => {
    let now = new Date();
    const store = new WeatherStore(app.db, app.config.weather, app.log, () => now);
    const cell = cellOf(12.97, 77.59);
    const first = await store.get('forecast', cell);
    expect(first.stale).toBe(false);

    // Another instance on the same database asks no one.
    const before = upstream.requests.length;
    const otherInstance = new WeatherStore(app.db, app.config.weather, app.log, () => now);
    expect(await otherInstance.get('forecast', cell)).toEqual(first);
    expect(upstream.requests.length).toBe(before);

    // An hour and a minute later the provider is down: the last good answer serves, with its own time.
    now = new Date(now.getTime() + 61 * 60_000);
    upstream.setMode('error');
    try {
      expect(await store.get('forecast', cell)).toEqual({ ...first, stale: true });
      expect(upstream.requests.length).toBe(before + 1);
    } finally {
      upstream.setMode('ok');
    }
  });

  for (const mode of ['error', 'hang', 'malformed'] as const) {
    it(`answers 503 WEATHER_UNAVAILABLE when the provider's ${mode} meets an empty cache`, async () => {
      const client = await farmerAt(app, [10.01, 76.31]);
      upstream.setMode(mode);
      try {
        const response = await client.get('/api/weather');
        expect(response.statusCode).toBe(503);
        expect(errorOf(response)).toEqual({ code: 'WEATHER_UNAVAILABLE', message: 'Weather data is not available right now. Please try again later.' });
      } finally {
        upstream.setMode('ok');
      }
    });
  }

  it("lets AI Samadhan give the week's forecast at the farm, day by day, with Open-Meteo as its source", async () => {
    // A cell no other test asks for: on PostgreSQL every test file shares one weather cache.
    const client = await farmerAt(app, [18.91, 73.44]);
    const response = await client.post('/api/assistant/chat', { userMessage: 'weather tomorrow?' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.response).toMatch(new RegExp(`^Weather at your farm for the next 7 days \\(Open-Meteo\\): ${dayFromToday(0)}: \\d+/\\d+ °C, `));
    expect(body.response.split('; ')).toHaveLength(7);
    expect(body.sources).toEqual([{ title: '7-day forecast at the farm', source: 'Open-Meteo.com (CC BY 4.0)', url: 'https://open-meteo.com/' }]);
  });

  it('lets AI Samadhan name the public forecast services when the farm has no location', async () => {
    const client = await farmerAt(app, null);
    const response = await client.post('/api/assistant/chat', { userMessage: 'weather tomorrow?' });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).not.toContain('Weather at your farm');
  });
});
