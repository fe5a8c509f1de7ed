import { pesticideCrops, type PesticideInfo } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { farmRegion, knowledge } from '../../knowledge';
import { cropPesticides } from './data/crops';
import { LABEL_NOTE, lookupPesticides } from './lookup';

describe('pesticide data', () => {
  it('covers exactly the 14 crops of the spec, in order', () => {
    expect(cropPesticides.map((crop) => crop.name)).toEqual([...pesticideCrops]);
  });

  it('has suitable and unsuitable entries with a type, a reason and a source for every crop', () => {
    for (const crop of pesticideCrops) {
      const info = lookupPesticides(crop)!;
      expect(info.suitable_pesticides.length, crop).toBeGreaterThanOrEqual(5);
      expect(info.not_suitable_pesticides.length, crop).toBeGreaterThanOrEqual(2);
      expect(info.details).toHaveLength(info.suitable_pesticides.length + info.not_suitable_pesticides.length);
      for (const detail of info.details) {
        expect(detail.source.length, `${crop} ${detail.name}`).toBeGreaterThan(10);
        expect(detail.suitable ? detail.target : detail.reason).not.toBe('');
      }
      const both = info.suitable_pesticides.filter((name) => info.not_suitable_pesticides.includes(name));
      expect(both, crop).toEqual([]);
      expect(info.note).toBe(LABEL_NOTE);
    }
  });

  it('lists growth-regulator herbicides as unsuitable for sensitive broadleaf crops', () => {
    for (const crop of ['Cotton', 'Tomatoes', 'Grapes']) {
      const info = lookupPesticides(crop)!;
      expect(info.not_suitable_pesticides).toEqual(expect.arrayContaining(['2,4-D', 'Dicamba']));
      const detail = info.details.find((entry) => entry.name === '2,4-D')!;
      expect(detail).toMatchObject({ suitable: false, type: 'herbicide' });
      expect(detail.suitable === false && detail.reason).toContain('Growth-regulator herbicide');
    }
    expect(lookupPesticides('Sugarcane')!.suitable_pesticides).toContain('2,4-D');
  });

  it('cites the conventions for internationally restricted ingredients', () => {
    const endosulfan = lookupPesticides('Cotton')!.details.find((entry) => entry.name === 'Endosulfan')!;
    expect(endosulfan).toMatchObject({ suitable: false, type: 'insecticide' });
    expect(endosulfan.source).toContain('Stockholm Convention');
    const methylParathion = lookupPesticides('Rice')!.details.find((entry) => entry.name === 'Methyl parathion')!;
    expect(methylParathion.source).toContain('WHO Recommended Classification');
    expect(methylParathion.suitable === false && methylParathion.reason).toContain('class Ia');
  });
});

describe('lookupPesticides', () => {
  it('reads any name the crop catalogue knows, case-insensitively and with extra spaces', () => {
    expect(lookupPesticides('tomatoes')!.name).toBe('Tomatoes');
    expect(lookupPesticides('  CORN ')!.name).toBe('Corn');
    expect(lookupPesticides('maize')!.name).toBe('Corn');
    expect(lookupPesticides('paddy')!.name).toBe('Rice');
    expect(lookupPesticides('citrus trees  (oranges, lemons)')!.name).toBe('Citrus Trees (Oranges, Lemons)');
    expect(lookupPesticides('Lemon')!.name).toBe('Citrus Trees (Oranges, Lemons)');
  });

  it('finds nothing for unknown names or patterns', () => {
    for (const name of ['Xyzzy', '', '.*', 'Corn|Rice', 'Citrus Trees (Oranges', 'toString', '__proto__']) {
      expect(lookupPesticides(name), name).toBeUndefined();
    }
  });
});

