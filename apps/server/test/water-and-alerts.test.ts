import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/modules/growth';
import { gumbelReturnLevel } from '../src/modules/alerts/statistics';
import { createTestApp, errorOf, profile, signUp, TestClient } from './helpers';
import { startOpenMeteoServer, type OpenMeteoServer } from './open-meteo-server';

const today = new Date().toISOString().slice(0, 10);

let upstream: OpenMeteoServer;
let app: FastifyInstance;
beforeAll(async () => {
  upstream = await startOpenMeteoServer();
  app = await createTestApp(upstream.env());
});
afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

async function farmer(options: { location?: boolean; cropType?: string } = {}): Promise<TestClient> {
  const client = new TestClient(app);
  await signUp(client);
  if (options.location !== false) expect((await client.post('/api/auth/update-profile', profile())).statusCode).toBe(200);
  if (options.cropType)
    expect((await client.post('/api/growth/submit-crop-data', { cropType: options.cropType, seedingDate: addDays(today, -30) })).statusCode).toBe(200);
  return client;
}

describe('water sources', () => {
  it('refuses a level above capacity and a negative one, naming the field', async () => {
    const client = await farmer();
    const above = await client.post('/api/water/sources', { name: 'Farm pond', kind: 'pond', capacityLitres: 1000, currentLitres: 1500 });
    expect(above.statusCode).toBe(400);
    expect(errorOf(above).fields).toEqual({ currentLitres: 'Current level cannot exceed the capacity.' });
    const negative = await client.post('/api/water/sources', { name: 'Tank', kind: 'tank', capacityLitres: 1000, currentLitres: -1 });
    expect(errorOf(negative).fields).toEqual({ currentLitres: 'Current level cannot be negative.' });
    const kind = await client.post('/api/water/sources', { name: 'Lake', kind: 'lake', capacityLitres: 1000, currentLitres: 1 });
    expect(errorOf(kind).fields).toEqual({ kind: 'Kind must be one of: tubewell, borewell, canal, tank, pond, well.' });
  });

  it('counts days of supply against the schedule’s daily need over the farm, and updates the level', async () => {
    const client = await farmer({ cropType: 'Maize' });
    const schedule = (await client.get('/api/irrigation/schedule')).json();
    const litresPerDay = (schedule.dailyNeedMm / 0.6) * 2.5 * 10_000;
    const created = await client.post('/api/water/sources', { name: 'Farm pond', kind: 'pond', capacityLitres: 2_000_000, currentLitres: 1_500_000 });
    expect(created.statusCode, created.body).toBe(201);
    const source = created.json().source;
    expect(source).toMatchObject({
      name: 'Farm pond',
      kind: 'pond',
      capacityLitres: 2_000_000,
      currentLitres: 1_500_000,
      daysOfSupply: Math.round((1_500_000 / litresPerDay) * 10) / 10,
    });

    const tooMuch = await client.request('PATCH', `/api/water/sources/${source.id}`, { body: { currentLitres: 2_500_000 } });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch).fields).toEqual({ currentLitres: 'Current level cannot exceed the capacity. This one holds 2,000,000 litres.' });
    const lowered = await client.request('PATCH', `/api/water/sources/${source.id}`, { body: { currentLitres: 500_000 } });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().source.daysOfSupply).toBe(Math.round((500_000 / litresPerDay) * 10) / 10);

    const list = (await client.get('/api/water/sources')).json();
    expect(list.sources.map((s: { name: string; currentLitres: number }) => [s.name, s.currentLitres])).toEqual([['Farm pond', 500_000]]);
    expect(list.note).toBe(
      `Days of supply count ${Math.round(litresPerDay).toLocaleString('en-US')} litres a day: Maize's mean need of ${schedule.dailyNeedMm} mm/day over the forecast at 60 % efficiency on your 2.5 ha.`,
    );

    const other = await farmer();
    expect((await other.request('PATCH', `/api/water/sources/${source.id}`, { body: { currentLitres: 1 } })).statusCode).toBe(404);
    expect((await other.get('/api/water/sources')).json().sources).toEqual([]);
  });

  it('keeps a tubewell by its pump flow (or a drum filled in so many seconds) and a canal by its turn, with no days of supply', async () => {
    const client = await farmer({ cropType: 'Maize' });
    const noFlow = await client.post('/api/water/sources', { name: 'Tubewell', kind: 'tubewell' });
    expect(noFlow.statusCode).toBe(400);
    expect(errorOf(noFlow).fields).toEqual({ flowLitresPerSecond: 'Pump flow is required: litres a second, or the seconds it takes to fill a drum.' });
    const noTurn = await client.post('/api/water/sources', { name: 'Minor', kind: 'canal' });
    expect(errorOf(noTurn).fields).toEqual({ turnHoursPerWeek: 'Turn hours are required: how many hours your weekly canal turn lasts.' });
    const noCapacity = await client.post('/api/water/sources', { name: 'Tank', kind: 'tank', currentLitres: 5 });
    expect(errorOf(noCapacity).fields).toEqual({ capacityLitres: 'Capacity is required, in litres.' });

    // A 200-litre drum filled in 25 seconds: 8 litres a second.
    const tubewell = await client.post('/api/water/sources', { name: 'Tubewell', kind: 'tubewell', drumLitres: 200, drumFillSeconds: 25 });
    expect(tubewell.statusCode, tubewell.body).toBe(201);
    expect(tubewell.json().source).toMatchObject({ kind: 'tubewell', flowLitresPerSecond: 8, capacityLitres: null, currentLitres: null, daysOfSupply: null });
    const canal = await client.post('/api/water/sources', { name: 'Warabandi', kind: 'canal', turnHoursPerWeek: 3, flowLitresPerSecond: 30 });
    expect(canal.json().source).toMatchObject({ kind: 'canal', turnHoursPerWeek: 3, flowLitresPerSecond: 30, daysOfSupply: null });
    const level = await client.request('PATCH', `/api/water/sources/${tubewell.json().source.id}`, { body: { currentLitres: 10 } });
    expect(level.statusCode).toBe(400);
    expect(errorOf(level).fields).toEqual({ currentLitres: 'Only stored water (a tank, pond or well) has a level to update.' });

    // The next irrigation is also given in hours of the 8 L/s pump, over the farm's 2.5 ha (on sand, which dries soon).
    expect((await client.post('/api/irrigation/settings', { soilTexture: 'sand', irrigationMethod: 'surface' })).statusCode).toBe(200);
    const schedule = (await client.get('/api/irrigation/schedule')).json();
    const next = schedule.nextIrrigation;
    expect(next).not.toBeNull();
    expect(next.pumpHours).toBe(Math.round((next.litres / 8 / 3600) * 10) / 10);
    expect(schedule.areaHectares).toBe(2.5);
    expect(schedule.message).toContain(`(${next.litres.toLocaleString('en-US')} litres on your 2.5 ha, ${next.pumpHours} hours of your pump)`);
  });

  it('says why there are no days of supply without a crop', async () => {
    const client = await farmer();
    await client.post('/api/water/sources', { name: 'Well', kind: 'well', capacityLitres: 10_000, currentLitres: 5_000 });
    const list = (await client.get('/api/water/sources')).json();
    expect(list.sources[0].daysOfSupply).toBeNull();
    expect(list.note).toBe('Days of supply need a crop schedule: Save a crop on the dashboard first: the schedule follows its seeding date.');
  });
});

