import { apiErrorSchema, type MarketPricesResponse } from '@farmsight/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MarketConfig } from '../src/config';
import { mandiPolls, mandiPrices } from '../src/db/schema';
import { fetchAllRecords } from '../src/modules/market/feed';
import { pollIfDue, pollMandiPrices } from '../src/modules/market/poll';
import { createTestApp, profile, signUp, TestClient } from './helpers';
import { FULL_KEY, mandiRecord, type MandiFeedServer, type MandiRecord, SAMPLE_KEY, startMandiFeedServer } from './mandi-feed-server';

/** A farm near Samrala, Ludhiana district, Punjab. */
const SAMRALA: [number, number] = [30.836, 76.19];
const OWN_DATABASE = { DATABASE_URL: '' };
const silent = { info: () => undefined, warn: () => undefined };

/** Cotton and wheat in Ludhiana district (Samrala, Khanna, Jagraon) and in Bathinda, on one day. */
function day(date: string, shift = 0): MandiRecord[] {
  return [
    mandiRecord({
      district: 'Ludhiana',
      market: 'Khanna',
      commodity: 'Cotton',
      variety: 'Desi',
      arrival_date: date,
      min_price: `${7100 + shift}`,
      max_price: `${7600 + shift}`,
      modal_price: `${7400 + shift}`,
    }),
    mandiRecord({
      district: 'Ludhiana',
      market: 'Jagraon',
      commodity: 'Cotton',
      variety: 'Desi',
      arrival_date: date,
      min_price: `${7000 + shift}`,
      max_price: `${7500 + shift}`,
      modal_price: `${7300 + shift}`,
    }),
    mandiRecord({
      district: 'Bathinda',
      market: 'Bathinda',
      commodity: 'Cotton',
      variety: 'American',
      arrival_date: date,
      min_price: `${7200 + shift}`,
      max_price: `${7900 + shift}`,
      modal_price: `${7650 + shift}`,
    }),
    mandiRecord({ district: 'Bathinda', market: 'Rampura Phul', commodity: 'Cotton', variety: 'American', arrival_date: date, modal_price: `${7500 + shift}` }),
    mandiRecord({ district: 'Ludhiana', market: 'Samrala', commodity: 'Wheat', variety: 'Dara', arrival_date: date, modal_price: `${2600 + shift}` }),
    mandiRecord({ state: 'Keralam', district: 'Ernakulam', market: 'Perumbavoor', commodity: 'Soyabean', arrival_date: date, modal_price: '5100' }),
  ];
}

let feed: MandiFeedServer;
let app: FastifyInstance;
let farmer: TestClient;

function market(overrides: Partial<MarketConfig> = {}): MarketConfig & { apiKey: string } {
  return {
    pricesUrl: feed.url(),
    apiKey: FULL_KEY,
    pollMinutes: 1440,
    timeoutMs: 2000,
    pageSize: 1000,
    maxPages: 50,
    retryBaseMs: 1,
    ...overrides,
  } as MarketConfig & {
    apiKey: string;
  };
}

