import { describe, expect, it } from 'vitest';
import { farmRegion, knowledge, practiceFact, type Crop } from '../../knowledge';
import { addDays } from '../growth';
import { irrigationSchedule, simulateSeason, type ScheduleInput, type WeatherInput } from './schedule';

/** A crop with round figures: Table 17-style Kcb 0.15 / 1.10 / 0.70 over 20 + 30 + 40 + 20 days, roots 0.8-1.2 m. */
const testCrop = {
  names: { en: 'Testcrop', hi: 'परखफ़सल' },
  fao56: {
    stages: [{ region: 'test', zones: ['tropical', 'subtropical', 'temperate'], lengths: [20, 30, 40, 20] }],
    kc: { initial: 0.5, mid: 1.15, end: 0.75 },
    kcb: { initial: 0.15, mid: 1.1, end: 0.7 },
    maxHeightM: 1,
    rootDepthM: [0.8, 1.2],
    p: 0.5,
  },
} as unknown as Crop;

const today = '2026-06-10';
const seedingDate = addDays(today, -5);

/** Dry, standard-climate weather (RHmin 45 %, u2 2 m/s: Eqs 70 and 72 add nothing) with rain on given days. */
function weather(from: string, length: number, et0: number, rain: Record<string, [number, number | null]> = {}): WeatherInput[] {
  return Array.from({ length }, (_, i) => {
    const date = addDays(from, i);
    const [precipitation, precipitationProbability] = rain[date] ?? [0, null];
    return { date, et0, precipitation, precipitationProbability, rhMin: 45, windSpeedMax: 2 / 0.748 };
  });
}

function input(overrides: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    crop: testCrop,
    seedingDate,
    latitude: 18.5,
    areaHectares: 2.5,
    soilTexture: 'loam',
    irrigationMethod: 'surface',
    weather: weather(seedingDate, 40, 5),
    today,
    irrigations: new Map(),
    ...overrides,
  };
}

