import { describe, expect, it } from 'vitest';
import {
  canopyCover,
  climateAdjustedKcb,
  curveNumberRunoff,
  depletionAt,
  maximumCropCoefficient,
  stepBalance,
  totalAvailableWater,
  totalEvaporableWater,
  waterStressCoefficient,
  windAt2m,
  type BalanceState,
  type DayInput,
} from './water-balance';

/**
 * USDA-ARS pyfao56 test case test01 ("2013 Cotton Dry", tests/test01/cotton2013.par and cottondry2013.out,
 * https://github.com/kthorp/pyfao56): θFC 0.225, θWP 0.100, θ0 0.100, Zr 0.6 m, p(table) 0.65, no rain.
 * Each row: ET0, the day's Kc (Kc2 in the output, all transpiration here), irrigation, and the published p, RAW,
 * Ks, ETcadj, DP and Dr. With Kc max set to Kcb, Ke is 0 (Eq 71) and Eq 80 is Ks Kcb ET0.
 */
const soil = { fieldCapacity: 0.225, wiltingPoint: 0.1 };
const noEvaporationLayer = { tewMm: 20, rewMm: 8 };
const published = [
  { date: '2013-04-25', et0: 7.4, kc: 0.15, irrigation: 33, p: 0.8, raw: 60.0, ks: 0, etcAdj: 0, dp: 0, dr: 42.0 },
  { date: '2013-04-26', et0: 5.79, kc: 0.76, irrigation: 0, p: 0.674, raw: 50.55, ks: 1, etcAdj: 4.4, dp: 0, dr: 46.4 },
  { date: '2013-04-27', et0: 6.64, kc: 0.762, irrigation: 0, p: 0.648, raw: 48.58, ks: 1, etcAdj: 5.057, dp: 0, dr: 51.457 },
  { date: '2013-04-28', et0: 6.63, kc: 0.619, irrigation: 0, p: 0.686, raw: 51.439, ks: 0.999, etcAdj: 4.103, dp: 0, dr: 55.56 },
  { date: '2013-04-29', et0: 8.13, kc: 0.15, irrigation: 0, p: 0.8, raw: 60.0, ks: 1, etcAdj: 1.22, dp: 0, dr: 56.779 },
  { date: '2013-04-30', et0: 9.54, kc: 0.15, irrigation: 108, p: 0.793, raw: 59.457, ks: 1, etcAdj: 1.431, dp: 49.79, dr: 0 },
  { date: '2013-05-01', et0: 7.85, kc: 0.766, irrigation: 0, p: 0.61, raw: 45.714, ks: 1, etcAdj: 6.012, dp: 0, dr: 6.012 },
];

/** A bare soil (Kcb 0, no canopy) wetted all over: only the surface layer's evaporation draws water. */
const bareDay = (overrides: Partial<DayInput> = {}): DayInput => ({
  et0: 4.5,
  kcb: 0,
  kcMax: 1.2,
  canopyCover: 0,
  netRain: 0,
  irrigation: 0,
  wettedFraction: 1,
  rootDepthM: 0.2,
  tableP: 0.5,
  ...overrides,
});

describe('FAO-56 root-zone water balance (Chapter 8)', () => {
  it('gives TAW from Table 19 water contents and the root depth (Eq 82) and the starting depletion from θ0 (Eq 87)', () => {
    expect(totalAvailableWater(soil, 0.6)).toBeCloseTo(75, 6);
    expect(depletionAt(soil, 0.6, 0.1)).toBeCloseTo(75, 6);
  });

  it('reproduces pyfao56 test01 day by day: p, RAW, Ks, ETc adj, deep percolation and depletion', () => {
    // Days 113-114 leave the dry start (θ0 = θWP, Dr = TAW = 75 mm) unchanged: Ks = 0.
    let state: BalanceState = { dr: depletionAt(soil, 0.6, 0.1), de: noEvaporationLayer.tewMm };
    for (const row of published) {
      const day: DayInput = { ...bareDay({ et0: row.et0, kcb: row.kc, kcMax: row.kc, irrigation: row.irrigation, rootDepthM: 0.6, tableP: 0.65 }) };
      const step = stepBalance(state, day, soil, noEvaporationLayer);
      expect({ date: row.date, p: step.p, raw: step.rawMm, ks: step.ks, etcAdj: step.etcAdjusted, dp: step.deepPercolation, dr: step.dr }).toEqual({
        date: row.date,
        p: expect.closeTo(row.p, 2),
        raw: expect.closeTo(row.raw, 0),
        ks: expect.closeTo(row.ks, 2),
        etcAdj: expect.closeTo(row.etcAdj, 1),
        dp: expect.closeTo(row.dp, 1),
        dr: expect.closeTo(row.dr, 1),
      });
      state = step;
    }
  });

  it('keeps Ks at 1 within RAW and brings it to 0 at TAW (Eq 84)', () => {
    expect(waterStressCoefficient(50, 100, 0.5)).toBe(1);
    expect(waterStressCoefficient(75, 100, 0.5)).toBe(0.5);
    expect(waterStressCoefficient(100, 100, 0.5)).toBe(0);
  });

  it('sends what the root zone cannot hold below it (Eq 88)', () => {
    const storm = stepBalance({ dr: 20, de: 0 }, bareDay({ netRain: 80, rootDepthM: 1 }), { fieldCapacity: 0.25, wiltingPoint: 0.12 }, { tewMm: 19, rewMm: 9 });
    expect(storm.deepPercolation).toBeCloseTo(80 - 20 - 5.4, 6);
    expect(storm.dr).toBe(0);
  });
});

