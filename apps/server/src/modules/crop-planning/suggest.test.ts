import type { SavedSoilTest } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { farmRegion, knowledge } from '../../knowledge';
import { chooseSeason, seasonForMonth, seasonLabel } from './seasons';
import { suggestCrops, type PlanningInput } from './suggest';

const { catalogue, resolver } = knowledge();
const punjab = farmRegion([30.9, 75.85]);
const rainfed = { method: null, storedLitres: 0, sourceCount: 0 };
const soil = (values: Partial<SavedSoilTest>): SavedSoilTest => ({
  id: 't',
  pH: null,
  nitrogen: null,
  phosphorus: null,
  potassium: null,
  testedAt: '2026-11-01T00:00:00.000Z',
  ...values,
});
const input = (overrides: Partial<PlanningInput> = {}): PlanningInput => ({
  season: 'rabi',
  region: punjab,
  soilTest: null,
  water: rainfed,
  previousCrop: null,
  today: '2026-11-28',
  seasonAsked: true,
  language: 'en',
  ...overrides,
});
const cropOf = (id: string) => catalogue.crops.find((crop) => crop.id === id)!;

describe('suggestCrops', () => {
  it("says why the list is empty: a pH 8.9 above every rabi crop's range, with gypsum for a sodic soil, from its source", () => {
    const { suggestions, excluded } = suggestCrops(catalogue, input({ soilTest: soil({ pH: 8.9 }) }));
    expect(suggestions).toEqual([]);
    expect(excluded).toEqual({
      text:
        "Your last soil test's pH 8.9 is above the range of every rabi (winter) crop we know (the highest reaches 7). At pH 8.5 and above the " +
        'soil is probably sodic: have its exchangeable sodium tested, then apply gypsum and leach the sodium below the roots with good water.',
      source: 'USDA Agriculture Handbook 60 (Richards, 1954), Diagnosis and Improvement of Saline and Alkali Soils',
    });
    expect(suggestCrops(catalogue, input({ soilTest: soil({ pH: 3.2 }) })).excluded?.text).toMatch(
      /^Your last soil test's pH 3\.2 is below the range of every rabi \(winter\) crop we know \(the lowest starts at [\d.]+\)\. Raise the pH with agricultural limestone towards 6-6\.5, and test again\.$/,
    );
    expect(suggestCrops(catalogue, input({ soilTest: soil({ pH: 6.8 }) })).excluded).toBeNull();
  });

  it('in late November in Punjab lists only crops whose regional sowing window is open or opens within 30 days', () => {
    const { suggestions } = suggestCrops(catalogue, input({ seasonAsked: false }));
    const ids = suggestions.map((suggestion) => suggestion.cropId);
    expect(ids).toContain('wheat');
    // Berseem is sown in Punjab from 24 to 30 September (PAU): long past.
    expect(ids).not.toContain('berseem');
    const wheat = suggestions.find((suggestion) => suggestion.cropId === 'wheat')!;
    expect(wheat.reasons[0]!.text).toBe(
      'In Punjab it is sown from 1 October to 30 November in rabi. Its sowing window is open now. (DES crop calendar for Punjab: sowing Oct(B)-Nov(E), harvest Apr(B)-May(E))',
    );
    expect(wheat.reasons[0]!.source).toContain('Crop Calendar of Major Crops');
  });

  it('with wheat in the field until April, suggests what is sown after it, not another rabi crop, and calls wheat the previous crop', () => {
    const wheat = cropOf('wheat');
    const { suggestions } = suggestCrops(catalogue, input({ seasonAsked: false, previousCrop: { crop: wheat, inFieldUntil: '2027-04-01' } }));
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.map((suggestion) => suggestion.cropId)).not.toContain('wheat');
    for (const suggestion of suggestions) expect(suggestion.reasons[0]!.text).toMatch(/after your field is free|open when your field is free/);
    const greenGram = suggestions.find((suggestion) => suggestion.cropId === 'green-gram')!;
    expect(greenGram.reasons.at(-1)!.text).toBe('A legume after your last crop, Wheat (a cereal), puts nitrogen back into the soil.');
  });

  it('lists only crops of the season, best first, and says what it lacked', () => {
    const { suggestions, lacking } = suggestCrops(catalogue, input());
    expect(suggestions).toHaveLength(10);
    for (const suggestion of suggestions) expect(cropOf(suggestion.cropId).climate.seasons).toContain('rabi');
    const scores = suggestions.map((suggestion) => suggestion.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(lacking).toEqual([
      'no soil test yet',
      'no irrigation method or water storage saved: ranked as rainfed',
      'no earlier crop saved: rotation not considered',
    ]);
  });

  it('never lists a perennial or a crop whose best pH range misses the soil test by more than a unit, whatever the season', () => {
    for (const season of ['kharif', 'rabi', 'zaid'] as const) {
      for (const pH of [4.8, 6, 7.4, 8.2]) {
        for (const suggestion of suggestCrops(catalogue, input({ season, soilTest: soil({ pH }) })).suggestions) {
          const crop = cropOf(suggestion.cropId);
          expect(crop.climate.seasons.every((cropSeason) => cropSeason === 'perennial')).toBe(false);
          expect(pH).toBeGreaterThanOrEqual(crop.climate.ph[0] - 1);
          expect(pH).toBeLessThanOrEqual(crop.climate.ph[1] + 1);
          const near = pH < crop.climate.ph[0] || pH > crop.climate.ph[1];
          expect(suggestion.reasons.find((reason) => reason.text.includes(`pH ${pH}`))!.points).toBe(near ? -10 : 15);
        }
      }
    }
  });

  it('keeps wheat on a pH 7.2 Punjab soil, a little above its best range, with fewer points', () => {
    const wheat = suggestCrops(catalogue, input({ soilTest: soil({ pH: 7.2 }) })).suggestions.find((suggestion) => suggestion.cropId === 'wheat');
    expect(wheat?.reasons.find((reason) => reason.kind === 'soil')).toMatchObject({
      text: "Your last soil test's pH 7.2 is above its best range of 6-7: it grows, with some loss of yield.",
      points: -10,
    });
  });

  it("takes points from a crop of the last crop's family and gives them to a legume after a cereal", () => {
    const { suggestions } = suggestCrops(catalogue, input({ previousCrop: { crop: resolver.resolve('rice')!, inFieldUntil: null } }));
    const byName = (name: string) => suggestions.find((suggestion) => suggestion.name === name);
    expect(byName('Chickpea')?.reasons.at(-1)).toEqual({
      kind: 'rotation',
      text: 'A legume after your last crop, Rice (a cereal), puts nitrogen back into the soil.',
      points: 15,
      source: expect.stringContaining('FAO: Save and Grow'),
    });
    const [wheat] = suggestCrops(
      { ...catalogue, crops: [cropOf('wheat')] },
      input({ previousCrop: { crop: resolver.resolve('rice')!, inFieldUntil: null } }),
    ).suggestions;
    expect(wheat!.reasons.at(-1)).toMatchObject({ text: 'Same family (Poaceae) as your last crop, Rice: its pests and diseases carry over.', points: -20 });
  });

  it('counts irrigation and stored water, and takes points from a thirsty crop on a rainfed farm', () => {
    const irrigated = suggestCrops(catalogue, input({ season: 'kharif', water: { method: 'drip', storedLitres: 125000, sourceCount: 2 } }));
    expect(irrigated.lacking).not.toContain('no irrigation method or water storage saved: ranked as rainfed');
    expect(irrigated.suggestions[0]!.reasons.find((reason) => reason.kind === 'water')).toMatchObject({
      text: 'Irrigated by drip irrigation, with 1,25,000 litres stored in 2 sources.',
      points: 5,
    });
    const [rice] = suggestCrops({ ...catalogue, crops: [cropOf('rice')] }, input({ season: 'kharif' })).suggestions;
    expect(rice!.reasons.find((reason) => reason.kind === 'water')).toMatchObject({
      text: 'Rainfed: it is grown where 1500-2000 mm of rain fall, so without irrigation choose it only where rain is that high.',
      points: -15,
    });
  });

  it('says when the farm has no location', () => {
    expect(suggestCrops(catalogue, input({ region: null })).lacking[0]).toBe('no farm location: regional sowing dates not used');
  });
});

