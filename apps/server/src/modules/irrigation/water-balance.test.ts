import { describe, expect, it } from 'vitest';
import { depletionAt, stepBalance, totalAvailableWater, waterStressCoefficient, type BalanceInput } from './water-balance';

/**
 * USDA-ARS pyfao56 test case test01 ("2013 Cotton Dry", tests/test01/cotton2013.par and cottondry2013.out,
 * https://github.com/kthorp/pyfao56): θFC 0.225, θWP 0.100, θ0 0.100, Zr 0.6 m, p(table) 0.65, no rain.
 * Each row: ET0, the day's combined Kc (Kc2 in the output), irrigation, and the published p, RAW, Ks, ETcadj, DP
 * and Dr. pyfao56 uses the dual Kc (Ks · Kcb + Ke); on days with Ks = 1 that equals Ks · Kc, as here.
 */
const soil = { fieldCapacity: 0.225, wiltingPoint: 0.1 };
const published = [
  { date: '2013-04-25', et0: 7.4, kc: 0.15, irrigation: 33, p: 0.8, raw: 60.0, ks: 0, etcAdj: 0, dp: 0, dr: 42.0 },
  { date: '2013-04-26', et0: 5.79, kc: 0.76, irrigation: 0, p: 0.674, raw: 50.55, ks: 1, etcAdj: 4.4, dp: 0, dr: 46.4 },
  { date: '2013-04-27', et0: 6.64, kc: 0.762, irrigation: 0, p: 0.648, raw: 48.58, ks: 1, etcAdj: 5.057, dp: 0, dr: 51.457 },
  { date: '2013-04-28', et0: 6.63, kc: 0.619, irrigation: 0, p: 0.686, raw: 51.439, ks: 0.999, etcAdj: 4.103, dp: 0, dr: 55.56 },
  { date: '2013-04-29', et0: 8.13, kc: 0.15, irrigation: 0, p: 0.8, raw: 60.0, ks: 1, etcAdj: 1.22, dp: 0, dr: 56.779 },
  { date: '2013-04-30', et0: 9.54, kc: 0.15, irrigation: 108, p: 0.793, raw: 59.457, ks: 1, etcAdj: 1.431, dp: 49.79, dr: 0 },
  { date: '2013-05-01', et0: 7.85, kc: 0.766, irrigation: 0, p: 0.61, raw: 45.714, ks: 1, etcAdj: 6.012, dp: 0, dr: 6.012 },
];

describe('FAO-56 root-zone water balance', () => {
  it('gives TAW from Table 19 water contents and the root depth (Eq 82) and the starting depletion from θ0 (Eq 87)', () => {
    expect(totalAvailableWater(soil, 0.6)).toBeCloseTo(75, 6);
    expect(depletionAt(soil, 0.6, 0.1)).toBeCloseTo(75, 6);
  });

  it('reproduces pyfao56 test01 day by day: p, RAW, Ks, ETc adj, deep percolation and depletion', () => {
    // Days 113-114 leave the dry start (θ0 = θWP, Dr = TAW = 75 mm) unchanged: Ks = 0.
    let depletion = depletionAt(soil, 0.6, 0.1);
    for (const row of published) {
      const day: BalanceInput = { et0: row.et0, kc: row.kc, precipitation: 0, irrigation: row.irrigation, rootDepthM: 0.6, tableP: 0.65 };
      const step = stepBalance(depletion, day, soil);
      expect({ date: row.date, p: step.p, raw: step.rawMm, ks: step.ks, etcAdj: step.etcAdjusted, dp: step.deepPercolation, dr: step.depletionMm }).toEqual({
        date: row.date,
        p: expect.closeTo(row.p, 2),
        raw: expect.closeTo(row.raw, 0),
        ks: expect.closeTo(row.ks, 2),
        etcAdj: expect.closeTo(row.etcAdj, 1),
        dp: expect.closeTo(row.dp, 1),
        dr: expect.closeTo(row.dr, 1),
      });
      depletion = step.depletionMm;
    }
  });

  it('keeps Ks at 1 within RAW and brings it to 0 at TAW (Eq 84)', () => {
    expect(waterStressCoefficient(50, 100, 0.5)).toBe(1);
    expect(waterStressCoefficient(75, 100, 0.5)).toBe(0.5);
    expect(waterStressCoefficient(100, 100, 0.5)).toBe(0);
  });

  it('ignores rain under 0.2 ET0 and sends what the root zone cannot hold below it', () => {
    const dry = stepBalance(20, { et0: 5, kc: 1, precipitation: 0.9, irrigation: 0, rootDepthM: 1, tableP: 0.5 }, { fieldCapacity: 0.25, wiltingPoint: 0.12 });
    expect(dry.effectiveRain).toBe(0);
    expect(dry.depletionMm).toBeCloseTo(25, 6);
    const storm = stepBalance(20, { et0: 5, kc: 1, precipitation: 80, irrigation: 0, rootDepthM: 1, tableP: 0.5 }, { fieldCapacity: 0.25, wiltingPoint: 0.12 });
    expect(storm.deepPercolation).toBeCloseTo(55, 6);
    expect(storm.depletionMm).toBe(0);
  });
});
