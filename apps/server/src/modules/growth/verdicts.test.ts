import { describe, expect, it } from 'vitest';
import { farmRegion, knowledge } from '../../knowledge';
import { analyseGrowth, idealOnDay } from './growth-model';
import { yieldTPerHa } from './harvest';
import { cropProgress, readingVerdict } from './verdicts';

const tomato = analyseGrowth(knowledge().resolver.resolve('tomato')!, '2025-03-01', 18.52);
/** The same analysis as if a regional source's growth curve stood behind it: only then are heights rated. */
const rated = { ...tomato.parameters, regionalCurve: true };

describe('idealOnDay', () => {
  it('gives the saved curve back on every sampled day', () => {
    for (const point of tomato.growthData) {
      expect(idealOnDay(tomato.parameters, point.day)).toEqual({ moistureMin: point.moistureMin, moistureMax: point.moistureMax, heightCm: point.height });
    }
  });

  it('holds the last day past the end of the season', () => {
    expect(idealOnDay(tomato.parameters, 400)).toEqual({ moistureMin: 18.7, moistureMax: 25, heightCm: 60 });
  });
});

describe('readingVerdict', () => {
  it('records a height without rating it when no regional curve stands behind the ideal: Punjab wheat sown 15 November', () => {
    const wheat = analyseGrowth(knowledge().resolver.resolve('wheat')!, '2026-11-15', 30.9, 'en', farmRegion([30.9, 75.85]));
    expect(wheat.harvestDate).toBe('2027-04-01');
    expect(wheat.message).toContain('Wheat in Punjab: the season follows the DES crop calendar for Punjab: sowing Oct(B)-Nov(E), harvest Apr(B)-May(E)');
    expect(readingVerdict(wheat.parameters, { day: 20, moisture: 22, height: 12 }).height).toEqual({
      status: 'not rated',
      idealCm: 40.3,
      differenceCm: -28.3,
      text: 'Height 12 cm on day 20 is recorded. There is no regional growth curve for wheat in Punjab, so it is not rated behind or ahead.',
    });
    expect(readingVerdict(wheat.parameters, { day: 20, moisture: 22, height: 12 }, 'hi').height.text).toBe(
      'दिन 20 की ऊँचाई 12 सेमी दर्ज हो गई है। पंजाब में गेहूं की बढ़वार का कोई क्षेत्रीय वक्र नहीं है, इसलिए इसे पीछे या आगे नहीं आँका गया।',
    );
  });

  it('says irrigate below the band and how far behind the height is', () => {
    expect(readingVerdict(rated, { day: 70, moisture: 15, height: 40 })).toEqual({
      moisture: { status: 'below', action: 'irrigate', idealMin: 19.6, idealMax: 25, text: 'Moisture 15% is below the ideal 19.6-25% for day 70: irrigate.' },
      height: { status: 'behind', idealCm: 60, differenceCm: -20, text: 'Height 40 cm is 20 cm behind the ideal 60 cm for day 70.' },
    });
  });

  it('says wait within the band, and on track within 15% of the ideal height', () => {
    expect(readingVerdict(rated, { day: 70, moisture: 25, height: 51 })).toEqual({
      moisture: {
        status: 'within',
        action: 'wait',
        idealMin: 19.6,
        idealMax: 25,
        text: 'Moisture 25% is within the ideal 19.6-25% for day 70: wait, no irrigation is needed yet.',
      },
      height: { status: 'on track', idealCm: 60, differenceCm: -9, text: 'Height 51 cm is on track (the ideal 60 cm for day 70).' },
    });
  });

  it('says check drainage above the band and how far ahead the height is', () => {
    expect(readingVerdict(rated, { day: 14, moisture: 27, height: 12 })).toEqual({
      moisture: {
        status: 'above',
        action: 'check drainage',
        idealMin: 18.4,
        idealMax: 25,
        text: 'Moisture 27% is above the ideal 18.4-25% for day 14: check drainage.',
      },
      height: { status: 'ahead', idealCm: 6.2, differenceCm: 5.8, text: 'Height 12 cm is 5.8 cm ahead of the ideal 6.2 cm for day 14.' },
    });
  });

  it('allows 2 cm either way for seedlings', () => {
    expect(readingVerdict(rated, { day: 0, moisture: 20, height: 2 }).height.status).toBe('on track');
    expect(readingVerdict(rated, { day: 0, moisture: 20, height: 2.1 }).height.status).toBe('ahead');
  });
});

describe('cropProgress', () => {
  const crop = { seedingDate: '2025-03-01', harvestDate: '2025-07-14', harvestedOn: null, stageLengths: tomato.parameters.stageLengths };

  it.each([
    ['2025-02-20', { status: 'not sown yet', daysToHarvest: 144 }],
    ['2025-03-01', { status: 'initial', daysToHarvest: 135 }],
    ['2025-04-10', { status: 'development', daysToHarvest: 95 }],
    ['2025-05-10', { status: 'mid-season', daysToHarvest: 65 }],
    ['2025-06-20', { status: 'late-season', daysToHarvest: 24 }],
    ['2025-07-14', { status: 'due for harvest', daysToHarvest: 0 }],
    ['2026-01-01', { status: 'due for harvest', daysToHarvest: 0 }],
  ])('on %s', (today, expected) => {
    expect(cropProgress(crop, today)).toEqual(expected);
  });

  it('is harvested once a harvest is saved', () => {
    expect(cropProgress({ ...crop, harvestedOn: '2025-07-01' }, '2025-05-10')).toEqual({ status: 'harvested', daysToHarvest: null });
  });
});

describe('yieldTPerHa', () => {
  it('turns kg and ha into t/ha to two decimals', () => {
    expect(yieldTPerHa(3000, 0.5)).toBe(6);
    expect(yieldTPerHa(1000, 3)).toBe(0.33);
  });
});
