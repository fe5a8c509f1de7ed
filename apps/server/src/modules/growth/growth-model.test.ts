import { describe, expect, it } from 'vitest';
import { knowledge } from '../../knowledge';
import {
  addDays,
  adjustedDepletionFraction,
  analyseGrowth,
  chooseStageRow,
  climateZone,
  cropCoefficientOnDay,
  heightOnDay,
  moistureBand,
  stageOnDay,
} from './growth-model';

const crop = (name: string) => {
  const found = knowledge().resolver.resolve(name);
  if (!found) throw new Error(`no crop ${name}`);
  return found;
};

describe('catalogue rows against FAO-56', () => {
  it.each([
    {
      name: 'tomato',
      rows: [
        ['Arid Region, January', [30, 40, 40, 25]],
        ['Mediterranean, April/May', [30, 40, 45, 30]],
        ['Calif., USA, April/May', [35, 40, 50, 30]],
      ],
      kc: { initial: 0.6, mid: 1.15, end: 0.7 },
      maxHeightM: 0.6,
      rootDepthM: [0.7, 1.5],
      p: 0.4,
    },
    {
      name: 'maize',
      rows: [
        ['Nigeria (humid), June', [20, 35, 40, 30]],
        ['Spain (spring, summer); Calif., April', [30, 40, 50, 30]],
        ['Idaho, USA, April', [30, 40, 50, 50]],
      ],
      kc: { initial: 0.3, mid: 1.2, end: 0.6 },
      maxHeightM: 2,
      rootDepthM: [1.0, 1.7],
      p: 0.55,
    },
  ])('$name rows equal Table 11, Kc and height Table 12, root depth and p Table 22', ({ name, rows, ...tables }) => {
    const { stages, kc, maxHeightM, rootDepthM, p } = crop(name).fao56;
    expect(stages.map((row) => [row.region, row.lengths])).toEqual(rows);
    expect({ kc, maxHeightM, rootDepthM, p }).toEqual(tables);
  });
});

