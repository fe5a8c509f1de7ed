import { describe, expect, it } from 'vitest';
import type { Forecast } from './open-meteo';
import { forecastWeek, weatherAnswer } from './week';

const day = (date: string, tmax: number | null, precipitation: number, precipitationProbability: number | null) => ({
  date,
  tmax,
  tmin: 12.4,
  precipitation,
  precipitationProbability,
  et0: 3,
  rhMin: 40,
  windSpeedMax: 3,
});

const forecast: Forecast = {
  latitude: 30.9,
  longitude: 75.85,
  today: '2026-11-28',
  days: [
    day('2026-11-27', 22, 5, null),
    day('2026-11-28', 24.6, 0, 5),
    day('2026-11-29', 21, 12.46, 80),
    ...['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'].map((date) => day(date, null, 0, 0)),
  ],
};

describe('the week’s weather for the assistant', () => {
  it('takes the seven days from today', () => {
    expect(forecastWeek(forecast).map((d) => d.date)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('answers in English and Hindi: temperatures, rain and its chance', () => {
    expect(weatherAnswer(forecast, 'en')).toBe(
      'Weather at your farm for the next 7 days (Open-Meteo): 2026-11-28: 25/12 °C, no rain; 2026-11-29: 21/12 °C, 12.5 mm of rain (80 % chance); ' +
        '2026-11-30: ?/12 °C, no rain; 2026-12-01: ?/12 °C, no rain; 2026-12-02: ?/12 °C, no rain; 2026-12-03: ?/12 °C, no rain; 2026-12-04: ?/12 °C, no rain.',
    );
    expect(weatherAnswer(forecast, 'hi')).toContain('2026-11-29: 21/12 °C, 12.5 mm बारिश (80 % संभावना)');
  });
});