describe('irrigation schedule', () => {
  it('keeps the roots at 0.20 m through the initial stage, then deepens them with Kcb to the maximum', () => {
    const days = simulateSeason(input({ weather: weather(seedingDate, 111, 5) }), { withForecastRain: true });
    const rootOn = (day: number) => days.find((d) => d.dayOfSeason === day)!.rootDepthM;
    expect([0, 10, 20].map(rootOn)).toEqual([0.2, 0.2, 0.2]);
    // Day 35 is half way through development: Kcb 0.625, half way from 0.15 to 1.10, so the root is 0.2 + 0.8 / 2.
    expect(rootOn(35)).toBeCloseTo(0.6, 6);
    expect([50, 90, 110].map(rootOn)).toEqual([1, 1, 1]);
  });

  // From a dry surface (De = TEW) only transpiration draws: 0.15 x 5 = 0.75 mm a day, 4.5 mm over the six days to
  // today; TAW at 0.2 m of loam is 1000 x 0.13 x 0.2 = 26 mm and p = 0.5 + 0.04 (5 - 0.75) = 0.67, RAW 17.4 mm.
  it('counts transpiration only from a dry seedbed, and plans the first day the depletion passes RAW', () => {
    const schedule = irrigationSchedule(input());
    expect(schedule).toMatchObject({ stage: 'initial', rootDepthM: 0.2, tawMm: 26, rawMm: 17.4, depletionMm: 4.5, ks: 1 });
    expect(schedule.days[0]).toMatchObject({ date: addDays(today, -5), kc: 0.15, etc: 0.75, evaporation: 0, depletionMm: 0.8 });
    expect(schedule.nextIrrigation).not.toBeNull();
  });

  it('credits a logged irrigation times the method efficiency: a 40 mm surface log credits 24 mm', () => {
    const logged = addDays(today, -2);
    const days = simulateSeason(input({ irrigations: new Map([[logged, 40]]) }), { withForecastRain: true });
    const day = days.find((d) => d.date === logged)!;
    expect(day).toMatchObject({ irrigationGross: 40, irrigationNet: 24 });
  });

  it('gives the next irrigation gross over the efficiency, in litres on the sown area and in pump-hours', () => {
    const schedule = irrigationSchedule(input({ irrigationMethod: 'drip', pumpLitresPerSecond: 5, weather: weather(seedingDate, 60, 5) }));
    const next = schedule.nextIrrigation!;
    expect(next.depthMm).toBe(Math.round((next.netMm / 0.9) * 10) / 10);
    expect(next.litres).toBe(Math.round(next.depthMm * 2.5 * 10_000));
    expect(next.pumpHours).toBe(Math.round((next.litres / 5 / 3600) * 10) / 10);
    expect(schedule.message).toContain(`${next.pumpHours} hours of your pump`);
  });

  it('counts forecast rain of the first five days times its chance and none after, and says which', () => {
    const rain = { [addDays(today, 1)]: [20, 50], [addDays(today, 7)]: [30, 90] } as Record<string, [number, number | null]>;
    const schedule = irrigationSchedule(input({ weather: weather(seedingDate, 40, 5, rain) }));
    const counted = Object.fromEntries(schedule.days.map((day) => [day.date, day.rainCounted]));
    expect(counted[addDays(today, 1)]).toBe(10);
    expect(counted[addDays(today, 7)]).toBe(0);
    expect(schedule.message).toContain(`Forecast rain counted: 10 of 20 mm on ${addDays(today, 1)} (weighted by its chance).`);
    expect(schedule.message).toContain(`Not counted: 30 mm on ${addDays(today, 7)} (too uncertain, or beyond the first 5 days).`);
  });

  it('needs no irrigation before sowing', () => {
    const schedule = irrigationSchedule(input({ seedingDate: addDays(today, 40) }));
    expect(schedule).toMatchObject({ stage: 'not sown', nextIrrigation: null, dailyNeedMm: 0 });
    expect(schedule.message).toBe(`Testcrop is not sown yet (seeding on ${addDays(today, 40)}), so it needs no irrigation.`);
  });

  it('words the schedule in Hindi for a Hindi screen: the crop, stage, soil, method, dates as DD/MM/YYYY and litres in lakhs', () => {
    const inHindi = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    const rain = { [addDays(today, 1)]: [20, 50], [addDays(today, 7)]: [30, 90] } as Record<string, [number, number | null]>;
    const schedule = irrigationSchedule(input({ weather: weather(seedingDate, 40, 5, rain), pumpLitresPerSecond: 5, language: 'hi' }));
    const next = schedule.nextIrrigation!;
    expect(schedule.message).toContain(
      'परखफ़सल, शुरुआती अवस्था: आपकी दोमट मिट्टी में जड़ों की गहराई (0.2 m) तक 26 mm पानी फ़सल के काम आ सकता है, और 17.4 mm खर्च होने तक फ़सल इसे आसानी से लेती है;',
    );
    expect(schedule.message).toContain(
      `${inHindi(next.date)} को ${next.depthMm} mm पानी दें (आपके 2.5 ha पर ${next.litres.toLocaleString('en-IN')} लीटर, आपके पंप के ${next.pumpHours} घंटे): ` +
        `जड़ों के पास की मिट्टी दोबारा भरने के लिए ${next.netMm} mm चाहिए, और खुली (सतही) सिंचाई में दिए गए पानी का 60 % ही काम आता है।`,
    );
    expect(schedule.message).toContain(`पूर्वानुमान की जो बारिश गिनी गई: ${inHindi(addDays(today, 1))} को 20 mm में से 10 mm (बारिश की संभावना के हिसाब से)।`);
    expect(schedule.message).toContain(`नहीं गिनी गई: ${inHindi(addDays(today, 7))} को 30 mm (बहुत अनिश्चित, या पहले 5 दिनों के बाद की)।`);
    expect(schedule.message).not.toMatch(/[A-Za-z]{3,}/);
    expect(irrigationSchedule(input({ seedingDate: addDays(today, 40), language: 'hi' })).message).toBe(
      `परखफ़सल अभी बोई नहीं गई है (बुवाई ${inHindi(addDays(today, 40))} को), इसलिए सिंचाई की ज़रूरत नहीं है।`,
    );
  });
});

