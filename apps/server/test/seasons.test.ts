import type {
  CropAnalysis,
  CropCatalogueResponse,
  CropDetail,
  CropListResponse,
  HarvestResponse,
  SoilTestsResponse,
  SuggestionsResponse,
  YieldHistoryResponse,
} from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledge } from '../src/knowledge';
import { addDays, daysBetween, todayIso } from '../src/modules/growth';
import { createTestApp, errorOf, profile, signUp, TestClient } from './helpers';

let app: FastifyInstance;

const LUDHIANA: [number, number] = [30.9, 75.85];
const CROPS = '/api/growth/crops';
const cropUrl = (id: string) => `${CROPS}/${id}`;
const harvestUrl = (id: string) => `${CROPS}/${id}/harvest`;
const SUGGESTIONS = '/api/crops/suggestions';
const YIELDS = '/api/crops/yields';
const CATALOGUE = '/api/crops/catalogue';
const SOIL_TESTS = '/api/soil/soil-tests';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function farmer(location: [number, number] | null = LUDHIANA): Promise<TestClient> {
  const client = new TestClient(app);
  await signUp(client);
  if (location) expect((await client.post('/api/auth/update-profile', profile({ location, areaOfLand: 2.5 }))).statusCode).toBe(200);
  return client;
}

async function analyse(client: TestClient, cropType: string, seedingDate: string): Promise<CropAnalysis> {
  const response = await client.post('/api/growth/submit-crop-data', { cropType, seedingDate });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CropAnalysis>();
}

