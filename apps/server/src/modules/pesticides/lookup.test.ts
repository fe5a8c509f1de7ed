import { pesticideCrops } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
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