describe('model pieces', () => {
  it('splits latitude into zones at the tropics and 40°', () => {
    expect([0, 23.4, -23.5, 39.9, 40, -51.5].map(climateZone)).toEqual(['tropical', 'tropical', 'subtropical', 'subtropical', 'temperate', 'temperate']);
  });

  it('picks the row for the zone, else the first row', () => {
    expect(chooseStageRow(crop('tomato'), 'temperate')).toEqual({ row: crop('tomato').fao56.stages[2], fitsZone: true });
    expect(chooseStageRow(crop('tomato'), null)).toEqual({ row: crop('tomato').fao56.stages[0], fitsZone: false });
  });

  it('follows the FAO-56 Kc curve: flat, linear rise, flat, linear fall', () => {
    const kc = { initial: 0.6, mid: 1.15, end: 0.7 };
    const lengths: [number, number, number, number] = [30, 40, 40, 25];
    expect(cropCoefficientOnDay(kc, lengths, 0)).toBe(0.6);
    expect(cropCoefficientOnDay(kc, lengths, 30)).toBe(0.6);
    expect(cropCoefficientOnDay(kc, lengths, 50)).toBeCloseTo(0.875, 10);
    expect(cropCoefficientOnDay(kc, lengths, 90)).toBe(1.15);
    expect(cropCoefficientOnDay(kc, lengths, 135)).toBeCloseTo(0.7, 10);
  });

  it('names the stage of each day', () => {
    const lengths: [number, number, number, number] = [30, 40, 40, 25];
    expect([0, 29, 30, 69, 70, 109, 110, 135].map((day) => stageOnDay(lengths, day))).toEqual([
      'initial',
      'initial',
      'development',
      'development',
      'mid-season',
      'mid-season',
      'late-season',
      'late-season',
    ]);
  });

  it('adjusts p by 0.04 per mm/day of ETc below or above 5, within 0.1 and 0.8', () => {
    expect(adjustedDepletionFraction(0.4, 5)).toBe(0.4);
    expect(adjustedDepletionFraction(0.4, 4.6)).toBeCloseTo(0.416, 10);
    expect(adjustedDepletionFraction(0.2, 10)).toBe(0.1);
    expect(adjustedDepletionFraction(0.65, 0)).toBe(0.8);
  });

  it('puts the band between the loam threshold and field capacity', () => {
    const band = moistureBand(0.5);
    expect(band.min).toBeCloseTo(18.5, 10);
    expect(band.max).toBe(25);
    expect(band.target).toBeCloseTo(21.75, 10);
  });

  it('grows height along an S-curve to the maximum at the end of development', () => {
    const lengths: [number, number, number, number] = [30, 40, 40, 25];
    expect(heightOnDay(60, lengths, 0)).toBe(0);
    expect(heightOnDay(60, lengths, 35)).toBeCloseTo(30, 10);
    expect(heightOnDay(60, lengths, 70)).toBe(60);
    expect(heightOnDay(60, lengths, 120)).toBe(60);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2025-03-01', 135)).toBe('2025-07-14');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('analyseGrowth', () => {
  it('gives a tomato in Pune (18.5°N) the tropical row, weekly points and the adjusted band', () => {
    const result = analyseGrowth(crop('tomato'), '2025-03-01', 18.52);
    expect(result.harvestDate).toBe('2025-07-14');
    expect(result.growthData.map((point) => point.day)).toEqual([0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105, 112, 119, 126, 133, 135]);
    expect(result.growthData[0]).toEqual({ day: 0, moisture: 21.7, height: 0, stage: 'initial', moistureMin: 18.4, moistureMax: 25 });
    expect(result.growthData[10]).toEqual({ day: 70, moisture: 22.3, height: 60, stage: 'mid-season', moistureMin: 19.6, moistureMax: 25 });
    // The farmer's words in the message; the FAO-56 row and stages in the workings.
    expect(result.message).toBe(
      "Tomato takes 135 days from sowing to harvest, so expect harvest around 2025-07-14. In the middle of the season keep 19.6% to 25% of the soil's volume as water (aim for 22.3% on a loam soil).",
    );
    expect(result.workings).toBe(
      'Growth stages from FAO-56 Table 11, row "Arid Region, January" (chosen for your latitude 18.5°N (tropical zone)): initial 30 days, development 40, ' +
        'mid-season 40 and late season 25. The moisture to keep is the soil water the crop draws without stress (FAO-56 Table 22).',
    );
    expect(result.parameters).toMatchObject({ region: 'Arid Region, January', referenceEt0MmPerDay: 4, maxHeightCm: 60, depletionFraction: 0.4 });
  });

  it('gives another latitude, crop or date a different answer', () => {
    const temperate = analyseGrowth(crop('tomato'), '2025-03-01', 51.5);
    expect(temperate.parameters.region).toBe('Calif., USA, April/May');
    expect(temperate.harvestDate).toBe('2025-08-03');
    expect(temperate.growthData.at(-1)?.day).toBe(155);

    const maize = analyseGrowth(crop('corn'), '2025-06-10', -8);
    expect(maize.parameters.region).toBe('Nigeria (humid), June');
    expect(maize.harvestDate).toBe('2025-10-13');
    expect(Math.max(...maize.growthData.map((point) => point.height))).toBe(200);
    expect(maize.workings).toContain('latitude 8.0°S (tropical zone)');
  });

  it('says so when no farm location is set, and uses ET0 = 5 mm/day', () => {
    const result = analyseGrowth(crop('wheat'), '2025-11-01', null);
    expect(result.workings).toContain(`row "${crop('wheat').fao56.stages[0]!.region}" (no farm location is set, so the default row)`);
    expect(result.parameters.referenceEt0MmPerDay).toBe(5);
  });

  it('says when no row fits the zone', () => {
    expect(analyseGrowth(crop('citrus'), '2025-01-15', 10).workings).toContain('chosen for your latitude 10.0°N (tropical zone)');
    expect(analyseGrowth(crop('cucumber'), '2025-01-15', 10).workings).toContain('Arid Region, June/Aug');
  });
});
