import { describe, expect, it } from 'vitest';
import { gumbelReturnLevel, normalQuantile, regularisedGammaP, standardizedPrecipitationIndex } from './statistics';

describe('alert statistics', () => {
  it('computes the regularised incomplete gamma function', () => {
    expect(regularisedGammaP(1, 1)).toBeCloseTo(1 - Math.exp(-1), 12); // exponential CDF
    expect(regularisedGammaP(3, 2)).toBeCloseTo(0.3233235838, 9); // 1 - e^-2 (1 + 2 + 2)
    expect(regularisedGammaP(3, 10)).toBeCloseTo(0.9972306043, 9); // 1 - e^-10 (1 + 10 + 50)
  });

  it('inverts the normal distribution', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
  });

  it('gives an SPI near 0 for the median year, negative for a dry one, and none without enough wet years', () => {
    const history = Array.from({ length: 30 }, (_, i) => 50 + i * 5); // 50 … 195 mm
    expect(standardizedPrecipitationIndex(120, history)).toBeCloseTo(0.04, 1);
    expect(standardizedPrecipitationIndex(30, history)!).toBeLessThan(-2);
    expect(standardizedPrecipitationIndex(30, [0, 0, 0, 10])).toBeUndefined();
  });

  it('fits Gumbel return flows: the 2-year flow is just under the mean of the annual maxima', () => {
    const maxima = [500, 550, 600, 650, 700, 750, 800, 850, 900, 950, 1000];
    // mean 750, sd 165.83: alpha 129.30, location 675.37
    expect(gumbelReturnLevel(maxima, 2)).toBeCloseTo(722.76, 1);
    expect(gumbelReturnLevel(maxima, 5)).toBeCloseTo(869.31, 1);
    expect(gumbelReturnLevel(maxima, 20)).toBeCloseTo(1059.41, 1);
  });
});
