import type { CropAnalysis, SavedCropsResponse } from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledge } from '../src/knowledge';
import { createTestApp, errorOf, profile, signUp, TestClient } from './helpers';

let app: FastifyInstance;
let farmer: TestClient;

const SUBMIT = '/api/growth/submit-crop-data';
const GET_CROPS = '/api/auth/getcrop';
const measurementsUrl = (cropId: string) => `/api/growth/crops/${cropId}/measurements`;

async function farmerAt(location: [number, number] | null): Promise<TestClient> {
  const client = new TestClient(app);
  await signUp(client);
  if (location) expect((await client.post('/api/auth/update-profile', profile({ location }))).statusCode).toBe(200);
  return client;
}

async function analyse(client: TestClient, cropType: string, seedingDate: string): Promise<CropAnalysis> {
  const response = await client.post(SUBMIT, { cropType, seedingDate });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CropAnalysis>();
}

beforeAll(async () => {
  app = await createTestApp();
  farmer = await farmerAt([18.52, 73.85]);
});
afterAll(async () => {
  await app?.close();
});

describe('growth endpoints need a session', () => {
  it.each([
    ['POST', SUBMIT, { cropType: 'Wheat', seedingDate: '2025-11-01' }],
    ['GET', GET_CROPS, undefined],
    ['POST', measurementsUrl('00000000-0000-4000-8000-000000000000'), { day: 1, moisture: 20, height: 3 }],
  ])('%s %s answers 401', async (method, url, body) => {
    const response = await new TestClient(app).request(method as 'GET' | 'POST', url, { body });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/growth/submit-crop-data', () => {
  it("answers the ideal curve and message for the farmer's latitude", async () => {
    const result = await analyse(farmer, 'tomato', '2025-03-01');
    expect(result.cropType).toBe('Tomato');
    expect(result.seedingDate).toBe('2025-03-01');
    expect(result.harvestDate).toBe('2025-07-14');
    expect(result.growthData).toHaveLength(21);
    expect(result.growthData[10]).toEqual({ day: 70, moisture: 22.3, height: 60, stage: 'mid-season', moistureMin: 19.6, moistureMax: 25 });
    expect(result.message).toBe(
      'There is no regional harvest window for tomato in Maharashtra, so the season is general guidance. ' +
        'Tomato takes 135 days from sowing to harvest, so expect harvest around 2025-07-14. ' +
        "In the middle of the season keep 19.6% to 25% of the soil's volume as water (aim for 22.3% on a loam soil).",
    );
    expect(result.workings).toBe(
      'Growth stages from FAO-56 Table 11, row "Arid Region, January" (chosen for your latitude 18.5°N (tropical zone)): ' +
        'initial 30 days, development 40, mid-season 40 and late season 25. The moisture to keep is the soil water the crop draws without stress (FAO-56 Table 22).',
    );
    expect(result.measurements).toEqual([]);
  });

  it('words the message and the reading verdicts in the language the app asks for (Accept-Language)', async () => {
    const inHindi = { headers: { 'accept-language': 'hi' } };
    const response = await farmer.post(SUBMIT, { cropType: 'tomato', seedingDate: '2025-03-01' }, inHindi);
    expect(response.statusCode).toBe(200);
    const result = response.json<CropAnalysis>();
    expect(result.cropType).toBe('Tomato');
    expect(result.message).toBe(
      'महाराष्ट्र में टमाटर की कटाई का कोई क्षेत्रीय समय नहीं मिला, इसलिए मौसम सामान्य सलाह के अनुसार है। ' +
        'टमाटर को बुवाई से कटाई तक 135 दिन लगते हैं, इसलिए कटाई लगभग 14/07/2025 के आसपास होगी। ' +
        'मौसम के बीच में मिट्टी के आयतन का 19.6% से 25% हिस्सा पानी रखें (दोमट मिट्टी पर 22.3% का लक्ष्य रखें)।',
    );
    expect(result.workings).toBe(
      'बढ़वार की अवस्थाएँ FAO-56 की तालिका 11 की पंक्ति "Arid Region, January" से (आपके अक्षांश 18.5° उत्तर (उष्णकटिबंधीय क्षेत्र) के लिए चुनी गई): ' +
        'शुरुआती 30 दिन, बढ़वार 40, मध्य अवस्था 40 और पकने की अवस्था 25 दिन। रखने लायक नमी वह पानी है जिसे फ़सल बिना दबाव के ले पाती है (FAO-56 तालिका 22)।',
    );
    const reading = await farmer.post(measurementsUrl(result.id), { day: 70, moisture: 15, height: 40 }, inHindi);
    expect(reading.statusCode).toBe(201);
    expect(reading.json().verdict.moisture.text).toBe('नमी 15% है, दिन 70 की आदर्श नमी 19.6-25% से कम: सिंचाई करें।');
    expect(reading.json().verdict.height.text).toBe(
      'दिन 70 की ऊँचाई 40 सेमी दर्ज हो गई है। महाराष्ट्र में टमाटर की बढ़वार का कोई क्षेत्रीय वक्र नहीं है, इसलिए इसे पीछे या आगे नहीं आँका गया।',
    );
  });

  it('takes a Ludhiana wheat season from DES for Punjab: sown 15 November, harvested in April, and a 12 cm crop at day 20 not called behind', async () => {
    const ludhiana = await farmerAt([30.9, 75.85]);
    const result = await analyse(ludhiana, 'wheat', '2026-11-15');
    expect(result.harvestDate).toBe('2027-04-01');
    expect(result.parameters).toMatchObject({
      region: 'Central India, November (Barley/Oats/Wheat)',
      season: 'DES crop calendar for Punjab: sowing Oct(B)-Nov(E), harvest Apr(B)-May(E)',
      state: 'Punjab',
      stageLengths: { initial: 17, development: 29, midSeason: 57, lateSeason: 34 },
    });
    expect(result.message).toMatch(/^Wheat in Punjab: the season follows the DES crop calendar for Punjab/);
    const reading = await ludhiana.post(measurementsUrl(result.id), { day: 20, moisture: 22, height: 12 });
    expect(reading.statusCode).toBe(201);
    expect(reading.json().verdict.height).toMatchObject({ status: 'not rated' });
  });

  it('chooses another FAO-56 row for a farm in the temperate zone', async () => {
    const northern = await farmerAt([51.5, -0.1]);
    const result = await analyse(northern, 'Maize', '2025-04-20');
    expect(result.cropType).toBe('Maize');
    expect(result.parameters.region).toBe('Idaho, USA, April');
    expect(result.harvestDate).toBe('2025-10-07');
    expect(result.workings).toContain('latitude 51.5°N (temperate zone)');
  });

  it('uses the default row when the profile has no location', async () => {
    const result = await analyse(await farmerAt(null), 'paddy', '2025-06-01');
    expect(result.cropType).toBe('Rice');
    expect(result.workings).toContain('no farm location is set, so the default row');
  });

  it.each([
    [{ seedingDate: '2025-03-01' }, 'cropType'],
    [{ cropType: '   ', seedingDate: '2025-03-01' }, 'cropType'],
    [{ cropType: 'Wheat' }, 'seedingDate'],
    [{ cropType: 'Wheat', seedingDate: '' }, 'seedingDate'],
  ])('rejects missing input %j with the spec message', async (body, field) => {
    const response = await farmer.post(SUBMIT, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Please select a date and enter a crop type.',
      fields: { [field]: 'Please select a date and enter a crop type.' },
    });
  });

  it.each(['2025-02-30', '2025-13-01', '31/02/2025', '03/15/2025', 'tomorrow', '1800-01-01'])('rejects the invalid date %j', async (seedingDate) => {
    const response = await farmer.post(SUBMIT, { cropType: 'Wheat', seedingDate });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Seeding date must be a real date written as DD/MM/YYYY or YYYY-MM-DD.');
  });

  it('reads a day-first date, 15/06/2026, as 2026-06-15', async () => {
    const response = await farmer.post(SUBMIT, { cropType: 'Wheat', seedingDate: '15/06/2026' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CropAnalysis>().seedingDate).toBe('2026-06-15');
  });

  it('answers 422 naming the known crops for a name the catalogue does not know', async () => {
    const response = await farmer.post(SUBMIT, { cropType: 'Xyzzy', seedingDate: '2025-03-01' });
    expect(response.statusCode).toBe(422);
    const known = knowledge()
      .catalogue.crops.map((crop) => crop.names.en)
      .sort();
    expect(known).toHaveLength(52);
    const message = `We have no growth data for "Xyzzy". Known crops: ${known.join(', ')}.`;
    expect(errorOf(response)).toEqual({ code: 'UNPROCESSABLE', message, fields: { cropType: message } });

    const inHindi = await farmer.post(SUBMIT, { cropType: 'Xyzzy', seedingDate: '2025-03-01' }, { headers: { 'accept-language': 'hi' } });
    expect(errorOf(inHindi).message).toBe(`"Xyzzy" की बढ़वार की जानकारी हमारे पास नहीं है। इन फ़सलों की जानकारी है: ${known.join(', ')}।`);
  });
});

describe('saved crops and measurements', () => {
  it("lists the farmer's analyses newest first with their measurements, and keeps them from other farmers", async () => {
    const client = await farmerAt([18.52, 73.85]);
    const wheat = await analyse(client, 'wheat', '2025-11-01');
    const lettuce = await analyse(client, 'Lettuce', '2025-10-15');

    const first = await client.post(measurementsUrl(lettuce.id), { day: 7, moisture: 21.5, height: 4 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().measurement).toMatchObject({ day: 7, moisture: 21.5, height: 4 });
    expect((await client.post(measurementsUrl(lettuce.id), { day: 14, moisture: 19, height: 9.5 })).statusCode).toBe(201);

    const listed = (await client.get(GET_CROPS)).json<SavedCropsResponse>().crops;
    expect(listed.map((crop) => [crop.id, crop.cropType])).toEqual([
      [lettuce.id, 'Lettuce'],
      [wheat.id, 'Wheat'],
    ]);
    expect(listed[0]!.measurements.map(({ day, moisture, height }) => ({ day, moisture, height }))).toEqual([
      { day: 7, moisture: 21.5, height: 4 },
      { day: 14, moisture: 19, height: 9.5 },
    ]);
    expect(listed[0]!.growthData).toEqual(lettuce.growthData);
    expect(listed[1]!.measurements).toEqual([]);

    const stranger = await farmerAt([18.52, 73.85]);
    expect((await stranger.get(GET_CROPS)).json()).toEqual({ crops: [] });
    const intrusion = await stranger.post(measurementsUrl(lettuce.id), { day: 1, moisture: 1, height: 1 });
    expect(intrusion.statusCode).toBe(404);
    expect(errorOf(intrusion)).toEqual({ code: 'NOT_FOUND', message: 'No saved crop analysis with this id.' });
  });

  it('answers 404 for a crop id that is not a saved analysis', async () => {
    for (const cropId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await farmer.post(measurementsUrl(cropId), { day: 1, moisture: 20, height: 3 });
      expect(response.statusCode, cropId).toBe(404);
    }
  });

  it('rejects missing and out-of-range readings', async () => {
    const { id } = await analyse(farmer, 'Cucumbers', '2025-06-01');
    const cases: [Record<string, unknown>, string][] = [
      [{ moisture: 20, height: 3 }, 'Please fill in all fields for day, moisture, and height.'],
      [{ day: 3, moisture: null, height: 3 }, 'Please fill in all fields for day, moisture, and height.'],
      [{ day: 3, moisture: 20, height: '3' }, 'Please fill in all fields for day, moisture, and height.'],
      [{ day: 2.5, moisture: 20, height: 3 }, 'Day must be a whole number.'],
      [{ day: -1, moisture: 20, height: 3 }, 'Day must be between 0 and 1000.'],
      [{ day: 3, moisture: 101, height: 3 }, 'Moisture must be between 0 and 100%.'],
      [{ day: 3, moisture: 20, height: 2001 }, 'Height must be between 0 and 2000 cm.'],
      [{ day: 3, height: 3 }, 'Please fill in all fields for day, moisture, and height.'],
      [{ day: 3, moisture: 20, feel: '50-75', height: 3 }, 'Give the moisture as a number or by feel, not both.'],
      [{ day: 3, feel: 'damp', height: 3 }, 'Feel must be one of: 0-25, 25-50, 50-75, 75-100, field-capacity.'],
    ];
    for (const [body, message] of cases) {
      const response = await farmer.post(measurementsUrl(id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message, JSON.stringify(body)).toBe(message);
    }
  });

  it('takes the moisture by feel (USDA-NRCS class) and stores it as % by volume for the crop’s soil, rated like a number', async () => {
    const { id } = await analyse(farmer, 'Cucumbers', '2025-06-01');
    const response = await farmer.post(measurementsUrl(id), { day: 10, feel: '50-75', height: 5 });
    expect(response.statusCode, response.body).toBe(201);
    const { soil } = (await farmer.get(`/api/growth/crops/${id}`)).json<{
      parameters: { soil: { fieldCapacityPercent: number; wiltingPointPercent: number } };
    }>().parameters;
    // The class's middle, 62.5 % of the available water, above the wilting point.
    const expected = Math.round((soil.wiltingPointPercent + 0.625 * (soil.fieldCapacityPercent - soil.wiltingPointPercent)) * 10) / 10;
    expect(response.json().measurement).toMatchObject({ day: 10, moisture: expected, height: 5 });
    expect(response.json().verdict.moisture.text).toContain(`Moisture ${expected}%`);
    const dry = await farmer.post(measurementsUrl(id), { day: 11, feel: '0-25', height: 5 });
    expect(dry.json().verdict.moisture.action).toBe('irrigate');
  });
});
