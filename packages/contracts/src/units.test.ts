import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from './format';
import { ACRE, HECTARE, formatLandArea, formatYield, fromHectares, parseLandArea, toHectares, yieldInUnit } from './units';
import type { LandUnit } from './schemas/units';

/** Rajasthan's pucca bigha (165 ft square) as the land-unit file gives it. */
const RAJASTHAN_BIGHA: LandUnit = { id: 'bigha', squareMetres: 2529.285264 };
const PUNJAB_KANAL: LandUnit = { id: 'kanal', squareMetres: 505.8570528 };
const rajasthan = [ACRE, HECTARE, RAJASTHAN_BIGHA];

describe('land units', () => {
  it('converts acres and bigha to hectares and back', () => {
    expect(toHectares(2, ACRE)).toBeCloseTo(0.80937128448, 10);
    expect(toHectares(5, RAJASTHAN_BIGHA)).toBeCloseTo(1.26464, 5);
    expect(fromHectares(toHectares(8, PUNJAB_KANAL), ACRE)).toBeCloseTo(1, 6);
    expect(fromHectares(1, HECTARE)).toBe(1);
  });

  it.each([
    ['2 acres', 2, 'acre'],
    ['2.5 acre', 2.5, 'acre'],
    ['5 bigha', 5, 'bigha'],
    ['5 बीघा', 5, 'bigha'],
    ['५ बीघा', 5, 'bigha'],
    ['3 Hectares', 3, 'hectare'],
    ['1.5 ha', 1.5, 'hectare'],
    ['2 एकड़', 2, 'acre'],
    ['  7  ', 7, 'bigha'],
  ])('reads "%s" as %d %s', (text, amount, unit) => {
    const parsed = parseLandArea(text, rajasthan, RAJASTHAN_BIGHA);
    expect(parsed).toMatchObject({ ok: true, amount, unit: { id: unit } });
  });

  it('stores "5 bigha" in Rajasthan as 1.2646 ha', () => {
    const parsed = parseLandArea('5 bigha', rajasthan, HECTARE);
    expect(parsed.ok && Number(parsed.hectares.toFixed(4))).toBe(1.2646);
  });

  it('refuses a word that is no unit, a missing number and a unit not measured in the state', () => {
    expect(parseLandArea('2 furlongs', rajasthan, ACRE)).toEqual({ ok: false, problem: 'unknown-unit' });
    expect(parseLandArea('bigha', rajasthan, ACRE)).toEqual({ ok: false, problem: 'number' });
    expect(parseLandArea('', rajasthan, ACRE)).toEqual({ ok: false, problem: 'number' });
    expect(parseLandArea('8 kanal', rajasthan, ACRE)).toEqual({ ok: false, problem: 'unit-elsewhere', unitId: 'kanal' });
  });

  it('says an area back in the farmer unit, round-tripping what was typed', () => {
    const twoAcres = parseLandArea('2 acres', rajasthan, HECTARE);
    const fiveBigha = parseLandArea('5 bigha', rajasthan, HECTARE);
    if (!twoAcres.ok || !fiveBigha.ok) throw new Error('parse failed');
    expect(formatLandArea(twoAcres.hectares, ACRE, 'en')).toBe('2 acres');
    expect(formatLandArea(twoAcres.hectares, ACRE, 'hi')).toBe('2 एकड़');
    expect(formatLandArea(fiveBigha.hectares, RAJASTHAN_BIGHA, 'en')).toBe('5 bigha');
    expect(formatLandArea(fiveBigha.hectares, RAJASTHAN_BIGHA, 'hi')).toBe('5 बीघा');
    expect(formatLandArea(toHectares(1, ACRE), ACRE, 'en')).toBe('1 acre');
    expect(formatLandArea(0.5, HECTARE, 'en')).toBe('0.5 hectares');
    expect(formatLandArea(123456, HECTARE, 'en')).toBe('1,23,456 hectares');
  });
});

describe('yields', () => {
  it('turns tonnes per hectare into quintals per hectare and per acre', () => {
    expect(yieldInUnit(5, 'quintal-per-hectare')).toBe(50);
    expect(yieldInUnit(5, 'quintal-per-acre')).toBeCloseTo(20.2343, 4);
    expect(formatYield(5, 'quintal-per-acre', 'en')).toBe('20.2 quintals per acre');
    expect(formatYield(4.5, 'quintal-per-hectare', 'hi')).toBe('45 क्विंटल प्रति हेक्टेयर');
  });
});

describe('dates and numbers', () => {
  it('writes dates DD/MM/YYYY', () => {
    expect(formatDate('2026-11-30')).toBe('30/11/2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatDateTime(new Date(2026, 10, 27, 9, 5))).toBe('27/11/2026 09:05');
  });

  it('groups digits the Indian way', () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(12345678.9, { maximumFractionDigits: 1 })).toBe('1,23,45,678.9');
    expect(formatNumber(999)).toBe('999');
  });
});