describe('seasons', () => {
  it.each([
    [6, 20, 'kharif'],
    [9, 20, 'kharif'],
    [10, 20, 'rabi'],
    [1, 20, 'rabi'],
    [2, 20, 'zaid'],
    [5, 20, 'zaid'],
    [12, -30, 'kharif'],
    [6, -30, 'rabi'],
    [9, -30, 'zaid'],
  ] as const)('month %i at latitude %i is %s', (month, latitude, season) => {
    expect(seasonForMonth(month, latitude)).toBe(season);
  });

  it('says how the season was chosen', () => {
    expect(chooseSeason({}, punjab, new Date('2026-07-05T00:00:00Z'))).toEqual({
      season: 'kharif',
      basis: 'this month, July in the northern hemisphere is a kharif (monsoon) sowing month',
    });
  });

  it.each([
    ['2025-06-15', punjab, 'kharif 2025'],
    ['2025-11-10', punjab, 'rabi 2025-26'],
    ['2026-01-05', punjab, 'rabi 2025-26'],
    ['2026-03-01', null, 'zaid 2026'],
    ['2026-03-01', farmRegion([51.5, -0.1]), 'March 2026'],
  ])('labels a crop sown on %s', (date, region, label) => {
    expect(seasonLabel(date, region)).toBe(label);
  });
});

describe('in Hindi', () => {
  it('words the reasons, the crop names, what it lacked, the season and its label in Hindi', () => {
    const wheat = cropOf('wheat');
    const { suggestions, lacking } = suggestCrops(catalogue, input({ language: 'hi', previousCrop: { crop: cropOf('chickpea'), inFieldUntil: null } }));
    const forWheat = suggestions.find((suggestion) => suggestion.cropId === 'wheat')!;
    expect(forWheat.name).toBe(wheat.names.hi);
    expect(forWheat.reasons[0]!.text).toBe(
      'पंजाब में इसकी बुवाई रबी (सर्दी) में 1 अक्टूबर से 30 नवंबर तक होती है। इसकी बुवाई का समय अभी चल रहा है। (पंजाब के लिए कृषि मंत्रालय (अर्थ एवं सांख्यिकी निदेशालय) का फ़सल कैलेंडर: बुवाई 1 अक्टूबर से 30 नवंबर, कटाई 1 अप्रैल से 31 मई)',
    );
    expect(forWheat.reasons.find((reason) => reason.kind === 'rotation')!.text).toBe(`आपकी पिछली फ़सल ${cropOf('chickpea').names.hi} (Fabaceae) से अलग कुल।`);
    expect(lacking).toEqual(['अभी कोई मिट्टी जाँच नहीं', 'सिंचाई का तरीक़ा या जमा पानी नहीं दिया गया: बारानी मानकर क्रम दिया गया']);
    expect(chooseSeason({}, punjab, new Date('2026-07-05T00:00:00Z'), 'hi')).toEqual({
      season: 'kharif',
      basis: 'यह महीना, जुलाई, उत्तरी गोलार्ध में खरीफ़ (बरसात) की बुवाई का महीना है',
    });
    expect(seasonLabel('2025-11-10', punjab, 'hi')).toBe('रबी 2025-26');
  });
});
