import { describe, expect, it } from 'vitest';
import { compareSoilMoisture } from './soil-moisture';

const layers = [
  { fromCm: 0, toCm: 1, value: 0.3 },
  { fromCm: 1, toCm: 3, value: 0.3 },
  { fromCm: 3, toCm: 9, value: 0.3 },
  { fromCm: 9, toCm: 27, value: 0.25 },
  { fromCm: 27, toCm: 81, value: 0.2 },
];
const loam = { fieldCapacity: 0.25, wiltingPoint: 0.12 };

describe('modelled soil moisture beside the balance', () => {
  // Over 0.5 m: (9 x 0.30 + 18 x 0.25 + 23 x 0.20) / 50 = 0.236; the balance: 0.25 - 20 / 500 = 0.21.
  it('averages the model layers by thickness over the root zone and says nothing when they agree', () => {
    expect(compareSoilMoisture(layers, loam, 0.5, 20)).toEqual({ modelPercent: 23.6, balancePercent: 21, depthCm: 50, disagreement: null });
  });

  it('says so when the model is wetter or drier by more than 5 % by volume', () => {
    const dry = compareSoilMoisture(layers, loam, 0.5, 50)!;
    expect(dry).toMatchObject({ balancePercent: 15 });
    expect(dry.disagreement).toBe(
      "The weather model's soil moisture (23.6 % by volume over the top 50 cm) is wetter than the water balance's 15 %: " +
        'the model knows the weather but not your irrigations or your soil, and the balance only what you logged; feel the soil at root depth before you decide.',
    );
    // Roots deeper than the model's 81 cm: the comparison stops at its deepest layer.
    expect(compareSoilMoisture(layers, loam, 1.2, 0)!.depthCm).toBe(81);
  });

  it('gives nothing without model data', () => {
    expect(compareSoilMoisture(undefined, loam, 0.5, 20)).toBeNull();
    expect(compareSoilMoisture([{ fromCm: 0, toCm: 1, value: null }], loam, 0.5, 20)).toBeNull();
  });
});
