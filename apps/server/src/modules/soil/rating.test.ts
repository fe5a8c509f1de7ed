import { describe, expect, it } from 'vitest';
import { rateNutrient, ratingLine, ratingSystemFor, toKgPerHa, toPpm } from './rating';

const india = { country: 'IN' };
const kenya = { country: 'KE' };

describe('one soil rating system per country (ADR 0039)', () => {
  it('picks the Soil Health Card for India and the lab classes elsewhere or without a location', () => {
    expect([ratingSystemFor('IN'), ratingSystemFor('KE'), ratingSystemFor('GB'), ratingSystemFor(null), ratingSystemFor(undefined)]).toEqual([
      'Soil Health Card',
      'Lab classes',
      'Lab classes',
      'Lab classes',
      'Lab classes',
    ]);
  });

  it('rates the same 12 ppm of phosphorus High (26.9 kg/ha) on the card and Low (Bray-1) in the lab classes', () => {
    const reading = { value: 12, unit: 'ppm' } as const;
    expect(rateNutrient('phosphorus', reading, { ...india, pH: 7.2 })).toEqual({
      parameter: 'phosphorus',
      label: 'Available phosphorus (P)',
      value: 26.9,
      unit: 'kg/ha',
      rating: 'High',
      attention: false,
      norm: 'Low below 10, Medium 10-25, High above 25 kg/ha',
      system: 'Soil Health Card',
      low: false,
      high: true,
      source: expect.stringMatching(/^Department of Agriculture & Cooperation.*Methods Manual: Soil Testing in India/),
    });
    expect(rateNutrient('phosphorus', reading, { ...kenya, pH: 7.2 })).toMatchObject({
      value: 12,
      unit: 'ppm',
      rating: 'Low',
      system: 'Lab classes',
      low: true,
      high: false,
      norm: 'Optimum 16-20 ppm by Bray-1 / Mehlich-3; Iowa State PM 1688 classes',
    });
    // The lab's phosphorus test follows the pH (Olsen from 7.4); the card's rating does not.
    expect(rateNutrient('phosphorus', reading, { ...kenya, pH: 7.4 }).rating).toBe('Optimum');
    expect(rateNutrient('phosphorus', reading, { ...india, pH: 7.4 }).rating).toBe('High');
  });

  it('rates nitrogen as available N on the card and by the nitrate test elsewhere', () => {
    expect(rateNutrient('nitrogen', { value: 300, unit: 'kg/ha' }, india)).toMatchObject({ value: 300, rating: 'Medium', low: false });
    expect(rateNutrient('nitrogen', { value: 20, unit: 'ppm' }, india)).toMatchObject({ value: 44.8, rating: 'Low', low: true });
    expect(rateNutrient('nitrogen', { value: 20, unit: 'ppm' }, kenya)).toMatchObject({
      label: 'Nitrate nitrogen (N)',
      rating: 'Deficient',
      low: true,
      norm: 'Critical level 25 ppm; late-spring nitrate test',
    });
    // kg/ha entered outside India is read in the lab's ppm: 67.2 kg/ha = 30 ppm.
    expect(rateNutrient('nitrogen', { value: 67.2, unit: 'kg/ha' }, kenya)).toMatchObject({ value: 30, rating: 'Sufficient' });
  });

  it('gives the same card rating to a value saved in ppm as to the kg/ha entered, on the limits too', () => {
    for (const [nutrient, kgPerHa] of [
      ['phosphorus', 10],
      ['phosphorus', 25],
      ['potassium', 108],
      ['potassium', 280],
      ['nitrogen', 280],
      ['nitrogen', 560],
    ] as const) {
      const entered = rateNutrient(nutrient, { value: kgPerHa, unit: 'kg/ha' }, india);
      const saved = rateNutrient(nutrient, { value: toPpm(kgPerHa, 'kg/ha'), unit: 'ppm' }, india);
      expect([saved.value, saved.rating], `${nutrient} ${kgPerHa}`).toEqual([kgPerHa, 'Medium']);
      expect(ratingLine(saved)).toEqual(ratingLine(entered));
    }
    expect(toKgPerHa(4.46, 'ppm')).toBe(10);
  });

  it('makes a report line of the rating and nothing more', () => {
    expect(ratingLine(rateNutrient('potassium', { value: 60, unit: 'ppm' }, india))).toEqual({
      parameter: 'potassium',
      label: 'Available potassium (K)',
      value: 134.4,
      unit: 'kg/ha',
      rating: 'Medium',
      attention: false,
      norm: 'Low below 108, Medium 108-280, High above 280 kg/ha',
    });
  });
});
