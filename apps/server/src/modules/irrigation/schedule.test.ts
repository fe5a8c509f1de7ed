import { describe, expect, it } from 'vitest';
import type { Crop } from '../../knowledge';
import { addDays } from '../growth';
import { irrigationSchedule, type ScheduleInput } from './schedule';

/** A crop with round figures, so every number below can be checked by hand (FAO-56 Eqs 82-88 on a loam: 130 mm/m). */
const testCrop = {
  names: { en: 'Testcrop' },
  fao56: {
    stages: [{ region: 'test', zones: ['tropical', 'subtropical', 'temperate'], lengths: [20, 30, 40, 20] }],
    kc: { initial: 0.5, mid: 1.1, end: 0.7 },
    rootDepthM: [0.8, 1.2],
    p: 0.5,
  },
} as unknown as Crop;

const today = '2026-06-10';
const seedingDate = addDays(today, -5);

function input(overrides: Partial<ScheduleInput> = {}, rain: Record<string, number> = {}): ScheduleInput {
  return {
    crop: testCrop,
    seedingDate,
    latitude: 18.5,
    areaHectares: 2.5,
    soilTexture: 'loam',
    irrigationMethod: 'surface',
    weather: Array.from({ length: 21 }, (_, i) => {
      const date = addDays(seedingDate, i);
      return { date, et0: 5, precipitation: rain[date] ?? 0 };
    }),
    today,
    irrigations: new Map(),
    ...overrides,
  };
}

describe('irrigation schedule', () => {
  // Initial stage: ETc = 0.5 x 5 = 2.5 mm/day, so Dr(d) = 2.5 (d + 1); p = 0.5 + 0.04 (5 - 2.5) = 0.6; the root zone
  // grows from 0.2 m by 0.8/50 m a day, so RAW(d) = 0.6 x 130 x (0.2 + 0.016 d) = 15.6 + 1.248 d. Dr passes RAW on
  // day 11 (30 mm against 29.3 mm).
  it('plans the first day the depletion passes RAW, with the net depth over the efficiency in litres for the farm', () => {
    const schedule = irrigationSchedule(input());
    expect(schedule.nextIrrigation).toEqual({ date: addDays(seedingDate, 11), depthMm: 50, litres: 1_250_000 });
    expect(schedule).toMatchObject({ stage: 'initial', rootDepthM: 0.28, tawMm: 36.4, rawMm: 21.8, depletionMm: 15, ks: 1, dailyNeedMm: 2.5 });
    expect(schedule.message).toBe(
      'Testcrop, initial stage: the root zone (0.28 m) of your loam soil holds 36.4 mm of available water, and the crop draws it freely until 21.8 mm are used; 15 mm are used today. ' +
        `Irrigate on ${addDays(seedingDate, 11)} with 50 mm (1,250,000 litres on your 2.5 ha): 30 mm to refill the root zone at the 60 % efficiency of surface irrigation.`,
    );
    expect(schedule.days).toHaveLength(21);
    expect(schedule.days[5]).toEqual({ date: today, et0: 5, kc: 0.5, etc: 2.5, precipitation: 0, irrigation: 0, depletionMm: 15, forecast: true });
  });

  it('uses the method efficiency: drip needs 30 / 0.9 = 33.3 mm', () => {
    expect(irrigationSchedule(input({ irrigationMethod: 'drip' })).nextIrrigation).toEqual({ date: addDays(seedingDate, 11), depthMm: 33.3, litres: 832_500 });
  });

  it('postpones the irrigation when forecast rain refills the root zone, and says so', () => {
    const rainDay = addDays(seedingDate, 9);
    const schedule = irrigationSchedule(input({}, { [rainDay]: 20 }));
    expect(schedule.nextIrrigation).toBeNull();
    expect(schedule.message).toContain(`No irrigation is needed before ${addDays(seedingDate, 20)}, the end of the forecast.`);
    expect(schedule.message).toContain(
      `Forecast rain (20 mm on ${rainDay}) refills the root zone, so irrigation is postponed from ${addDays(seedingDate, 11)} beyond the forecast.`,
    );
  });

  it('counts logged irrigations: 10 mm on day 3 refills the root zone and moves the date to day 19', () => {
    const schedule = irrigationSchedule(input({ irrigations: new Map([[addDays(seedingDate, 3), 10]]) }));
    expect(schedule.nextIrrigation).toEqual({ date: addDays(seedingDate, 19), depthMm: 66.7, litres: 1_667_500 });
    expect(schedule.depletionMm).toBe(5);
  });

  it('starts at field capacity on the first day of the record when the crop was sown before it', () => {
    const schedule = irrigationSchedule(input({ seedingDate: addDays(seedingDate, -30) }));
    expect(schedule.message).toContain(`The balance starts at field capacity on ${seedingDate}, the first day of the weather record.`);
  });

  it('needs no irrigation before sowing', () => {
    const schedule = irrigationSchedule(input({ seedingDate: addDays(today, 40) }));
    expect(schedule).toMatchObject({ stage: 'not sown', nextIrrigation: null, dailyNeedMm: 0 });
    expect(schedule.message).toBe(`Testcrop is not sown yet (seeding on ${addDays(today, 40)}), so it needs no irrigation.`);
  });
});
