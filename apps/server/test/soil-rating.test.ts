import type { ChatResponse, SoilAnalysisResponse, SuggestionsResponse } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { profile, signUp, TestClient, useTestApp } from './helpers';

/** One soil rating system per country (ADR 0039), through the API as a farmer meets it. */
const LUDHIANA: [number, number] = [30.9, 75.85];
const LONDON: [number, number] = [51.5, -0.09];
const SOIL = '/api/soil/soil-analysis';
const SUGGESTIONS = '/api/crops/suggestions?season=rabi';
const CHAT = '/api/assistant/chat';
/** The lab classes' words (Iowa State's Optimum class, its tests and corn rates): none may reach a farmer in India. */
const LAB_CLASS_WORDS = /Iowa|Optimum|nitrate test|Bray|Olsen|Mehlich|lb N\/acre|for corn/;
const context = useTestApp();

async function farmerAt(location: [number, number]): Promise<TestClient> {
  const client = new TestClient(context.app);
  await signUp(client);
  expect((await client.post('/api/auth/update-profile', profile({ location }))).statusCode).toBe(200);
  return client;
}

async function soilReport(client: TestClient, body: Record<string, unknown>): Promise<SoilAnalysisResponse> {
  const response = await client.post(SOIL, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SoilAnalysisResponse>();
}

/** The soil-test reasons of the suggestions (one per listed crop). */
async function soilTestReasons(client: TestClient): Promise<string[]> {
  const response = await client.get(SUGGESTIONS);
  expect(response.statusCode, response.body).toBe(200);
  const texts = response
    .json<SuggestionsResponse>()
    .suggestions.flatMap((suggestion) => suggestion.reasons.map((reason) => reason.text).filter((text) => text.startsWith('Your last soil test:')));
  expect(texts.length).toBeGreaterThan(0);
  return texts;
}

const ratingOf = (report: SoilAnalysisResponse, parameter: string) => report.ratings.lines.find((line) => line.parameter === parameter)?.rating;

// pH 7.2, P 12 ppm: Bray-1 'Low' in Iowa State's classes, 26.9 kg/ha 'High' on the Soil Health Card.
const test = { 'Soil pH': 7.2, 'Nitrogen (N)': 100, 'Phosphorus (P)': 12, 'Potassium (K)': 60 };

describe('one soil rating system per country', () => {
  it('gives an Indian farm the same Soil Health Card rating on the soil report and in the crop suggestions', async () => {
    const farmer = await farmerAt(LUDHIANA);
    const report = await soilReport(farmer, { soilData: test });
    expect(report.ratings.scheme).toBe('Soil Health Card');
    expect(ratingOf(report, 'phosphorus')).toBe('High');
    expect(report.analysis.Phosphorus!.interpretation).toBe(
      'High (26.9 kg/ha available phosphorus; Soil Health Card norms: Low below 10, Medium 10-25, High above 25 kg/ha).',
    );
    expect(report.analysis.Phosphorus!.recommendation).toBe("Apply 25% less phosphorus than the crop's recommended dose; choose a crop for its dose in bags.");
    expect(report.generalRecommendations['fertilizer plan']!.recommendation).toEqual([
      "Nitrogen: Low, so 25% more nitrogen than the crop's recommended dose.",
      "Phosphorus: High, so 25% less phosphorus than the crop's recommended dose.",
      "Potassium: Medium, so the crop's recommended dose of potassium.",
    ]);
    const levels = 'nitrogen Low (224 kg/ha), phosphorus High (26.9 kg/ha), potassium Medium (134.4 kg/ha).';
    for (const text of await soilTestReasons(farmer)) {
      expect([
        `Your last soil test: ${levels} Plan the fertilizer dose on these levels.`,
        `Your last soil test: ${levels} A legume fixes its own nitrogen.`,
      ]).toContain(text);
    }
  });

  it('rates a value on a Soil Health Card limit the same after it is saved in ppm (10 kg/ha of P is Medium on both)', async () => {
    const farmer = await farmerAt(LUDHIANA);
    const report = await soilReport(farmer, { soilData: { 'Phosphorus (P)': 10 }, unit: 'kg/ha' });
    expect(report.ratings.lines).toEqual([
      {
        parameter: 'phosphorus',
        label: 'Available phosphorus (P)',
        value: 10,
        unit: 'kg/ha',
        rating: 'Medium',
        attention: false,
        norm: 'Low below 10, Medium 10-25, High above 25 kg/ha',
      },
    ]);
    expect(report.soilData.Phosphorus_ppm).toBe(4.46);
    expect(await soilTestReasons(farmer)).toContain('Your last soil test: phosphorus Medium (10 kg/ha). Plan the fertilizer dose on these levels.');
  });

  it('names no Iowa class in any answer for an Indian location: soil report, suggestions or assistant', async () => {
    const farmer = await farmerAt(LUDHIANA);
    const report = await soilReport(farmer, { soilData: { 'Soil pH': 5.2, 'Nitrogen (N)': 8, 'Phosphorus (P)': 5, 'Potassium (K)': 300 }, cropId: 'rice' });
    expect(JSON.stringify(report)).not.toMatch(LAB_CLASS_WORDS);
    expect(report.ratings.lines.map((line) => line.rating)).toEqual(['Strongly acid', 'Low', 'Medium', 'High']);
    const suggestions = await farmer.get(SUGGESTIONS);
    expect(suggestions.body).not.toMatch(LAB_CLASS_WORDS);
    const hindi = await farmer.get(SUGGESTIONS, { headers: { 'accept-language': 'hi' } });
    expect(hindi.body).toContain('नाइट्रोजन कम (17.9 kg/ha), फ़ॉस्फ़ोरस मध्यम (11.2 kg/ha), पोटाश ज़्यादा (672 kg/ha)');
    expect(hindi.body).not.toMatch(LAB_CLASS_WORDS);

    const chat = await farmer.post(CHAT, { userMessage: 'my soil test: nitrogen 220 kg/ha, phosphorus 12 ppm, potash 60 ppm' });
    expect(chat.statusCode, chat.body).toBe(200);
    const answer = chat.json<ChatResponse>();
    expect(answer.response).toBe(
      [
        'Your soil test, read by our soil analysis engine:',
        'Nitrogen 220 kg/ha: Low (220 kg/ha available nitrogen; Soil Health Card norms: Low below 280, Medium 280-560, High above 560 kg/ha).',
        "Apply 25% more nitrogen than the crop's recommended dose; choose a crop for its dose in bags.",
        'Phosphorus 12 ppm: High (26.9 kg/ha available phosphorus; Soil Health Card norms: Low below 10, Medium 10-25, High above 25 kg/ha).',
        "Apply 25% less phosphorus than the crop's recommended dose; choose a crop for its dose in bags.",
        'Potassium 60 ppm: Medium (134.4 kg/ha available potassium; Soil Health Card norms: Low below 108, Medium 108-280, High above 280 kg/ha).',
      ].join('\n'),
    );
    expect(answer.sources.map((source) => source.source)).toEqual([expect.stringMatching(/^Department of Agriculture & Cooperation.*Soil Health Cards/)]);
    expect(chat.body).not.toMatch(LAB_CLASS_WORDS);
  });

  it('keeps the lab classes outside India, on the report and in the suggestions alike', async () => {
    const farmer = await farmerAt(LONDON);
    const report = await soilReport(farmer, { soilData: test });
    expect(report.ratings.scheme).toBe('Lab classes');
    expect(ratingOf(report, 'phosphorus')).toBe('Low');
    expect(report.analysis.Phosphorus!.interpretation).toMatch(/^Low \(12 ppm by Bray-1 \/ Mehlich-3, Iowa State PM 1688 classes\)/);
    const reasons = await soilTestReasons(farmer);
    expect(reasons[0]).toMatch(/^Your last soil test: nitrogen Sufficient \(100 ppm\), phosphorus Low \(12 ppm\), potassium Very Low \(60 ppm\)\. /);
  });
});
