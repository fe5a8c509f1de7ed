import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { knowledge } from '../src/knowledge';
import { createTestApp, profile, signUp, TestClient } from './helpers';

/** Issue #17: every name of every crop in the catalogue works in every engine that takes a crop name. */
describe('every crop name through every engine', () => {
  let app: FastifyInstance;
  let farmer: TestClient;
  const names = knowledge().catalogue.crops.flatMap((crop) =>
    [crop.names.en, crop.names.hi, ...crop.names.aliases, ...crop.names.native].map((name) => ({ id: crop.id, name })),
  );

  beforeAll(async () => {
    app = await createTestApp();
    farmer = new TestClient(app);
    await signUp(farmer);
    await farmer.post('/api/auth/update-profile', profile({ location: [30.9, 75.85] }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('the dashboard growth analysis knows each one', async () => {
    const unknown: string[] = [];
    for (const { id, name } of names) {
      const response = await farmer.post('/api/growth/submit-crop-data', { cropType: name, seedingDate: '2026-06-15' });
      const expected = knowledge().catalogue.crops.find((crop) => crop.id === id)!.names.en;
      if (response.statusCode !== 200 || response.json().cropType !== expected) unknown.push(`${name} (${response.statusCode})`);
    }
    expect(unknown).toEqual([]);
  });

  it('the pesticide lookup knows each one', async () => {
    const unknown: string[] = [];
    for (const { name } of names) {
      const response = await farmer.get(`/api/pesticides/${encodeURIComponent(name)}`);
      if (response.statusCode !== 200) unknown.push(`${name} (${response.statusCode})`);
    }
    expect(unknown).toEqual([]);
  });

  it('never calls a product banned in India suitable for a farm in Punjab', async () => {
    const banned = new Set(
      knowledge()
        .catalogue.banned.entries.filter((entry) => entry.status !== 'restricted')
        .map((entry) => entry.ai.toLowerCase()),
    );
    for (const crop of knowledge().catalogue.crops) {
      const { data } = (await farmer.get(`/api/pesticides/${encodeURIComponent(crop.names.en)}`)).json();
      const offending = data.suitable_pesticides.filter((name: string) => banned.has(name.toLowerCase()));
      expect(offending, crop.id).toEqual([]);
    }
    const cotton = (await farmer.get('/api/pesticides/Cotton')).json().data;
    expect(cotton.suitable_pesticides).not.toContain('Trifluralin');
  });
});
