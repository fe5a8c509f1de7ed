import { apiErrorSchema, type SchemesResponse } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { profile, signUp, TestClient, useTestApp } from './helpers';

const context = useTestApp();

async function farmerAt(location: [number, number], areaOfLand: number): Promise<TestClient> {
  const client = new TestClient(context.app);
  await signUp(client);
  expect((await client.post('/api/auth/update-profile', profile({ location, areaOfLand }))).statusCode).toBe(200);
  return client;
}

async function schemes(client: TestClient, query = ''): Promise<SchemesResponse> {
  const response = await client.get(`/api/schemes${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SchemesResponse>();
}

describe('GET /api/schemes', () => {
  it("filters by the profile's state and land area", async () => {
    const odisha = await farmerAt([20.46, 85.88], 1.2); // near Cuttack
    const answer = await schemes(odisha);
    expect(answer.filter).toEqual({ country: 'IN', state: 'IN-OR', stateName: 'Odisha', landHa: 1.2, crop: null });
    expect(answer.schemes[0]!.id).toBe('od-cm-kisan');
    expect(answer.schemes.filter((scheme) => scheme.level === 'state').map((scheme) => scheme.id)).toEqual(['od-cm-kisan']);
    expect(answer.schemes.some((scheme) => scheme.id === 'usda-fsa-loans')).toBe(false);

    const bigger = await schemes(odisha, '?landHa=4');
    expect(bigger.schemes.some((scheme) => scheme.id === 'od-cm-kisan')).toBe(false);
    const everything = await schemes(odisha, '?landHa=4&all=true');
    expect(everything.schemes.find((scheme) => scheme.id === 'od-cm-kisan')!.fit.reasons).toEqual(['For holdings up to 2 ha; yours is 4 ha.']);
  });

  it('takes another state and a crop from the query', async () => {
    const farmer = await farmerAt([20.46, 85.88], 1.2);
    const answer = await schemes(farmer, '?state=IN-GJ&crop=kapas');
    expect(answer.filter).toMatchObject({ state: 'IN-GJ', stateName: 'Gujarat', crop: 'cotton' });
    expect(answer.schemes[0]).toMatchObject({ id: 'gj-kisan-sahay', state: { code: 'IN-GJ', name: 'Gujarat' }, fit: { verdict: 'fits', reasons: [] } });
  });

  it('words the directory in Hindi for Accept-Language hi, the same schemes with the same figures and addresses', async () => {
    const farmer = await farmerAt([20.46, 85.88], 1.2);
    const response = await farmer.request('GET', '/api/schemes', { headers: { 'accept-language': 'hi' } });
    expect(response.statusCode, response.body).toBe(200);
    const hindi = response.json<SchemesResponse>();
    const english = await schemes(farmer);
    expect(hindi.schemes.map((scheme) => scheme.id)).toEqual(english.schemes.map((scheme) => scheme.id));
    expect(hindi.filter.stateName).toBe('ओडिशा');
    const cmKisan = hindi.schemes[0]!;
    expect(cmKisan).toMatchObject({
      id: 'od-cm-kisan',
      nameHi: 'सीएम-किसान (ओडिशा)',
      state: { code: 'IN-OR', name: 'ओडिशा' },
      category: 'आय सहायता',
      benefit: 'छोटे और सीमांत किसानों को साल में ₹4,000, ₹2,000 की दो किस्तों में; भूमिहीन खेतिहर परिवारों को साल में ₹12,500, तीन किस्तों में।',
      calendar: [
        { period: 'अक्षय तृतीया (अप्रैल–मई)', what: '₹2,000 की किस्त' },
        { period: 'नुआखाई (अगस्त–सितंबर)', what: '₹2,000 की किस्त' },
      ],
      status: { how: 'सीएम-किसान ओडिशा पोर्टल पर देखें।', url: english.schemes[0]!.status!.url },
      helplines: [{ number: english.schemes[0]!.helplines[0]!.number, label: 'किसान कॉल सेंटर' }],
      sources: english.schemes[0]!.sources,
    });
  });

  it('names the field of a bad filter', async () => {
    const farmer = await farmerAt([20.46, 85.88], 1.2);
    for (const [query, field, message] of [
      ['?state=Odisha', 'state', 'State must be an Indian state code such as IN-MH.'],
      ['?landHa=-1', 'landHa', 'Land area must be a number of hectares from 0 to 100000.'],
      ['?crop=zzzqqq', 'crop', "No crop called 'zzzqqq' is in the catalogue."],
    ] as const) {
      const response = await farmer.get(`/api/schemes${query}`);
      expect(response.statusCode).toBe(400);
      const { error } = apiErrorSchema.parse(response.json());
      expect(error.fields?.[field]).toBe(message);
    }
  });

  it('needs a signed-in farmer', async () => {
    expect((await new TestClient(context.app).get('/api/schemes')).statusCode).toBe(401);
  });
});
