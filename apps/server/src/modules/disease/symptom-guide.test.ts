import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGuideCrop, guideCrops, keywordScore, loadSymptomGuide, matchSymptoms, SymptomGuideError } from './symptom-guide';

const REQUIRED_CROPS = ['wheat', 'paddy', 'cotton', 'soybean', 'sugarcane', 'mustard', 'chickpea', 'maize', 'pigeon-pea', 'groundnut'];

describe('the symptom guide data', () => {
  const guide = loadSymptomGuide();

  it('covers the crops most of our farmers grow, each problem with a cited management step', () => {
    expect(guide.crops.map((crop) => crop.crop).sort()).toEqual([...REQUIRED_CROPS].sort());
    for (const crop of guide.crops) {
      for (const problem of crop.problems) {
        expect(problem.management.length, `${crop.crop}/${problem.id}`).toBeGreaterThan(0);
        for (const product of problem.products) expect(product.source, `${crop.crop}/${problem.id}`).toMatch(/^cibrc-/);
      }
    }
  });

  it('refuses a file that cites a source it does not list, naming the file and the entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'guide-'));
    mkdirSync(join(dir, 'crops'));
    writeFileSync(join(dir, 'sources.json'), JSON.stringify({ known: { institution: 'A', document: 'B' } }));
    const problem = {
      id: 'x',
      part: 'leaf',
      kind: 'disease',
      symptom: { en: 'a', hi: 'अ' },
      keywords: { en: ['spot'], hi: ['धब्बा'] },
      candidates: [{ en: 'X', hi: 'एक्स', scientificName: 'Xus' }],
      management: [{ en: 'a', hi: 'अ', source: 'missing' }],
      products: [],
    };
    writeFileSync(join(dir, 'crops', 'test.json'), JSON.stringify({ crop: 'test', names: { en: 'T', hi: 'ट' }, aliases: [], problems: [problem] }));
    expect(() => loadSymptomGuide(dir)).toThrow(new SymptomGuideError('test.json: problems.0: unknown source "missing"'));
    writeFileSync(
      join(dir, 'crops', 'test.json'),
      JSON.stringify({ crop: 'test', names: { en: 'T', hi: 'ट' }, aliases: [], problems: [{ ...problem, part: 'fruit' }] }),
    );
    expect(() => loadSymptomGuide(dir)).toThrow(/test\.json: problems\.0\.part: /);
  });
});

describe('matchSymptoms', () => {
  it('answers a wheat yellow-rust description with yellow rust first and its registered fungicides', () => {
    const answer = matchSymptoms('wheat', 'Yellow stripes of powder on the leaves', 'en')!;
    expect(answer.crop).toEqual({ id: 'wheat', name: 'Wheat' });
    const [first] = answer.matches;
    expect(first!.candidates[0]).toEqual({ name: 'Yellow (stripe) rust', scientificName: 'Puccinia striiformis f. sp. tritici' });
    expect(first!.products.map((product) => [product.product, product.dose, product.waitingPeriodDays])).toEqual([
      ['Propiconazole 25% EC', '500 ml per hectare', 30],
      ['Tebuconazole 25% WG', '750 g per hectare', 41],
    ]);
    expect(first!.products[0]!.source).toBe(
      'Central Insecticides Board & Registration Committee (CIB&RC), Directorate of Plant Protection, Quarantine & Storage, Government of India, Major Uses of Pesticides registered under the Insecticides Act, 1968: Fungicides (as on 31.03.2026), p. 24',
    );
  });

  it('answers a paddy blast description, by a local crop name, with blast and tricyclazole', () => {
    const answer = matchSymptoms('dhan', 'spindle shaped spots with grey centre and brown margin on leaves', 'en')!;
    expect(answer.crop.id).toBe('paddy');
    expect(answer.matches[0]!.candidates[0]!.name).toBe('Blast');
    expect(answer.matches[0]!.products[0]).toMatchObject({ product: 'Tricyclazole 75% WP', dose: '300–400 g per hectare', waitingPeriodDays: 30 });
  });

  it('answers in Hindi from a Hindi description, with the dose worded in Hindi', () => {
    const answer = matchSymptoms('गेहूं', 'पत्तियों पर पीली धारियाँ और पाउडर', 'hi')!;
    expect(answer.crop).toEqual({ id: 'wheat', name: 'गेहूँ' });
    expect(answer.matches[0]!.candidates[0]!.name).toBe('पीला रतुआ (धारीदार रतुआ)');
    expect(answer.matches[0]!.products[0]!.dose).toBe('500 मि.ली. प्रति हेक्टेयर');
  });

  it('reads Devanagari spelt either way: "धारियां" (anusvara) as "धारियाँ" (chandrabindu)', () => {
    for (const text of ['पत्तियों पर पीली धारियां', 'पत्तियों पर पीली धारियाँ']) {
      expect(matchSymptoms('wheat', text, 'hi')?.matches[0]?.candidates[0]?.name, text).toBe('पीला रतुआ (धारीदार रतुआ)');
    }
  });

  it('offers nothing for words no entry shares, and nothing for an unknown crop', () => {
    expect(matchSymptoms('maize', 'the farm tractor is broken', 'en')!.matches).toEqual([]);
    expect(matchSymptoms('banana', 'yellow leaves', 'en')).toBeUndefined();
  });

  it('needs two keyword points: one common word such as "yellow" is not a match', () => {
    expect(keywordScore('yellow', { en: ['yellow', 'stripe'], hi: ['पीली'] })).toBe(1);
    expect(keywordScore('Yellow stripes!', { en: ['yellow', 'stripe'], hi: ['पीली'] })).toBe(2);
    expect(keywordScore('a white ear here', { en: ['white ear'], hi: ['x'] })).toBe(2);
    expect(keywordScore('newhite earth', { en: ['white ear'], hi: ['x'] })).toBe(0);
  });
});

describe('findGuideCrop and guideCrops', () => {
  it('finds a crop by id, English or Hindi name, or local name', () => {
    for (const name of ['pigeon-pea', 'Pigeon pea', 'arhar', 'तूर', 'अरहर', 'Red gram']) expect(findGuideCrop(name)?.crop, name).toBe('pigeon-pea');
    expect(findGuideCrop('tomato')).toBeUndefined();
  });

  it('lists the crops in the asked language with the plant parts their entries describe', () => {
    const wheat = guideCrops('hi').crops.find((crop) => crop.id === 'wheat');
    expect(wheat).toEqual({ id: 'wheat', name: 'गेहूँ', parts: ['leaf', 'ear'] });
  });
});
