import { describe, expect, it } from 'vitest';
import { errorOf, profile, signUp, TestClient, useSignedInApp } from './helpers';

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

  it('takes N, P and K in kg/ha with their own range, naming the field and the unit', async () => {
    const inKgPerHa = (values: Record<string, unknown>) => ({ ...report({ ...full, ...values }), unit: 'kg/ha' });
    for (const key of ['Nitrogen (N)', 'Phosphorus (P)', 'Potassium (K)']) {
      const message = `${key} must be a number of kg/ha from 0 to 22400.`;
      for (const value of [-1, 22_401, '280']) await expectRejected(inKgPerHa({ [key]: value }), `soilData.${key}`, message);
    }
    expect((await signedIn.client.post(URL, inKgPerHa({ 'Nitrogen (N)': 22_400 }))).statusCode).toBe(200);
    // 15000 is in range as kg/ha, out of range as ppm (given or by default).
    expect((await signedIn.client.post(URL, inKgPerHa({ 'Nitrogen (N)': 15_000 }))).statusCode).toBe(200);
    const ppmMessage = 'Nitrogen (N) must be a number of ppm from 0 to 10000.';
    await expectRejected({ ...report({ ...full, 'Nitrogen (N)': 15_000 }), unit: 'ppm' }, 'soilData.Nitrogen (N)', ppmMessage);
  });

  it('rejects an unknown unit, Soil Health Card values out of range and a crop not in the catalogue, naming the field', async () => {
    await expectRejected({ ...report(full), unit: 'lb/acre' }, 'unit', 'unit must be one of: ppm, kg/ha.');
    await expectRejected({ ...report(full), soilHealthCard: { zinc: 1001 } }, 'soilHealthCard.zinc', 'Zinc (Zn) must be a number of ppm from 0 to 1000.');
    await expectRejected(
      { ...report(full), soilHealthCard: { organicCarbon: -0.1 } },
      'soilHealthCard.organicCarbon',
      'Organic carbon (OC) must be a number of % from 0 to 60.',
    );
    await expectRejected(
      { ...report(full), soilHealthCard: { ec: '1.2' } },
      'soilHealthCard.ec',
      'Electrical conductivity (EC) must be a number of dS/m from 0 to 100.',
    );
    await expectRejected({ ...report(full), soilHealthCard: [] }, 'soilHealthCard', 'soilHealthCard must be an object with the Soil Health Card values.');
    const cropMessage = 'cropId must be the id of a crop in the catalogue.';
    for (const cropId of ['dragonfruit', 'Rice', 42]) await expectRejected({ ...report(full), cropId }, 'cropId', cropMessage);
  });

  it('rates a farm outside India (or without a location) in the lab classes, with no plan until a crop is chosen', async () => {
    const body = (await signedIn.client.post(URL, report(full))).json();
    expect(body.ratings.scheme).toBe('Lab classes');
    expect(body.ratings.lines.map((line: { parameter: string; rating: string; attention: boolean }) => [line.parameter, line.rating, line.attention])).toEqual([
      ['pH', 'Very strongly acid', true],
      ['nitrogen', 'Deficient', true],
      ['phosphorus', 'Low', true],
      ['potassium', 'Low', true],
    ]);
    expect(body.fertilizerPlan).toEqual({ status: 'none', reason: 'no-crop', crop: null, message: 'Choose a crop to get its fertilizer plan in bags.' });
  });

  it("rates a farm in India by the Soil Health Card and plans the crop's fertilizer in bags for its land", async () => {
    const farmer = new TestClient(signedIn.app);
    await signUp(farmer);
    // Pune, Maharashtra; 2.5 ha.
    expect((await farmer.post('/api/auth/update-profile', profile())).statusCode).toBe(200);
    const response = await farmer.post(URL, {
      soilData: { 'Soil pH': 7.2, 'Nitrogen (N)': 250, 'Phosphorus (P)': 18, 'Potassium (K)': 300 },
      unit: 'kg/ha',
      soilHealthCard: { organicCarbon: 0.42, ec: 0.3, zinc: 0.5, boron: null },
      cropId: 'rice',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.ratings.scheme).toBe('Soil Health Card');
    expect(body.ratings.source).toMatch(/^Department of Agriculture & Cooperation.*Methods Manual: Soil Testing in India/);
    expect(body.ratings.lines.map((line: { parameter: string; value: number; rating: string }) => [line.parameter, line.value, line.rating])).toEqual([
      ['pH', 7.2, 'Neutral'],
      ['nitrogen', 250, 'Low'],
      ['phosphorus', 18, 'Medium'],
      ['potassium', 300, 'High'],
      ['organicCarbon', 0.42, 'Low'],
      ['ec', 0.3, 'Normal'],
      ['zinc', 0.5, 'Deficient'],
    ]);
    // Maharashtra's rice: 40-20-20 kg per acre = 98.8-49.4-49.4 kg/ha; N x 1.25 (Low), P kept (Medium), K x 0.75 (High).
    expect(body.fertilizerPlan).toMatchObject({
      status: 'plan',
      crop: { en: 'Rice', hi: 'धान (चावल)' },
      region: 'Maharashtra',
      landHectares: 2.5,
      recommended: { n: 98.8, p2o5: 49.4, k2o: 49.4 },
      adjusted: { n: 123.5, p2o5: 49.4, k2o: 37.1 },
    });
    expect(body.fertilizerPlan.withDap.map((line: { product: string; perHectare: unknown }) => [line.product, line.perHectare])).toEqual([
      ['dap', { kg: 107, bags: 2 }],
      ['urea', { kg: 226, bags: 5 }],
      ['mop', { kg: 62, bags: 1 }],
    ]);
    // The lab's detailed reading and the saved test are in ppm (250 kg/ha / 2.24 = 111.61 ppm).
    expect(body.soilData).toEqual({ pH: 7.2, Nitrogen_ppm: 111.61, Phosphorus_ppm: 8.04, Potassium_ppm: 133.93 });
    const [saved] = (await farmer.get('/api/soil/soil-tests')).json().tests;
    expect(saved).toMatchObject({ pH: 7.2, nitrogen: 111.61, phosphorus: 8.04, potassium: 133.93 });

    const crops = (await farmer.get('/api/soil/fertilizer-crops')).json().crops;
    expect(crops).toContainEqual({ id: 'rice', names: { en: 'Rice', hi: 'धान (चावल)' }, hasDose: true });
    expect(crops).toContainEqual({ id: 'mango', names: { en: 'Mango', hi: 'आम' }, hasDose: false });
  });
});
