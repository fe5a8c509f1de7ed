import type { SoilAnalysisResponse, SuggestionsResponse } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { profile, signUp, TestClient, useTestApp } from './helpers';

const LUDHIANA: [number, number] = [30.9, 75.85];
const LONDON: [number, number] = [51.5, -0.09];
const SOIL = '/api/soil/soil-analysis';
const SUGGESTIONS = '/api/crops/suggestions?season=rabi';
const CHAT = '/api/assistant/chat';
const context = useTestApp();

async function farmerAt(location: [number, number]): Promise<TestClient> {
  const client = new TestClient(context.app);
  await signUp(client);
  expect((await client.post('/api/auth/update-profile', profile({ location }))).statusCode).toBe(200);
  return client;
}

describe('scratch', () => {
  it('prints', async () => {
    const farmer = await farmerAt(LUDHIANA);
    const report = await farmer.post(SOIL, { soilData: { 'Soil pH': 7.8, 'Nitrogen (N)': 100, 'Phosphorus (P)': 12, 'Potassium (K)': 60 } });
    console.log(JSON.stringify(report.json(), null, 1));
    const suggestions = await farmer.get(SUGGESTIONS);
    console.log(JSON.stringify(suggestions.json().suggestions[0], null, 1));
    const chat = await farmer.post(CHAT, { userMessage: 'my soil test: pH 7.8, nitrogen 220 kg/ha, phosphorus 12 ppm, potash 140 kg/ha' });
    console.log(JSON.stringify(chat.json(), null, 1));
  });
});
