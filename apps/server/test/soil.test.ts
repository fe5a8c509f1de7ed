import { describe, expect, it } from 'vitest';
import { errorOf, TestClient, useSignedInApp } from './helpers';

const URL = '/api/soil/soil-analysis';
const signedIn = useSignedInApp();

const report = (values: Record<string, unknown>) => ({ soilData: values });
const full = { 'Soil pH': 4.8, 'Nitrogen (N)': 10, 'Phosphorus (P)': 12, 'Potassium (K)': 140 };

async function expectRejected(body: unknown, field: string, message: string) {
  const response = await signedIn.client.post(URL, body);
  expect(response.statusCode, JSON.stringify(body)).toBe(400);
  const error = errorOf(response);
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.message).toBe(message);
  expect(error.fields).toEqual({ [field]: message });
}

describe('POST /api/soil/soil-analysis', () => {
  it('needs a session', async () => {
    const response = await new TestClient(signedIn.app).post(URL, report(full));
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });

  it('needs the XSRF header', async () => {
    const response = await signedIn.client.post(URL, report(full), { csrf: 'omit' });
    expect(response.statusCode).toBe(403);
  });

  it('analyses a full report', async () => {
    const response = await signedIn.client.post(URL, report(full));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.soilData).toEqual({ pH: 4.8, Nitrogen_ppm: 10, Phosphorus_ppm: 12, Potassium_ppm: 140 });
    expect(Object.keys(body.analysis)).toEqual(['pH', 'Nitrogen', 'Phosphorus', 'Potassium']);
    expect(body.analysis.pH.interpretation).toMatch(/^Very strongly acid \(pH 4.8/);
    expect(body.analysis.Nitrogen.recommendation[0]).toBe('Sidedress about 120 lb N/acre (135 kg N/ha) for corn: 8 lb N for each ppm below 25 ppm.');
    expect(body.analysis.Phosphorus.interpretation).toMatch(/^Low \(12 ppm by Bray-1/);
    expect(body.analysis.Potassium.interpretation).toMatch(/^Low \(140 ppm/);
    expect(Object.keys(body.generalRecommendations)).toEqual(['pH management', 'fertilizer plan', 'organic matter', 'crops']);
    expect(body.generalRecommendations.crops.crops[0]).toMatchObject({ name: 'Acid-tolerant crops', examples: ['Finger millet'] });
  });

  it('gives different answers for different soils', async () => {
    const alkaline = (await signedIn.client.post(URL, report({ ...full, 'Soil pH': 8.6 }))).json();
    expect(alkaline.analysis.pH.interpretation).toMatch(/^Strongly alkaline/);
    expect(alkaline.analysis.Phosphorus.interpretation).toMatch(/^Optimum \(12 ppm by Olsen/);
  });

  it('accepts a partial report: missing or null values are Not provided, 0 is a value', async () => {
    const response = await signedIn.client.post(URL, report({ 'Soil pH': 0, 'Nitrogen (N)': 0, 'Potassium (K)': null }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.soilData).toEqual({ pH: 0, Nitrogen_ppm: 0, Phosphorus_ppm: 'Not provided', Potassium_ppm: 'Not provided' });
    expect(body.analysis.pH.interpretation).toMatch(/^Ultra acid \(pH 0/);
    expect(body.analysis.Nitrogen.interpretation).toMatch(/^Deficient: 0 ppm/);
    expect(body.analysis.Phosphorus.interpretation).toBe('Not provided: no phosphorus value was given, so it cannot be interpreted.');
    expect(body.analysis.Potassium.interpretation).toBe('Not provided: no potassium value was given, so it cannot be interpreted.');

    const empty = await signedIn.client.post(URL, report({}));
    expect(empty.statusCode).toBe(200);
    expect(empty.json().soilData).toEqual({ pH: 'Not provided', Nitrogen_ppm: 'Not provided', Phosphorus_ppm: 'Not provided', Potassium_ppm: 'Not provided' });
  });

  it('rejects a pH outside 0-14 or not a number, naming the field', async () => {
    const message = 'Soil pH must be a number from 0 to 14.';
    for (const pH of [-0.1, 14.1, '6.5', 'acid', true, [6]]) {
      await expectRejected(report({ ...full, 'Soil pH': pH }), 'soilData.Soil pH', message);
    }
  });

  it('rejects negative, absurd or non-numeric ppm values, naming the field', async () => {
    for (const key of ['Nitrogen (N)', 'Phosphorus (P)', 'Potassium (K)']) {
      const message = `${key} must be a number of ppm from 0 to 10000.`;
      for (const value of [-1, 10_001, 1e9, '20', {}]) {
        await expectRejected(report({ ...full, [key]: value }), `soilData.${key}`, message);
      }
    }
    const atLimit = await signedIn.client.post(URL, report({ ...full, 'Potassium (K)': 10_000 }));
    expect(atLimit.statusCode).toBe(200);
  });

  it('rejects a body without a soilData object', async () => {
    for (const body of [{}, { soilData: 'pH 6' }, { soilData: null }]) {
      const response = await signedIn.client.post(URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).fields).toEqual({ soilData: 'soilData must be an object with the soil test values.' });
    }
  });
});
