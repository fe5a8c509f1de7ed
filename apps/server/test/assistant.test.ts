import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { assistantConversations, users } from '../src/db/schema';
import {
  CONVERSATION_IDLE_MS,
  CONVERSATION_MAX_TURNS,
  databaseConversationStore,
  deleteIdleConversations,
  type Turn,
} from '../src/modules/assistant/conversation-store';
import { createTestApp, errorOf, profile, signUp, TestClient } from './helpers';

const CHAT = '/api/assistant/chat';

describe('POST /api/assistant/chat', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a signed-in farmer with a response and its sources', async () => {
    const client = new TestClient(app);
    await signUp(client);
    const response = await client.post(CHAT, { userMessage: 'what is the PMFBY premium for kharif crops?' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ response: string; sources: { title: string; source: string; url?: string }[]; question: string; understood: string | null }>();
    expect(Object.keys(body).sort()).toEqual(['question', 'response', 'sources', 'understood']);
    expect(body.question).toBe('what is the PMFBY premium for kharif crops?');
    expect(body.understood).toBe('PMFBY crop insurance (India)');
    expect(body.response).toContain('2 % of the sum insured for kharif crops');
    expect(body.sources).toEqual([{ title: 'PMFBY crop insurance (India)', source: 'Pradhan Mantri Fasal Bima Yojana portal', url: 'https://pmfby.gov.in/' }]);
  });

  it("gives doses also per the farmer's chosen local land unit, sized for the farm's state", async () => {
    const client = new TestClient(app);
    await signUp(client);
    const ludhiana = [30.9, 75.85];
    expect((await client.post('/api/auth/update-profile', profile({ location: ludhiana, landUnit: 'kanal' }))).statusCode).toBe(200);
    const answer = await client.post(CHAT, { userMessage: 'seed rate of wheat' });
    expect(answer.json<{ response: string }>().response).toContain('40 kg per acre (99 kg per ha); 5 kg per kanal');
  });

  it('keeps the conversation per farmer, in the database: a follow-up resolves against the previous question', async () => {
    const client = new TestClient(app);
    const { user } = await signUp(client);
    await client.post(CHAT, { userMessage: 'seed rate of wheat' });
    const followUp = await client.post(CHAT, { userMessage: 'and for moong?' });
    expect(followUp.json<{ response: string; question: string }>()).toMatchObject({
      response: expect.stringMatching(/^Seed rate for green gram \(/),
      question: expect.stringMatching(/^and for moong\? \(For green gram/),
    });
    const [row] = await app.db.select().from(assistantConversations).where(eq(assistantConversations.userId, user.id));
    expect(row?.conversation.turns).toHaveLength(2);
    expect(row?.conversation.turns[1]?.response).toBe(followUp.json<{ response: string }>().response);

    const stranger = new TestClient(app);
    await signUp(stranger);
    const alone = await stranger.post(CHAT, { userMessage: 'and for moong?' });
    expect(alone.json<{ response: string }>().response).not.toMatch(/^Seed rate for green gram/);
  });

  it("answers in the farmer's saved language: Hindi for Latin script once Hindi is saved, Hindi for Devanagari always", async () => {
    const client = new TestClient(app);
    await signUp(client);
    // The answer without the question it restates.
    const ask = async (userMessage: string, farmer = client) => {
      const { question: _question, ...answer } = (await farmer.post(CHAT, { userMessage })).json<{ question: string; response: string }>();
      return answer;
    };
    const chooseLanguage = async (language: string) => expect((await client.request('PUT', '/api/auth/language', { body: { language } })).statusCode).toBe(200);

    const unsaved = await ask('seed rate of wheat');
    expect(unsaved.response).toMatch(/^Seed rate for wheat/);
    await chooseLanguage('en');
    expect(await ask('seed rate of wheat')).toEqual(unsaved);

    // The same facts as a Hindi question gets, in Hindi.
    const stranger = new TestClient(app);
    await signUp(stranger);
    const inDevanagari = await ask('गेहूं की बीज दर', stranger);
    expect(inDevanagari.response).toMatch(/^गेहूं/);
    await chooseLanguage('hi');
    expect(await ask('seed rate of wheat')).toEqual(inDevanagari);

    await chooseLanguage('en');
    expect(await ask('गेहूं की बीज दर')).toEqual(inDevanagari);
  });

  it('needs a session', async () => {
    const response = await new TestClient(app).post(CHAT, { userMessage: 'when to sow wheat?' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });

  it('rejects an empty, blank, missing or too long message with 400', async () => {
    const client = new TestClient(app);
    await signUp(client);
    for (const body of [{ userMessage: '' }, { userMessage: '   \n ' }]) {
      const response = await client.post(CHAT, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please type a question.' });
    }
    const missing = await client.post(CHAT, {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ userMessage: 'Please type a question.' });
    const long = await client.post(CHAT, { userMessage: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe('Questions are at most 2000 characters.');
    expect((await client.post(CHAT, { userMessage: `wheat ${'a'.repeat(1994)}` })).statusCode).toBe(200);
  });

  it('limits each farmer to 20 questions a minute', async () => {
    const client = new TestClient(app);
    await signUp(client);
    for (let index = 0; index < 20; index += 1) expect((await client.post(CHAT, { userMessage: 'hello' })).statusCode).toBe(200);
    const limited = await client.post(CHAT, { userMessage: 'hello' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');

    // Another farmer behind the same address is not affected.
    const neighbour = new TestClient(app);
    await signUp(neighbour);
    expect((await neighbour.post(CHAT, { userMessage: 'hello' })).statusCode).toBe(200);
  });
});

describe('the conversation store', () => {
  let app: FastifyInstance;
  let farmerId: string;
  beforeAll(async () => {
    app = await createTestApp();
    farmerId = (await signUp(new TestClient(app))).user.id;
  });
  afterAll(async () => {
    await app.close();
  });
  const turn = (question: string): Turn => ({
    question,
    cropId: 'wheat',
    topic: 'seedRate',
    schemeId: undefined,
    stateCode: 'IN-PB',
    response: `answer to ${question}`,
  });
  /** As the turn comes back from JSON: undefined fields are absent. */
  const stored = (question: string) => JSON.parse(JSON.stringify(turn(question))) as Turn;

  it(`keeps the last ${CONVERSATION_MAX_TURNS} turns, oldest first`, async () => {
    const store = databaseConversationStore(app.db);
    const questions = Array.from({ length: CONVERSATION_MAX_TURNS + 2 }, (_, index) => `question ${index + 1}`);
    await store.put(farmerId, { turns: questions.map(turn) });
    expect((await store.get(farmerId)).turns).toEqual(questions.slice(-CONVERSATION_MAX_TURNS).map(stored));
  });

  it('forgets a conversation idle for longer than 30 minutes, and the cleanup deletes it', async () => {
    const saved = new Date('2026-06-01T08:00:00Z');
    await databaseConversationStore(app.db, { now: () => saved }).put(farmerId, { turns: [turn('sowing time')] });
    const justBefore = new Date(saved.getTime() + CONVERSATION_IDLE_MS - 1000);
    expect((await databaseConversationStore(app.db, { now: () => justBefore }).get(farmerId)).turns).toEqual([stored('sowing time')]);
    const after = new Date(saved.getTime() + CONVERSATION_IDLE_MS + 1000);
    expect(await databaseConversationStore(app.db, { now: () => after }).get(farmerId)).toEqual({ turns: [] });

    await deleteIdleConversations(app.db, justBefore);
    expect(await app.db.select().from(assistantConversations).where(eq(assistantConversations.userId, farmerId))).toHaveLength(1);
    await deleteIdleConversations(app.db, after);
    expect(await app.db.select().from(assistantConversations).where(eq(assistantConversations.userId, farmerId))).toEqual([]);
  });

  it('is deleted with the farmer', async () => {
    const { user } = await signUp(new TestClient(app));
    await databaseConversationStore(app.db).put(user.id, { turns: [turn('irrigation')] });
    await app.db.delete(users).where(eq(users.id, user.id));
    expect(await app.db.select().from(assistantConversations).where(eq(assistantConversations.userId, user.id))).toEqual([]);
  });
});
