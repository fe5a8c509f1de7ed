import { pesticideCrops } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf, TestClient, useSignedInApp } from './helpers';

const signedIn = useSignedInApp();

const lookup = (crop: string) => signedIn.client.get(`/api/pesticides/${encodeURIComponent(crop)}`);
const unknown = 'No pesticide data for this crop: it is not in the crop catalogue.';

describe('GET /api/pesticides/:crop', () => {
  it('needs a session', async () => {
    const response = await new TestClient(signedIn.app).get('/api/pesticides/Corn');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('answers every crop of the dropdown', async () => {
    for (const crop of pesticideCrops) {
      const response = await lookup(crop);
      expect(response.statusCode, crop).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.data.name).toBe(crop);
      expect(body.data.suitable_pesticides.length).toBeGreaterThan(0);
      expect(body.data.not_suitable_pesticides.length).toBeGreaterThan(0);
      expect(body.data.note).toMatch(/^Always follow the product label and your local registration/);
    }
  });

  it('returns the cotton data with details', async () => {
    const { data } = (await lookup('Cotton')).json();
    // No farm location: the curated list first (active ingredients only), then the catalogue's general practice.
    expect(data.suitable_pesticides.slice(0, 5)).toEqual(['Trifluralin', 'Glufosinate', 'Flonicamid', 'Chlorantraniliprole', 'Acephate']);
    expect(data.not_suitable_pesticides).toEqual(['2,4-D', 'Dicamba', 'Endosulfan', 'Monocrotophos', 'Methyl parathion', 'Dicofol', 'Aldicarb', 'DDT']);
    expect(data.details[0]).toEqual({
      name: 'Trifluralin',
      type: 'herbicide',
      suitable: true,
      target: 'Annual grasses and pigweeds, incorporated before planting',
      source: 'Mississippi State University Extension, Weed Control Guidelines for Mississippi',
    });
  });

  it('matches case-insensitively, URL-decoded, and by any name the catalogue knows', async () => {
    expect((await signedIn.client.get('/api/pesticides/Citrus%20Trees%20(Oranges%2C%20Lemons)')).json().data.name).toBe('Citrus Trees (Oranges, Lemons)');
    expect((await signedIn.client.get('/api/pesticides/citrus%20trees%20(oranges%2C%20lemons)')).json().data.name).toBe('Citrus Trees (Oranges, Lemons)');
    expect((await signedIn.client.get('/api/pesticides/TOMATOES')).json().data.name).toBe('Tomatoes');
    expect((await signedIn.client.get('/api/pesticides/maize')).json().data.name).toBe('Corn');
  });

  it('answers 404 for a name the crop catalogue does not know', async () => {
    for (const crop of ['Xyzzy', '.*', 'Corn OR 1=1', 'Corn%7CRice']) {
      const response = await signedIn.client.get(`/api/pesticides/${crop}`);
      expect(response.statusCode, crop).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: unknown });
    }
  });
});