async function soilTest(client: TestClient, values: Record<string, number>) {
  const response = await client.post('/api/soil/soil-analysis', { soilData: values });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the new endpoints need a session', () => {
  it.each([
    ['GET', CROPS],
    ['GET', cropUrl(UNKNOWN_ID)],
    ['POST', harvestUrl(UNKNOWN_ID)],
    ['GET', SUGGESTIONS],
    ['GET', YIELDS],
    ['GET', CATALOGUE],
    ['GET', SOIL_TESTS],
  ])('%s %s answers 401', async (method, url) => {
    const response = await new TestClient(app).request(method as 'GET' | 'POST', url, method === 'POST' ? { body: {} } : {});
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('crop list and detail', () => {
  let client: TestClient;
  let tomato: CropAnalysis;
  let rice: CropAnalysis;
  const sown = addDays(todayIso(), -10);

  beforeAll(async () => {
    client = await farmer();
    rice = await analyse(client, 'paddy', '2025-06-15');
    tomato = await analyse(client, 'tomato', sown);
  });

  it('lists the crops newest first, without curves, with stage today and days to harvest', async () => {
    const response = await client.get(CROPS);
    expect(response.statusCode).toBe(200);
    const { crops, nextOffset } = response.json<CropListResponse>();
    expect(nextOffset).toBeNull();
    expect(tomato.parameters.stageLengths.initial).toBe(30);
    expect(crops).toEqual([
      {
        id: tomato.id,
        cropType: 'Tomato',
        cropName: 'Tomato',
        seedingDate: sown,
        harvestDate: tomato.harvestDate,
        status: 'initial',
        daysToHarvest: daysBetween(todayIso(), tomato.harvestDate),
        harvest: null,
        createdAt: tomato.createdAt,
      },
      {
        id: rice.id,
        cropType: 'Rice',
        cropName: 'Rice',
        seedingDate: '2025-06-15',
        harvestDate: rice.harvestDate,
        status: 'due for harvest',
        daysToHarvest: 0,
        harvest: null,
        createdAt: rice.createdAt,
      },
    ]);
    expect(daysBetween(todayIso(), tomato.harvestDate)).toBe(daysBetween(sown, tomato.harvestDate) - 10);
  });

  it('names the farmer’s crops in Hindi for a Hindi screen, in the list and the detail', async () => {
    const inHindi = { headers: { 'accept-language': 'hi' } };
    const { crops } = (await client.request('GET', CROPS, inHindi)).json<CropListResponse>();
    expect(crops.map((crop) => [crop.cropType, crop.cropName])).toEqual([
      ['Tomato', 'टमाटर'],
      ['Rice', 'धान (चावल)'],
    ]);
    expect((await client.request('GET', `${CROPS}/${rice.id}`, inHindi)).json<{ cropName: string }>().cropName).toBe('धान (चावल)');
  });

  it('pages with limit and offset', async () => {
    const first = (await client.get(`${CROPS}?limit=1`)).json<CropListResponse>();
    expect(first.crops.map((crop) => crop.cropType)).toEqual(['Tomato']);
    expect(first.nextOffset).toBe(1);
    const second = (await client.get(`${CROPS}?limit=1&offset=1`)).json<CropListResponse>();
    expect(second.crops.map((crop) => crop.cropType)).toEqual(['Rice']);
    expect(second.nextOffset).toBeNull();
  });

  it.each([
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 100.'],
    ['limit=abc', 'limit', 'limit must be a whole number from 1 to 100.'],
    ['offset=-1', 'offset', 'offset must be a whole number from 0 to 1000000.'],
  ])('rejects %s naming the field', async (query, field, message) => {
    const response = await client.get(`${CROPS}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_ERROR', message, fields: { [field]: message } });
  });

  it('answers a reading with its verdict, and the detail holds the readings with theirs', async () => {
    const response = await client.post(`${CROPS}/${tomato.id}/measurements`, { day: 14, moisture: 27, height: 12 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().verdict).toEqual({
      moisture: {
        status: 'above',
        action: 'check drainage',
        idealMin: 18.4,
        idealMax: 25,
        text: 'Moisture 27% is above the ideal 18.4-25% for day 14: check drainage.',
      },
      height: {
        status: 'not rated',
        idealCm: 6.2,
        differenceCm: 5.8,
        text: 'Height 12 cm on day 14 is recorded. There is no regional growth curve for tomato in Punjab, so it is not rated behind or ahead.',
      },
    });
    expect((await client.post(`${CROPS}/${tomato.id}/measurements`, { day: 70, moisture: 15, height: 40 })).statusCode).toBe(201);

    const detail = (await client.get(cropUrl(tomato.id))).json<CropDetail>();
    expect(detail).toMatchObject({
      id: tomato.id,
      cropType: 'Tomato',
      status: 'initial',
      harvest: null,
      growthData: tomato.growthData,
      message: tomato.message,
    });
    expect(detail.readings.map((reading) => [reading.day, reading.verdict.moisture.text, reading.verdict.height.text])).toEqual([
      [
        14,
        'Moisture 27% is above the ideal 18.4-25% for day 14: check drainage.',
        'Height 12 cm on day 14 is recorded. There is no regional growth curve for tomato in Punjab, so it is not rated behind or ahead.',
      ],
      [
        70,
        'Moisture 15% is below the ideal 19.6-25% for day 70: irrigate.',
        'Height 40 cm on day 70 is recorded. There is no regional growth curve for tomato in Punjab, so it is not rated behind or ahead.',
      ],
    ]);
  });

  it("answers 404 for another farmer's crop and for an id that is no crop", async () => {
    const other = await farmer();
    for (const url of [cropUrl(tomato.id), cropUrl(UNKNOWN_ID), cropUrl('not-a-uuid')]) {
      const response = await other.get(url);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'No saved crop analysis with this id.' });
    }
    expect((await other.get(CROPS)).json<CropListResponse>().crops).toEqual([]);
  });
});

describe('POST /api/growth/crops/:cropId/harvest', () => {
  let client: TestClient;
  let rice: CropAnalysis;

  beforeAll(async () => {
    client = await farmer();
    rice = await analyse(client, 'Rice', '2025-06-15');
  });

  it.each([
    [{ date: '2025-06-14', quantityKg: 3000, areaHa: 0.5 }, 'date', 'Harvest date cannot be before the seeding date.'],
    [{ date: addDays(todayIso(), 1), quantityKg: 3000, areaHa: 0.5 }, 'date', 'Harvest date cannot be in the future.'],
    [{ date: '2025-02-30', quantityKg: 3000, areaHa: 0.5 }, 'date', 'Harvest date must be a real date written as YYYY-MM-DD.'],
    [{ date: '2025-10-20', quantityKg: -1, areaHa: 0.5 }, 'quantityKg', 'Quantity must be a number of kg, 0 or more.'],
    [{ date: '2025-10-20', areaHa: 0.5 }, 'quantityKg', 'Quantity must be a number of kg, 0 or more.'],
    [{ date: '2025-10-20', quantityKg: 3000, areaHa: 0 }, 'areaHa', 'Area must be a number of hectares above 0.'],
    [{ date: '2025-10-20', quantityKg: 3000, areaHa: 3 }, 'areaHa', 'Area cannot be larger than your farm (2.5 ha).'],
  ])('rejects %j with 400 naming %s', async (body, field, message) => {
    const response = await client.post(harvestUrl(rice.id), body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_ERROR', message, fields: { [field]: message } });
  });

  it("answers 404 for another farmer's crop", async () => {
    const response = await (await farmer()).post(harvestUrl(rice.id), { date: '2025-10-20', quantityKg: 3000, areaHa: 0.5 });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });

  it('saves the harvest and compares the yield with the Punjab range', async () => {
    const response = await client.post(harvestUrl(rice.id), { date: '2025-10-20', quantityKg: 3000, areaHa: 0.5 });
    expect(response.statusCode, response.body).toBe(201);
    const source = knowledge().resolver.resolve('rice')!.sources['pau-2025-pr126-survey']!;
    expect(response.json<HarvestResponse>()).toEqual({
      cropId: rice.id,
      cropType: 'Rice',
      harvest: { date: '2025-10-20', quantityKg: 3000, areaHa: 0.5, yieldTPerHa: 6 },
      comparison: {
        typicalTPerHa: [6.2, 9.2],
        status: 'below',
        region: 'Punjab',
        text: 'Your yield: 6 t/ha, below the typical 6.2-9.2 t/ha for Rice in Punjab.',
        source: `${source.institution}: ${source.document} (${source.year}), ${source.url}`,
      },
    });
    const again = await client.post(harvestUrl(rice.id), { date: '2025-10-21', quantityKg: 3000, areaHa: 0.5 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'CONFLICT', message: 'This Rice crop is already marked harvested.' });

    const [listed] = (await client.get(CROPS)).json<CropListResponse>().crops;
    expect(listed).toMatchObject({
      id: rice.id,
      status: 'harvested',
      daysToHarvest: null,
      harvest: { date: '2025-10-20', quantityKg: 3000, areaHa: 0.5, yieldTPerHa: 6 },
    });
  });

  it('lists harvests in the yield history by season, and says when the catalogue has no range', async () => {
    const wheat = await analyse(client, 'Wheat', '2025-11-10');
    const before = (await client.get(CROPS)).json<CropListResponse>().crops;
    expect(before[0]).toMatchObject({ id: wheat.id, status: 'due for harvest', harvest: null });
    expect((await client.post(harvestUrl(wheat.id), { date: '2026-04-15', quantityKg: 4500, areaHa: 1 })).statusCode).toBe(201);
    // The list shows a harvest at once, though its page was just read (and, on PGlite, cached).
    expect((await client.get(CROPS)).json<CropListResponse>().crops[0]).toMatchObject({ id: wheat.id, status: 'harvested' });
    const { harvests } = (await client.get(YIELDS)).json<YieldHistoryResponse>();
    expect(harvests.map((record) => [record.cropType, record.season, record.harvest.yieldTPerHa, record.comparison.status, record.comparison.text])).toEqual([
      ['Rice', 'kharif 2025', 6, 'below', 'Your yield: 6 t/ha, below the typical 6.2-9.2 t/ha for Rice in Punjab.'],
      ['Wheat', 'rabi 2025-26', 4.5, null, 'Your yield: 4.5 t/ha. The catalogue has no typical yield range for Wheat in Punjab yet, so it is not compared.'],
    ]);

    const inHindi = (await client.get(YIELDS, { headers: { 'accept-language': 'hi' } })).json<YieldHistoryResponse>().harvests;
    expect(inHindi.map((record) => [record.season, record.comparison.text])).toEqual([
      ['खरीफ़ 2025', 'आपकी उपज: 6 टन/हेक्टेयर, जो पंजाब में धान (चावल) की आम उपज 6.2-9.2 टन/हेक्टेयर से कम है।'],
      ['रबी 2025-26', 'आपकी उपज: 4.5 टन/हेक्टेयर। पंजाब में गेहूं की आम उपज का दायरा अभी सूची में नहीं है, इसलिए तुलना नहीं की गई।'],
    ]);
  });
});

describe('soil tests are saved for the farmer', () => {
  it('lists each submitted test, newest first, with what was not measured as null', async () => {
    const client = await farmer();
    expect((await client.get(SOIL_TESTS)).json<SoilTestsResponse>().tests).toEqual([]);
    await soilTest(client, { 'Soil pH': 6.5, 'Nitrogen (N)': 20, 'Phosphorus (P)': 12, 'Potassium (K)': 150 });
    await soilTest(client, { 'Soil pH': 7.1 });
    const { tests } = (await client.get(SOIL_TESTS)).json<SoilTestsResponse>();
    expect(tests.map(({ pH, nitrogen, phosphorus, potassium }) => ({ pH, nitrogen, phosphorus, potassium }))).toEqual([
      { pH: 7.1, nitrogen: null, phosphorus: null, potassium: null },
      { pH: 6.5, nitrogen: 20, phosphorus: 12, potassium: 150 },
    ]);
    expect((await (await farmer()).get(SOIL_TESTS)).json<SoilTestsResponse>().tests).toEqual([]);
  });
});

describe('GET /api/crops/catalogue', () => {
  it("lists every crop of the catalogue by its English name, alphabetically, for the dashboard's crop field", async () => {
    const response = await (await farmer(null)).get(CATALOGUE);
    expect(response.statusCode, response.body).toBe(200);
    const { crops } = response.json<CropCatalogueResponse>();
    expect(crops).toHaveLength(52);
    expect(new Set(crops.map((crop) => crop.id))).toEqual(new Set(knowledge().catalogue.crops.map((crop) => crop.id)));
    expect(crops.map((crop) => crop.name)).toEqual(
      knowledge()
        .catalogue.crops.map((crop) => crop.names.en)
        .sort(),
    );
    expect(crops.find((crop) => crop.id === 'rice')).toEqual({ id: 'rice', name: 'Rice' });
  });
});

describe('GET /api/crops/suggestions', () => {
  it('says what it lacked for a new farmer, and lists only crops of the season', async () => {
    const client = await farmer();
    const response = await client.get(`${SUGGESTIONS}?season=rabi`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<SuggestionsResponse>();
    expect(answer.season).toBe('rabi');
    expect(answer.basis).toBe('the rabi (winter) season, as asked');
    expect(answer.region).toBe('Punjab');
    expect(answer.lacking).toEqual([
      'no soil test yet',
      'no irrigation method or water storage saved: ranked as rainfed',
      'no earlier crop saved: rotation not considered',
    ]);
    expect(answer.suggestions).toHaveLength(10);
    const { crops } = knowledge().catalogue;
    for (const suggestion of answer.suggestions) expect(crops.find((crop) => crop.id === suggestion.cropId)!.climate.seasons).toContain('rabi');
  });

  it('never lists a crop far outside the pH of the last soil test, and ranks a legume after a cereal up', async () => {
    const client = await farmer();
    await soilTest(client, { 'Soil pH': 6.2, 'Nitrogen (N)': 12, 'Phosphorus (P)': 8, 'Potassium (K)': 180 });
    await analyse(client, 'Maize', '2025-06-20');
    const answer = (await client.get(`${SUGGESTIONS}?season=kharif`)).json<SuggestionsResponse>();
    expect(answer.lacking).toEqual(['no irrigation method or water storage saved: ranked as rainfed']);
    const { crops } = knowledge().catalogue;
    for (const suggestion of answer.suggestions) {
      const crop = crops.find((known) => known.id === suggestion.cropId)!;
      // Within a unit of the crop's best range (crop-planning's PH_TOLERANCE).
      expect(crop.climate.ph[0] - 1).toBeLessThanOrEqual(6.2);
      expect(crop.climate.ph[1] + 1).toBeGreaterThanOrEqual(6.2);
    }
    expect(answer.suggestions.slice(0, 2).map(({ name, score }) => [name, score])).toEqual([
      ['Black gram', 95],
      ['Green gram', 95],
    ]);
    const top = answer.suggestions[0]!;
    expect(top.reasons.map(({ kind, text, points }) => ({ kind, text, points }))).toEqual([
      {
        kind: 'season',
        text: expect.stringMatching(
          /^In Punjab it is sown from 1 July to 31 August in kharif\. Its sowing window (is open now|opens in \d+ days)\. \(DES crop calendar for Punjab: sowing July\(B\) – Aug\(E\), harvest Sep\(M\)-Oct\(E\)\)$/,
        ),
        points: 40,
      },
      { kind: 'soil', text: "Your last soil test's pH 6.2 is within its range of 5.5-6.5.", points: 15 },
      {
        kind: 'soil',
        text: 'Your last soil test: nitrogen Low (26.9 kg/ha), phosphorus Medium (17.9 kg/ha), potassium High (403.2 kg/ha). A legume fixes its own nitrogen.',
        points: 10,
      },
      { kind: 'water', text: 'Rainfed: it is grown with 650-900 mm of rain.', points: 0 },
      { kind: 'rotation', text: 'A legume after your last crop, Maize (a cereal), puts nitrogen back into the soil.', points: 15 },
    ]);
    // Maize's own family ranks below every listed crop.
    expect(answer.suggestions.filter((suggestion) => crops.find((crop) => crop.id === suggestion.cropId)!.family === 'Poaceae')).toEqual([]);
  });

  it('picks the season from a month, south of the equator shifted by half a year', async () => {
    const client = await farmer([-1.29, 36.82]);
    const answer = (await client.get(`${SUGGESTIONS}?month=12`)).json<SuggestionsResponse>();
    expect(answer.season).toBe('kharif');
    expect(answer.basis).toBe('December in the southern hemisphere is a kharif (monsoon) sowing month');
    expect(answer.region).toBe('Kenya');
  });

  it.each([
    ['season=monsoon', 'season', 'Season must be one of: kharif, rabi, zaid.'],
    ['month=13', 'month', 'Month must be a whole number from 1 to 12.'],
  ])('rejects %s naming the field', async (query, field, message) => {
    const response = await (await farmer()).get(`${SUGGESTIONS}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_ERROR', message, fields: { [field]: message } });
  });
});