describe('for a farm in India: the national registrations', () => {
  const farms = {
    Punjab: [30.9, 75.85],
    Haryana: [29.15, 75.72],
    'Uttar Pradesh': [26.85, 80.95],
    Bihar: [25.6, 85.1],
    'Madhya Pradesh': [23.25, 77.4],
    Maharashtra: [19.99, 73.79],
    'Andhra Pradesh': [16.3, 80.45],
    'Tamil Nadu': [11.0, 76.96],
  } as const;
  const sprays = (info: PesticideInfo) =>
    info.details.filter((detail) => detail.suitable && detail.doses?.some((dose) => dose.per === 'ha' && dose.productPerAcre && dose.waitingDays !== null));

  it.each(Object.entries(farms))('gives a farmer in %s at least three registered products with doses per ha and acre and a waiting period', (_, location) => {
    const region = farmRegion(location as [number, number]);
    for (const crop of ['wheat', 'rice', 'cotton', 'soybean', 'chickpea', 'pigeon pea', 'tomato', 'sugarcane', 'maize', 'groundnut']) {
      expect(sprays(lookupPesticides(crop, region)!).length, crop).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives Propiconazole 25% EC for wheat's yellow rust as CIB&RC registers it, with the page", () => {
    const info = lookupPesticides('wheat', farmRegion(farms.Punjab))!;
    const propiconazole = info.details.find((detail) => detail.name === 'Propiconazole 25% EC');
    expect(propiconazole).toMatchObject({ suitable: true, type: 'fungicide', basis: 'national registration (CIB&RC)', activeIngredients: ['Propiconazole'] });
    const yellowRust = propiconazole!.suitable && propiconazole!.doses!.find((dose) => dose.target.startsWith('Stripe rust'));
    expect(yellowRust).toEqual({
      target: 'Stripe rust /Yellow Rust (P. striiformis)',
      per: 'ha',
      activeIngredientG: [125, 125],
      product: [500, 500],
      productPerAcre: [202, 202],
      unit: 'g',
      waterLitresPerHa: null,
      waitingDays: 30,
      citation: 'CIB&RC, Major Uses of Pesticides (as on 31.03.2026), Fungicides, p. 24, row 8',
    });
  });

  it('never calls Malathion suitable on tomato, nor Monocrotophos on any vegetable, and says which order bars them', () => {
    const nashik = farmRegion(farms.Maharashtra);
    const tomato = lookupPesticides('tomato', nashik)!;
    expect(tomato.suitable_pesticides.some((name) => /malathion/i.test(name))).toBe(false);
    expect(tomato.details.find((detail) => detail.name === 'Malathion')).toMatchObject({
      suitable: false,
      type: 'insecticide',
      reason: expect.stringContaining('Restricted in India (S.O. 4294(E), 2023-10-03)'),
    });
    for (const crop of knowledge().catalogue.crops.filter((entry) => entry.group === 'vegetable')) {
      const info = lookupPesticides(crop.id, nashik)!;
      expect(
        info.suitable_pesticides.some((name) => /monocrotophos/i.test(name)),
        crop.id,
      ).toBe(false);
      expect(info.not_suitable_pesticides, crop.id).toContain('Monocrotophos');
    }
  });

  it("words a Hindi farmer's lookup in Hindi: targets from the glossary, the gaps marked as English, never dropped", () => {
    const info = lookupPesticides('wheat', farmRegion(farms.Punjab), 'hi')!;
    expect(info.note).toMatch(/^हमेशा उत्पाद के लेबल और अपने यहाँ के पंजीकरण का पालन करें/);
    expect(info.basis).toMatch(/^भारत: CIB&RC द्वारा गेहूं के लिए पंजीकृत उत्पाद/);
    const propiconazole = info.details.find((detail) => detail.name === 'Propiconazole 25% EC');
    expect(propiconazole).toMatchObject({ suitable: true, basis: 'राष्ट्रीय पंजीकरण (CIB&RC)' });
    const doses = propiconazole!.suitable ? propiconazole!.doses! : [];
    expect(doses.find((dose) => dose.citation.endsWith('p. 24, row 8'))).toMatchObject({ target: 'पीला (धारीदार) रतुआ, पीला रतुआ' });
    // A CIB&RC misprint the glossary cannot read stays, in English and marked so.
    const misprinted = info.details.flatMap((detail) => (detail.suitable ? (detail.doses ?? []) : [])).find((dose) => dose.target === 'Blast like disease');
    expect(misprinted).toMatchObject({ targetLanguage: 'en' });
    expect(info.details.find((detail) => detail.name === 'Zinc phosphide')).toMatchObject({ basis: 'पंजाब के लिए (PAU)', target: 'चूहे' });
    // The state guide's weed notes and the curated list's reasons in Hindi (hindi-phrases.json).
    const pinoxaden = info.details.find((detail) => detail.name === 'Pinoxaden');
    expect(pinoxaden).toMatchObject({ target: 'गुल्ली डंडा (मंडूसी) उगने के बाद, 2-3 पत्ती की अवस्था में' });
    expect(pinoxaden).not.toHaveProperty('targetLanguage');
    const atrazine = info.details.find((detail) => detail.name === 'Atrazine');
    expect(atrazine).toMatchObject({ suitable: false, reason: 'गेहूं के लिए लेबल पर नहीं है; यह फ़सल को नुक़सान पहुँचाता है, और पिछली मक्का की फ़सल में डाले गए के अवशेष भी।' });
    expect(atrazine).not.toHaveProperty('reasonLanguage');
    expect(info.details.filter((detail) => detail.suitable)).toHaveLength(
      lookupPesticides('wheat', farmRegion(farms.Punjab))!.details.filter((detail) => detail.suitable).length,
    );
  });

  it('types rat poisons as rodenticides and mancozeb on sorghum as not suitable', () => {
    const wheat = lookupPesticides('wheat', farmRegion(farms.Punjab))!;
    const ratPoisons = wheat.details.filter((entry) => /^(zinc phosphide|bromadiolone)$/i.test(entry.name));
    expect(ratPoisons.map((entry) => [entry.name, entry.type, entry.suitable && entry.basis])).toEqual([
      ['Zinc phosphide', 'rodenticide', 'for Punjab (PAU)'],
      ['Bromadiolone', 'rodenticide', 'for Punjab (PAU)'],
    ]);
    const sorghum = lookupPesticides('sorghum', farmRegion(farms.Maharashtra))!;
    expect(sorghum.suitable_pesticides.some((name) => /mancozeb/i.test(name))).toBe(false);
    expect(sorghum.details.find((detail) => /mancozeb/i.test(detail.name))).toMatchObject({ suitable: false, type: 'fungicide' });
  });
});
