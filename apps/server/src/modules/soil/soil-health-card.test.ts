import { describe, expect, it } from 'vitest';
import { rateSoilHealthCard, toKgPerHa } from './soil-health-card';

describe('Soil Health Card ratings', () => {
  it('rates available N in kg/ha: below 280 low, 280-560 medium, above 560 high', () => {
    const rate = (nitrogen: number) => rateSoilHealthCard({ nitrogen }, 'kg/ha')[0]!.rating;
    expect([rate(279.9), rate(280), rate(560), rate(560.1)]).toEqual(['Low', 'Medium', 'Medium', 'High']);
  });

  it('turns ppm into kg/ha for N, P and K (2.24 million kg of plough layer per ha), and rates P, K and OC', () => {
    expect(toKgPerHa(125, 'ppm')).toBe(280);
    expect(rateSoilHealthCard({ nitrogen: 125, phosphorus: 4, potassium: 130, organicCarbon: 0.8 }, 'ppm')).toEqual([
      { parameter: 'nitrogen', label: 'Available nitrogen (N)', value: 280, unit: 'kg/ha', rating: 'Medium' },
      { parameter: 'phosphorus', label: 'Available phosphorus (P)', value: 9, unit: 'kg/ha', rating: 'Low' },
      { parameter: 'potassium', label: 'Available potassium (K)', value: 291.2, unit: 'kg/ha', rating: 'High' },
      { parameter: 'organicCarbon', label: 'Organic carbon (OC)', value: 0.8, unit: '%', rating: 'High' },
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
  });

  it('leaves out what was not measured', () => {
    expect(rateSoilHealthCard({}, 'ppm')).toEqual([]);
  });
});
