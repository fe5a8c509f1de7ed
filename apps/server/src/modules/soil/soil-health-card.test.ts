import { describe, expect, it } from 'vitest';
import { toKgPerHa, toPpm } from './rating';
import { npkRatings, rateSoilHealthCard } from './soil-health-card';

describe('Soil Health Card ratings', () => {
  it('rates available N in kg/ha: below 280 low, 280-560 medium, above 560 high', () => {
    const rate = (nitrogen: number) => rateSoilHealthCard({ nitrogen }, 'kg/ha')[0]!.rating;
    expect([rate(279.9), rate(280), rate(560), rate(560.1)]).toEqual(['Low', 'Medium', 'Medium', 'High']);
  });

  it('turns ppm into kg/ha for N, P and K (2.24 million kg of plough layer per ha), and rates P, K and OC', () => {
    expect(toKgPerHa(125, 'ppm')).toBe(280);
    expect(toPpm(280, 'kg/ha')).toBe(125);
    expect(toPpm(100, 'kg/ha')).toBe(44.64);
    expect(rateSoilHealthCard({ nitrogen: 125, phosphorus: 4, potassium: 130, organicCarbon: 0.8 }, 'ppm')).toEqual([
      {
        parameter: 'nitrogen',
        label: 'Available nitrogen (N)',
        value: 280,
        unit: 'kg/ha',
        rating: 'Medium',
        attention: false,
        norm: 'Low below 280, Medium 280-560, High above 560 kg/ha',
      },
      {
        parameter: 'phosphorus',
        label: 'Available phosphorus (P)',
        value: 9,
        unit: 'kg/ha',
        rating: 'Low',
        attention: true,
        norm: 'Low below 10, Medium 10-25, High above 25 kg/ha',
      },
      {
        parameter: 'potassium',
        label: 'Available potassium (K)',
        value: 291.2,
        unit: 'kg/ha',
        rating: 'High',
        attention: false,
        norm: 'Low below 108, Medium 108-280, High above 280 kg/ha',
      },
      {
        parameter: 'organicCarbon',
        label: 'Organic carbon (OC)',
        value: 0.8,
        unit: '%',
        rating: 'High',
        attention: false,
        norm: 'Low below 0.5, Medium 0.5-0.75, High above 0.75 %',
      },
    ]);
  });

  it('rates EC by its salinity class and sulphur and micronutrients against their critical limits', () => {
    const ratings = rateSoilHealthCard({ ec: 1.2, sulphur: 9.9, zinc: 0.6, iron: 4.4, manganese: 2, copper: 0.1, boron: 0.5 }, 'kg/ha');
    expect(ratings.map(({ parameter, rating }) => [parameter, rating])).toEqual([
      ['ec', 'Critical for germination'],
      ['sulphur', 'Deficient'],
      ['zinc', 'Sufficient'],
      ['iron', 'Deficient'],
      ['manganese', 'Sufficient'],
      ['copper', 'Deficient'],
      ['boron', 'Sufficient'],
    ]);
    expect(ratings[0]).toMatchObject({
      attention: true,
      norm: 'Normal below 1, Critical for germination below 2, Critical for salt-sensitive crops below 3 dS/m',
    });
    expect(ratings[1]).toMatchObject({ attention: true, norm: 'Deficient below 10 ppm' });
    expect(ratings[2]).toMatchObject({ attention: false, norm: 'Deficient below 0.6 ppm' });
  });

  it('leaves out what was not measured (missing or null)', () => {
    expect(rateSoilHealthCard({}, 'ppm')).toEqual([]);
    expect(rateSoilHealthCard({ nitrogen: null, zinc: null }, 'ppm')).toEqual([]);
  });

  it('reads the Low/Medium/High of N, P and K for the fertilizer plan', () => {
    expect(npkRatings(rateSoilHealthCard({ nitrogen: 250, phosphorus: 30, zinc: 1 }, 'kg/ha'))).toEqual({
      nitrogen: 'Low',
      phosphorus: 'High',
      potassium: undefined,
    });
  });
});
