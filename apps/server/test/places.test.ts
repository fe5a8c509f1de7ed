import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, TestClient } from './helpers';

describe('GET /api/places (offline place search)', () => {
  let app: FastifyInstance;
  let client: TestClient;
  beforeAll(async () => {
    app = await createTestApp();
    client = new TestClient(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('offers "Ludhiana, Punjab, India" for "Ludh", without transliteration marks, with its coordinates', async () => {
    const response = await client.get('/api/places?q=Ludh');
    expect(response.statusCode).toBe(200);
    expect(response.json().places[0]).toEqual({
      label: 'Ludhiana, Punjab, India',
      name: 'Ludhiana',
      state: 'Punjab',
      country: 'India',
      latitude: 30.91204,
      longitude: 75.85379,
    });
  });

  it('puts an exact name first, then bigger places, in any case and with or without accents', async () => {
    const labels = async (q: string) =>
      (await client.get(`/api/places?q=${encodeURIComponent(q)}`)).json().places.map((place: { label: string }) => place.label);
    expect((await labels('PUNE'))[0]).toBe('Pune, Maharashtra, India');
    expect((await labels('sao paulo'))[0]).toBe('São Paulo, Brazil');
    expect(await labels('nairobi')).toContain('Nairobi, Kenya');
    expect(await labels('qqqxz')).toEqual([]);
  });

  it('finds a city typed in Devanagari through its Latin reading', async () => {
    const first = async (q: string) => (await client.get(`/api/places?q=${encodeURIComponent(q)}`)).json().places[0]?.label;
    expect(await first('लुधियाना')).toBe('Ludhiana, Punjab, India');
    expect(await first('जयपुर')).toBe('Jaipur, Rajasthan, India');
    expect(await first('पटना')).toBe('Patna, Bihar, India');
    expect(await first('नागपुर')).toBe('Nagpur, Maharashtra, India');
    expect(await first('भोपाल')).toBe('Bhopal, Madhya Pradesh, India');
    expect(await first('वाराणसी')).toBe('Varanasi, Uttar Pradesh, India');
    expect(await first('लुधि')).toBe('Ludhiana, Punjab, India');
  });

  it('answers 400 naming q for an empty query or one over 100 characters', async () => {
    for (const q of ['', '   ']) {
      const response = await client.get(`/api/places?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ q: 'Enter a place name to search for.' });
    }
    const missing = await client.get('/api/places');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ q: 'Enter a place name to search for.' });
    const long = await client.get(`/api/places?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toEqual({ q: 'A place name has at most 100 characters.' });
  });
});

describe('GET /api/places/nearest', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('names the place nearest a point on the map, and refuses coordinates off the globe naming the field', async () => {
    const client = new TestClient(app);
    const near = await client.get('/api/places/nearest?latitude=30.90&longitude=75.85');
    expect(near.statusCode).toBe(200);
    expect(near.json().place.label).toBe('Ludhiana, Punjab, India');
    const off = await client.get('/api/places/nearest?latitude=91&longitude=75.85');
    expect(off.statusCode).toBe(400);
    expect(errorOf(off).fields).toEqual({ latitude: 'Latitude must be a number between -90 and 90.' });
    const text = await client.get('/api/places/nearest?latitude=30.9&longitude=east');
    expect(errorOf(text).fields).toEqual({ longitude: 'Longitude must be a number between -180 and 180.' });
  });
});