/** A catalogue crop at Ludhiana (30.9° N) on loam under surface irrigation, from `sown` under steady weather. */
function ludhianaInput(name: string, sown: string, et0: number, climate: { rhMin: number; windSpeedMax: number }) {
  const { catalogue, resolver } = knowledge();
  const crop = resolver.resolve(name)!;
  const punjab = practiceFact(crop, 'irrigation', farmRegion([30.9, 75.85]), catalogue);
  const weather = Array.from({ length: 60 }, (_, i) => ({ date: addDays(sown, i), et0, precipitation: 0, precipitationProbability: 0, ...climate }));
  const base: ScheduleInput = {
    crop,
    seedingDate: sown,
    latitude: 30.9,
    areaHectares: 1,
    soilTexture: 'loam',
    irrigationMethod: 'surface',
    weather,
    today: sown,
    irrigations: new Map(),
  };
  return { punjab, base };
}

describe('wheat sown on 15 November at Ludhiana (30.9° N), dry weather', () => {
  const sown = '2026-11-15';
  // A dry Punjab winter: ET0 2 mm, RHmin 40 %, 3 m/s of wind at 10 m, no rain.
  const { punjab, base: plain } = ludhianaInput('wheat', sown, 2, { rhMin: 40, windSpeedMax: 3 });
  const base: ScheduleInput = { ...plain, criticalStageDays: punjab?.value.criticalStageDays };

  it("is first irrigated at crown-root initiation, PAU's day 21 (18-25 days after sowing)", () => {
    expect(punjab?.value.criticalStageDays).toEqual([{ stage: 'crown-root initiation', daysAfterSowing: 21 }]);
    const next = irrigationSchedule(base).nextIrrigation!;
    expect(next.date).toBe(addDays(sown, 21));
    expect(irrigationSchedule(base).message).toContain(
      `Irrigate on ${addDays(sown, 21)} with 11.1 mm (111,000 litres on your 1 ha): 6.7 mm to refill the root zone at the 60 % efficiency of surface irrigation. ` +
        'Day 21 after sowing is crown-root initiation, a critical stage for water: irrigate even though the crop is not yet short of water.',
    );
  });
});

describe('paddy on a loam (ponded-water balance)', () => {
  const transplanted = '2026-06-20';
  // ET0 5 mm, no rain: ETc 1.05 x 5 = 5.25 mm and 6 mm of percolation a day from the puddled loam.
  const { punjab, base: plain } = ludhianaInput('rice', transplanted, 5, { rhMin: 45, windSpeedMax: 2.67 });
  const base: ScheduleInput = { ...plain, paddyRule: punjab?.value.paddy };
  const irrigationDays = (input: ScheduleInput) =>
    simulateSeason(input, { withForecastRain: true, autoIrrigateFrom: transplanted })
      .filter((day) => day.irrigationNet > 0)
      .map((day) => day.dayOfSeason);

  it("keeps water standing for PAU's first 14 days, then irrigates two days after it has soaked in", () => {
    expect(punjab?.value.paddy).toEqual({ keepPondedDays: 14, daysAfterSoakIn: 2 });
    // 50 mm lasts 50 / 11.25 = 4.4 days: gone at the end of day 4, flooded again the next morning while the field
    // is kept ponded (days 5 and 10). The water of day 10 has soaked in on day 14: days 15 and 16 stay dry, and the
    // field is flooded after day 16, two days after. From then on: four days standing, two dry, a week's cycle.
    const days = irrigationDays(base);
    expect(days.slice(0, 3)).toEqual([5, 10, 17]);
    const cycles = days.slice(3).map((day, i) => day - days[2 + i]!);
    expect(new Set(cycles)).toEqual(new Set([7]));
  });

  it('says how much water stands, and the rule, in the schedule', () => {
    const schedule = irrigationSchedule({ ...base, today: addDays(transplanted, 2) });
    expect(schedule.message).toContain('Rice, initial stage: 16.3 mm of water stands in the field today.');
    expect(schedule.message).toContain(
      'Keep water standing for the first 14 days after transplanting; after that, irrigate 2 days after the ponded water has soaked in.',
    );
    expect(schedule.nextIrrigation).toMatchObject({ date: addDays(transplanted, 4) });
  });

  it('with alternate wetting and drying waits until the soil has lost RAW, so the cycles are longer', () => {
    const days = irrigationDays({ ...base, alternateWettingDrying: true });
    const later = days.filter((day) => day > 14);
    expect(later[1]! - later[0]!).toBeGreaterThan(7);
  });
});