describe('FAO-56 dual crop coefficient (Chapter 7)', () => {
  it('brings 10 m wind to 2 m (Eq 47, Example 14: 3.2 m/s at 10 m is 2.4 m/s)', () => {
    expect(windAt2m(3.2, 10)).toBeCloseTo(2.39, 2);
  });

  it('gives TEW from the surface layer (Eq 73): θFC 0.23, θWP 0.10, Ze 0.10 m hold 18 mm', () => {
    expect(totalEvaporableWater({ fieldCapacity: 0.23, wiltingPoint: 0.1 }, 0.1)).toBeCloseTo(18, 6);
  });

  // (0.04 (3 - 2) - 0.004 (30 - 45)) (0.6 / 3)^0.3 = 0.10 x 0.6170 = 0.0617.
  it('adjusts mid and late Kcb above 0.45 for wind and dry air (Eq 70), and raises Kc max with them (Eq 72)', () => {
    expect(climateAdjustedKcb(1.1, 3, 30, 0.6)).toBeCloseTo(1.1617, 4);
    expect(climateAdjustedKcb(0.3, 3, 30, 0.6)).toBe(0.3);
    expect(maximumCropCoefficient(1.1, 3, 30, 0.6)).toBeCloseTo(1.2617, 4);
    expect(maximumCropCoefficient(1.25, 2, 45, 0.6)).toBe(1.3);
    // Humidity and wind are held to FAO-56's bounds: RHmin 20-80 %, u2 1-6 m/s.
    expect(climateAdjustedKcb(1.1, 9, 5, 3)).toBeCloseTo(1.1 + 0.04 * 4 - 0.004 * (20 - 45), 6);
  });

  it('grows the canopy cover with Kcb (Eq 76)', () => {
    expect(canopyCover(0.15, 0.15, 1.2, 0.05)).toBe(0);
    // ((0.675 - 0.15) / (1.2 - 0.15))^(1 + 0.5) = 0.5^1.5
    expect(canopyCover(0.675, 0.15, 1.2, 1)).toBeCloseTo(0.5 ** 1.5, 6);
    expect(canopyCover(1.3, 0.15, 1.2, 1)).toBe(0.99);
  });

  // TEW 18 mm, REW 8 mm, ET0 4.5 mm, Kc max 1.2. Stage 1 (De ≤ REW): E = 1.2 x 4.5 = 5.4 mm a day. Stage 2:
  // Kr = (18 - De) / (18 - 8): day 3 Kr 0.72, E 3.888; day 4 Kr 0.3312, E 1.788 (Eqs 71, 74, 77).
  it('dries a wetted bare soil in two stages, the root zone losing what the surface layer loses', () => {
    const layer = { tewMm: 18, rewMm: 8 };
    const loam = { fieldCapacity: 0.25, wiltingPoint: 0.12 };
    let state: BalanceState = { dr: 0, de: 0 };
    const evaporation: number[] = [];
    for (let day = 0; day < 4; day++) {
      const step = stepBalance(state, bareDay(), loam, layer);
      evaporation.push(step.evaporation);
      state = step;
    }
    expect(evaporation.map((value) => Math.round(value * 1000) / 1000)).toEqual([5.4, 5.4, 3.888, 1.788]);
    expect(state.de).toBeCloseTo(16.476, 3);
    expect(state.dr).toBeCloseTo(16.476, 3);
  });

  it('limits evaporation to the wetted, exposed fraction (Eq 75) and spreads drip water over it (Eq 77)', () => {
    const layer = { tewMm: 18, rewMm: 8 };
    const loam = { fieldCapacity: 0.25, wiltingPoint: 0.12 };
    // Drip wets 0.3 of the surface: Ke = min(1 x 1.2, 0.3 x 1.2) = 0.36; 6 mm of drip water is 20 mm on that third.
    const drip = stepBalance({ dr: 30, de: 18 }, bareDay({ irrigation: 6, wettedFraction: 0.3 }), loam, layer);
    expect(drip.ke).toBeCloseTo(0, 6); // Kr from yesterday's dry surface
    expect(drip.de).toBe(0);
    const next = stepBalance(drip, bareDay({ wettedFraction: 0.3 }), loam, layer);
    expect(next.ke).toBeCloseTo(0.36, 6);
    expect(next.de).toBeCloseTo((0.36 * 4.5) / 0.3, 6);
  });

  // CN II 78 (group B row crops). Wet surface: CN III = 78 / (0.427 + 0.00573 x 78) = 89.25, S = 250 (100 / CN - 1)
  // = 30.11 mm; 50 mm of rain runs off (50 - 6.02)^2 / (50 + 24.09) = 26.1 mm. Dry surface: CN I = 78 / (2.281 -
  // 0.01281 x 78) = 60.9, S = 160.5 mm: (50 - 32.1)^2 / (50 + 128.4) = 1.8 mm. 5 mm is under 0.2 S either way.
  it('runs off rain by the curve number, more from a wet surface than a dry one (ASCE Manual 70)', () => {
    expect(curveNumberRunoff(50, 78, 0, 19, 9)).toBeCloseTo(26.1, 1);
    expect(curveNumberRunoff(50, 78, 19, 19, 9)).toBeCloseTo(1.8, 1);
    expect(curveNumberRunoff(5, 78, 0, 19, 9)).toBe(0);
  });
});