describe('GET /api/alerts', () => {
  it('answers 409 LOCATION_REQUIRED without a location', async () => {
    const client = await farmer({ location: false });
    expect(errorOf(await client.get('/api/alerts')).code).toBe('LOCATION_REQUIRED');
  });

  it('raises flood, heavy-rain, drought, heat and cold alerts from the cell’s weather, each with cited advice', async () => {
    const client = await farmer();
    const response = await client.get('/api/alerts');
    expect(response.statusCode, response.body).toBe(200);
    const alerts = response.json().alerts as {
      kind: string;
      level: string;
      title: string;
      message: string;
      validFrom: string;
      validTo: string;
      workings: string;
      source: string;
    }[];
    expect(alerts.map(({ kind, level, title, validFrom, validTo }) => ({ kind, level, title, validFrom, validTo }))).toEqual([
      { kind: 'flood', level: 'severe', title: 'Severe flood risk', validFrom: addDays(today, 4), validTo: addDays(today, 4) },
      { kind: 'heavy-rain', level: 'watch', title: `Heavy rain on ${addDays(today, 3)}`, validFrom: addDays(today, 3), validTo: addDays(today, 3) },
      { kind: 'drought', level: 'severe', title: 'Severe drought', validFrom: addDays(today, -90), validTo: today },
      { kind: 'heat', level: 'severe', title: `Severe heat wave on ${addDays(today, 5)}`, validFrom: addDays(today, 5), validTo: addDays(today, 5) },
      { kind: 'cold', level: 'warning', title: `Frost risk on ${addDays(today, 10)}`, validFrom: addDays(today, 10), validTo: addDays(today, 10) },
    ]);

    // The fixture's yearly peaks, 1984 to last year: 500 + 50 ((year x 7) mod 11) m³/s.
    const lastYear = new Date().getUTCFullYear() - 1;
    const maxima = Array.from({ length: lastYear - 1983 }, (_, i) => 500 + 50 * (((1984 + i) * 7) % 11));
    const flows = [2, 5, 20].map((years) => `${years}-year ${Math.round(gumbelReturnLevel(maxima, years)).toLocaleString('en-US')} m³/s`).join(', ');
    expect(alerts[0]!.message).toBe(
      `The nearest large river to your farm is forecast to carry 1,500 m³/s on ${addDays(today, 4)}, more than the flood it reaches about once in 20 years. ` +
        'Open the field drains and bunds so standing water leaves within a day or two, and move seed, fertilizer, machinery and animals to higher ground before the river rises.',
    );
    expect(alerts[0]!.workings).toBe(
      `GloFAS forecast for the river at 18.52°N, 73.87°E; return flows from its daily series since 1984: ${flows}. ` +
        'GloFAS river discharge (Copernicus) through the Open-Meteo flood API; 2-, 5- and 20-year return flows from a Gumbel fit of the annual maxima since 1984.',
    );
    expect(alerts[0]!.source).toBe(
      "National Disaster Management Authority (NDMA), Government of India: Floods: do's and don'ts (2023), https://ndma.gov.in/Natural-Hazards/Floods/Dos-Donts",
    );
    expect(alerts[1]!.message).toBe(
      `80 mm of rain is forecast for ${addDays(today, 3)} (90 % chance of rain). Hold back irrigation and any spraying or fertilizer until the rain has passed, and clear the field drains so water does not stand on the crop.`,
    );
    // The drought in plain words (how much less rain than usual); the SPI figures only in the workings.
    expect(alerts[2]!.message).toMatch(
      /^Rain is well below normal: the last 30 days brought 30 mm, \d+% less than the usual [\d.]+ mm for these dates; the last 90 days brought 30 mm, \d+% less than/,
    );
    expect(alerts[2]!.message).not.toContain('SPI');
    expect(alerts[2]!.workings).toMatch(
      /^Standardized Precipitation Index against the same dates in \d{4}-\d{4}: SPI-30 -[\d.]+, SPI-90 -[\d.]+\. SPI \(McKee/,
    );
    expect(alerts[3]!.message).toContain(`A maximum of 46 °C is forecast for ${addDays(today, 5)}, 12 °C above the normal 34 °C for the date.`);
    expect(alerts[4]!.message).toContain(`A minimum of 1.5 °C is forecast for the night of ${addDays(today, 10)}.`);
  });

  it('words the alerts in Hindi for a Hindi screen: titles, messages, advice and workings, dates as DD/MM/YYYY and the flow in lakh grouping', async () => {
    const client = await farmer();
    const alerts = (await client.request('GET', '/api/alerts', { headers: { 'accept-language': 'hi' } })).json().alerts as {
      title: string;
      message: string;
      workings: string;
    }[];
    const inHindi = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    expect(alerts.map((alert) => alert.title)).toEqual([
      'बाढ़ का गंभीर ख़तरा',
      `${inHindi(addDays(today, 3))} को भारी बारिश`,
      'गंभीर सूखा',
      `${inHindi(addDays(today, 5))} को भीषण लू`,
      `${inHindi(addDays(today, 10))} को पाले का ख़तरा`,
    ]);
    expect(alerts[0]!.message).toBe(
      `आपके खेत के सबसे पास की बड़ी नदी में ${inHindi(addDays(today, 4))} को 1,500 m³/s पानी बहने का पूर्वानुमान है, जो लगभग 20 साल में एक बार आने वाली बाढ़ से ज़्यादा है। ` +
        'खेत की नालियाँ और मेड़ खोल दें ताकि खड़ा पानी एक-दो दिन में निकल जाए, और नदी का पानी चढ़ने से पहले बीज, खाद, मशीनें और पशु ऊँची जगह पर ले जाएँ।',
    );
    expect(alerts[0]!.workings).toMatch(/^18\.52° उत्तर, 73\.87° पूर्व पर नदी का GloFAS पूर्वानुमान;/);
    expect(alerts[2]!.message).toMatch(/^बारिश सामान्य से बहुत कम है: पिछले 30 दिनों में 30 mm बारिश हुई, जो इन तारीख़ों की सामान्य [\d.]+ mm से \d+% कम है;/);
    expect(alerts[4]!.message).toBe(
      `${inHindi(addDays(today, 10))} की रात न्यूनतम तापमान 1.5 °C तक गिरने का पूर्वानुमान है। ` +
        'ठंडी रात से पहले शाम को हल्की सिंचाई करें, क्योंकि नम मिट्टी गर्मी रोके रखती है, और नर्सरी व छोटे पौधों को रात भर ढककर रखें।',
    );
  });

  it('still gives the forecast’s alerts when the archive and flood APIs fail', async () => {
    const failing = await createTestApp({
      ...upstream.env(),
      OPEN_METEO_ARCHIVE_URL: upstream.url('archive', 'error'),
      OPEN_METEO_FLOOD_URL: upstream.url('flood', 'malformed'),
    });
    try {
      const client = new TestClient(failing);
      await signUp(client);
      // A farm in a cell the other tests have not cached: on PostgreSQL both apps share one weather cache.
      await client.post('/api/auth/update-profile', profile({ location: [18.32, 74.18] }));
      const alerts = (await client.get('/api/alerts')).json().alerts as { kind: string; level: string }[];
      // Without the normal temperature only the absolute IMD criterion applies: 46 °C is a heat wave, not a severe one.
      expect(alerts.map(({ kind, level }) => [kind, level])).toEqual([
        ['heavy-rain', 'watch'],
        ['heat', 'warning'],
        ['cold', 'warning'],
      ]);
    } finally {
      await failing.close();
    }
  });
});
