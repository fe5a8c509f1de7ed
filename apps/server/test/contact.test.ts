import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQueries } from '../src/db/schema';
import { createTestApp, errorOf, TestClient, uniqueEmail } from './helpers';

let app: FastifyInstance;
let ipCounter = 0;
/** The contact form allows 5 requests a minute per IP, so each test writes from its own address. */
const freshClient = () => new TestClient(app, { remoteAddress: `10.1.0.${++ipCounter}` });

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const query = (overrides: Record<string, unknown> = {}) => ({
  fname: 'Asha',
  lname: 'Patil',
  email: uniqueEmail('contact'),
  message: 'When should I sow soybeans?',
  ...overrides,
});

describe('POST /api/auth/query', () => {
  it('answers 201 and stores the query, trimmed and with the email lower-cased', async () => {
    const email = uniqueEmail('Contact');
    const response = await freshClient().post('/api/auth/query', query({ fname: ' Asha ', email: ` ${email.toUpperCase()}`, message: ' Hello ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Thank you. Your query has been received.' });

    const rows = await app.db.select().from(contactQueries).where(eq(contactQueries.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fname: 'Asha', lname: 'Patil', email: email.toLowerCase(), message: 'Hello' });
  });

  it('needs no session', async () => {
    const client = freshClient();
    expect((await client.get('/api/auth/user-info')).statusCode).toBe(401);
    expect((await client.post('/api/auth/query', query())).statusCode).toBe(201);
  });

  it.each([
    ['fname', 'First name is required.'],
    ['lname', 'Last name is required.'],
    ['email', 'Email is required.'],
    ['message', 'Message is required.'],
  ])('answers 400 when %s is missing or blank', async (field, message) => {
    const client = freshClient();
    const email = uniqueEmail('missing');
    for (const value of [undefined, '  ']) {
      const response = await client.post('/api/auth/query', query({ email, [field]: value }));
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toBe(message);
      expect(error.fields).toEqual({ [field]: message });
    }
    const rows = await app.db.select().from(contactQueries).where(eq(contactQueries.email, email));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 for an invalid email', async () => {
    const response = await freshClient().post('/api/auth/query', query({ email: 'farmer-at-example' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('answers 400 for a missing body', async () => {
    const response = await freshClient().post('/api/auth/query');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_ERROR');
  });

  it('allows 5 queries a minute from one IP; the 6th gets 429 RATE_LIMITED with Retry-After', async () => {
    const client = freshClient();
    const email = uniqueEmail('limited');
    for (let i = 1; i <= 5; i += 1) {
      const response = await client.post('/api/auth/query', query({ email, message: `query ${i}` }));
      expect(response.statusCode, `request ${i}`).toBe(201);
      expect(response.headers['x-ratelimit-limit']).toBe('5');
    }
    const sixth = await client.post('/api/auth/query', query({ email, message: 'query 6' }));
    expect(sixth.statusCode).toBe(429);
    const error = errorOf(sixth);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const rows = await app.db.select().from(contactQueries).where(eq(contactQueries.email, email));
    expect(rows).toHaveLength(5);

    const otherIp = await freshClient().post('/api/auth/query', query());
    expect(otherIp.statusCode).toBe(201);
  });
});