async function prices(crop: string, client = farmer): Promise<MarketPricesResponse> {
  const response = await client.get(`/api/market/prices?crop=${encodeURIComponent(crop)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MarketPricesResponse>();
}

beforeAll(async () => {
  feed = await startMandiFeedServer();
  app = await createTestApp({ ...OWN_DATABASE, DATA_GOV_IN_API_KEY: FULL_KEY, MANDI_PRICES_URL: feed.url() });
  farmer = new TestClient(app);
  await signUp(farmer);
  expect((await farmer.post('/api/auth/update-profile', profile({ location: SAMRALA }))).statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await feed?.close();
});

beforeEach(async () => {
  feed.requests.length = 0;
  feed.failures = 0;
  await app.db.delete(mandiPrices);
  await app.db.delete(mandiPolls);
});

describe('the data.gov.in client against a local copy of the API', () => {
  it('pages by offset, asks for JSON with the key, and reads every record', async () => {
    feed.records = Array.from({ length: 25 }, (_, i) =>
      mandiRecord({ district: 'Ludhiana', market: `M${i}`, commodity: 'Wheat', arrival_date: '27/11/2026', modal_price: '2600' }),
    );
    const sweep = await fetchAllRecords(market(), 10, 50);
    expect(sweep.records).toHaveLength(25);
    expect(sweep.incomplete).toBeUndefined();
    expect(feed.requests.map((params) => [params.get('offset'), params.get('limit'), params.get('format'), params.get('api-key')])).toEqual([
      ['0', '10', 'json', FULL_KEY],
      ['10', '10', 'json', FULL_KEY],
      ['20', '10', 'json', FULL_KEY],
    ]);
  });

  it("sends the feed's filters and gets only what they match", async () => {
    feed.records = day('27/11/2026');
    const sweep = await fetchAllRecords(market(), 1000, 50, { state: 'Punjab', district: 'Ludhiana', commodity: 'Cotton' });
    expect(sweep.records.map((record) => record.market)).toEqual(['Khanna', 'Jagraon']);
    expect(feed.requests[0]!.get('filters[state.keyword]')).toBe('Punjab');
    expect(feed.requests[0]!.get('filters[district]')).toBe('Ludhiana');
    expect(feed.requests[0]!.get('filters[commodity]')).toBe('Cotton');
  });

  it("pages the sample key's 10 records a request, and says so when the request limit stops it", async () => {
    feed.records = Array.from({ length: 25 }, (_, i) =>
      mandiRecord({ district: 'Ludhiana', market: `M${i}`, commodity: 'Wheat', arrival_date: '27/11/2026', modal_price: '2600' }),
    );
    const all = await fetchAllRecords(market({ apiKey: SAMPLE_KEY }), 1000, 50);
    expect(all.records).toHaveLength(25);
    expect(feed.requests.map((params) => params.get('offset'))).toEqual(['0', '10', '20']);

    const poll = await pollMandiPrices(app.db, market({ apiKey: SAMPLE_KEY, maxPages: 2 }), silent);
    expect(poll.status).toBe('partial');
    expect(poll.records).toBe(20);
    expect(poll.message).toBe(
      "Read 20 of 25 records in 2 requests. The key returns at most 10 records a request (data.gov.in's sample key does so); a key of your own returns up to 1000.",
    );
  });
});

describe('polling and storing', () => {
  it('stores every record with its catalogue crop and state, and updates a record seen again', async () => {
    feed.records = day('27/11/2026');
    expect((await pollMandiPrices(app.db, market(), silent)).status).toBe('ok');
    feed.records = [
      mandiRecord({ district: 'Ludhiana', market: 'Khanna', commodity: 'Cotton', variety: 'Desi', arrival_date: '27/11/2026', modal_price: '7420' }),
    ];
    await pollMandiPrices(app.db, market(), silent);
    const rows = await app.db.select().from(mandiPrices);
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.market === 'Khanna')).toMatchObject({
      arrivalDate: '2026-11-27',
      modalPrice: 7420,
      minPrice: 7420,
      cropId: 'cotton',
      stateCode: 'IN-PB',
    });
    expect(rows.find((row) => row.market === 'Perumbavoor')).toMatchObject({ state: 'Keralam', stateCode: 'IN-KL', commodity: 'Soyabean', cropId: 'soybean' });
  });

  it('retries a 503 with backoff and then stores the answer', async () => {
    feed.records = day('27/11/2026');
    feed.failures = 2;
    const poll = await pollMandiPrices(app.db, market({ pricesUrl: feed.url('flaky') }), silent);
    expect(poll).toMatchObject({ status: 'ok', records: 6, message: null });
    expect(feed.requests).toHaveLength(3);
  });

  it('gives up on a 503 after four tries, storing nothing', async () => {
    feed.records = day('27/11/2026');
    feed.failures = 10;
    const poll = await pollMandiPrices(app.db, market({ pricesUrl: feed.url('flaky') }), silent);
    expect(poll).toMatchObject({ status: 'failed', records: 0, message: 'data.gov.in answered HTTP 503 after 4 tries.' });
    expect(feed.requests).toHaveLength(4);
    expect(await app.db.select().from(mandiPrices)).toEqual([]);
  });

  it('fails on malformed JSON without storing anything', async () => {
    feed.records = day('27/11/2026');
    const poll = await pollMandiPrices(app.db, market({ pricesUrl: feed.url('malformed') }), silent);
    expect(poll).toMatchObject({ status: 'failed', message: 'data.gov.in answered with malformed JSON.' });
    expect(await app.db.select().from(mandiPrices)).toEqual([]);
  });

  it('polls once per interval: a second instance or a restart the same day skips', async () => {
    feed.records = day('27/11/2026');
    const morning = new Date('2026-11-27T04:00:00Z');
    expect(await pollIfDue(app.db, market(), silent, { now: () => morning })).toBeDefined();
    expect(await pollIfDue(app.db, market(), silent, { now: () => new Date('2026-11-27T16:00:00Z') })).toBeUndefined();
    expect(feed.requests).toHaveLength(1);
    expect(await pollIfDue(app.db, market(), silent, { now: () => new Date('2026-11-28T04:00:00Z') })).toBeDefined();
    expect(feed.requests).toHaveLength(2);
  });

  it('tries again at the next check after a failed poll', async () => {
    feed.records = day('27/11/2026');
    expect((await pollIfDue(app.db, market({ apiKey: 'wrong-key' }), silent, { now: () => new Date('2026-11-27T04:00:00Z') }))?.status).toBe('failed');
    expect((await pollIfDue(app.db, market(), silent, { now: () => new Date('2026-11-27T05:00:00Z') }))?.status).toBe('ok');
    expect(feed.requests).toHaveLength(2);
  });
});

describe('GET /api/market/prices', () => {
  it("lists the district's markets first, nearest first, with the date, the MSP and the gap", async () => {
    feed.records = day('27/11/2026');
    await pollMandiPrices(app.db, market(), silent);
    const answer = await prices('kapas');
    expect(answer.crop).toEqual({ id: 'cotton', name: 'Cotton' });
    expect(answer.state).toBe('Punjab');
    expect(answer.district).toBe('Ludhiana');
    expect(answer.feed.state).toBe('ok');
    expect(answer.note).toBeNull();
    expect(answer.markets.map((row) => [row.market, row.scope, row.date, row.modal, row.min, row.max])).toEqual([
      ['Khanna', 'district', '2026-11-27', 7400, 7100, 7600],
      ['Jagraon', 'district', '2026-11-27', 7300, 7000, 7500],
      ['Bathinda', 'state', '2026-11-27', 7650, 7200, 7900],
      ['Rampura Phul', 'state', '2026-11-27', 7500, 7500, 7500],
    ]);
    expect(answer.markets[0]!.distanceKm).toBe(15);
    expect(answer.markets[3]!.distanceKm).toBeNull();
    expect(answer.supportPrices[0]).toMatchObject({ kind: 'MSP', variety: 'Medium staple', season: 'kharif', year: '2025-26', price: 7710 });
    expect(answer.supportPrices[0]!.source.title).toContain('Marketing Season 2025-26');
    expect(answer.gap).toEqual({ market: 'Khanna', modal: 7400, supportPrice: 7710, difference: -310, percent: -4 });
  });

  it('lets AI Samadhan answer "cotton ka bhav" from the stored prices, and "MSP of wheat" from the support prices', async () => {
    feed.records = day('27/11/2026');
    await pollMandiPrices(app.db, market(), silent);
    const cotton = await farmer.post('/api/assistant/chat', { userMessage: 'cotton ka bhav kya hai' });
    expect(cotton.statusCode, cotton.body).toBe(200);
    expect(cotton.json().response.split('\n')).toEqual([
      'Latest mandi prices for cotton near you (₹ per quintal):',
      'Khanna (Ludhiana), 2026-11-27: modal ₹7,400 (min ₹7,100, max ₹7,600)',
      'Jagraon (Ludhiana), 2026-11-27: modal ₹7,300 (min ₹7,000, max ₹7,500)',
      'Bathinda (Bathinda), 2026-11-27: modal ₹7,650 (min ₹7,200, max ₹7,900)',
      expect.stringMatching(/^MSP 2025-26 \(Medium staple\): ₹7,710 per quintal$/),
      expect.stringMatching(/^MSP 2025-26 \(Long staple\): ₹[\d,]+ per quintal$/),
      'At Khanna the modal price is ₹310 (4%) below the support price.',
    ]);
    const wheat = (await farmer.post('/api/assistant/chat', { userMessage: 'MSP of wheat?' })).json();
    expect(wheat.response.split('\n')).toContain('MSP 2026-27: ₹2,585 per quintal');
    expect(wheat.sources.map((source: { source: string }) => source.source)).toContain('CACP, Government of India');
  });

  it('builds a 30-day trend from daily polls', async () => {
    for (let i = 0; i < 35; i++) {
      const date = new Date(Date.UTC(2026, 9, 25 + i));
      const ddmmyyyy = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
      feed.records = day(ddmmyyyy, i * 10);
      await pollIfDue(app.db, market(), silent, { now: () => new Date(date.getTime() + 6 * 3_600_000) });
    }
    expect(feed.requests).toHaveLength(35);
    const answer = await prices('cotton');
    expect(answer.trendScope).toBe('district');
    expect(answer.trend).toHaveLength(30);
    expect(answer.trend[0]).toEqual({ date: '2026-10-30', modal: 7400, min: 7050, max: 7650, markets: 2 });
    expect(answer.trend[29]).toEqual({ date: '2026-11-28', modal: 7690, min: 7340, max: 7940, markets: 2 });
    expect(answer.markets[0]).toMatchObject({ market: 'Khanna', date: '2026-11-28', modal: 7740 });
  });

  it('says the key was refused and shows no price', async () => {
    feed.records = day('27/11/2026');
    const poll = await pollMandiPrices(app.db, market({ apiKey: 'wrong-key' }), silent);
    expect(poll.status).toBe('failed');
    const answer = await prices('cotton');
    expect(answer.feed).toMatchObject({ state: 'failing', message: 'data.gov.in refused the API key (HTTP 403); check DATA_GOV_IN_API_KEY.' });
    expect(answer.markets).toEqual([]);
    expect(answer.gap).toBeNull();
    expect(answer.note).toBe('no-markets');
    expect(feed.requests).toHaveLength(1);
  });

  it('names the crop field when it is missing or unknown', async () => {
    for (const [url, message] of [
      ['/api/market/prices', 'Choose a crop to see its mandi prices.'],
      ['/api/market/prices?crop=zzzqqq', "No crop called 'zzzqqq' is in the catalogue."],
    ] as const) {
      const response = await farmer.get(url);
      expect(response.statusCode).toBe(400);
      const { error } = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields?.crop).toBe(message);
    }
  });

  it('asks for a farm location, and says the feed covers India only', async () => {
    const newcomer = new TestClient(app);
    await signUp(newcomer);
    expect((await prices('wheat', newcomer)).note).toBe('no-location');
    await newcomer.post('/api/auth/update-profile', profile({ location: [52.52, 13.4] }));
    expect((await prices('wheat', newcomer)).note).toBe('outside-india');
  });

  it('needs a signed-in farmer', async () => {
    expect((await new TestClient(app).get('/api/market/prices?crop=wheat')).statusCode).toBe(401);
  });
});

describe('without DATA_GOV_IN_API_KEY', () => {
  it('says prices are off and polls nothing', async () => {
    const offApp = await createTestApp({ ...OWN_DATABASE, MANDI_PRICES_URL: feed.url() });
    try {
      const client = new TestClient(offApp);
      await signUp(client);
      await client.post('/api/auth/update-profile', profile({ location: SAMRALA }));
      const answer = await prices('wheat', client);
      expect(answer.feed).toEqual({ state: 'off', message: 'Mandi prices are turned off on this server: no data.gov.in API key is set.', lastPollAt: null });
      expect(answer.markets).toEqual([]);
      expect(answer.supportPrices[0]).toMatchObject({ price: 2585, season: 'rabi', year: '2026-27' });
    } finally {
      await offApp.close();
    }
  });
});

// Two instances need a database they can share.
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('poll the feed once between them', async () => {
    feed.records = day('27/11/2026');
    const environment = { DATA_GOV_IN_API_KEY: FULL_KEY, MANDI_PRICES_URL: feed.url(), MANDI_POLL_MINUTES: '1440' };
    const first = await createTestApp(environment);
    await first.db.delete(mandiPrices);
    await first.db.delete(mandiPolls);
    const second = await createTestApp(environment);
    try {
      await first.listen({ port: 0, host: '127.0.0.1' });
      await second.listen({ port: 0, host: '127.0.0.1' });
      // The poll runs in the background: wait for its row (each look is one query).
      while ((await first.db.select().from(mandiPolls)).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      // Closing waits for every job run that started, on both.
      await first.close();
      await second.close();
    }
    expect(feed.requests).toHaveLength(1);
    const verify = await createTestApp();
    try {
      expect(await verify.db.select().from(mandiPolls)).toHaveLength(1);
      expect(await verify.db.select().from(mandiPrices)).toHaveLength(6);
    } finally {
      await verify.close();
    }
  });
});
