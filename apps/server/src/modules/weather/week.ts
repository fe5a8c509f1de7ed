import type { Language } from '@farmsight/contracts';
import type { Forecast } from './open-meteo';
import { cellOfUser, type WeatherStore } from './weather-store';

/** The days a weather answer covers: today and the six after it, as the 7-day card shows them. */
export const WEEK_DAYS = 7;

export type WeekDay = Pick<Forecast['days'][number], 'date' | 'tmax' | 'tmin' | 'precipitation' | 'precipitationProbability'>;

/** The forecast's seven days from today. */
export function forecastWeek(forecast: Forecast): WeekDay[] {
  return forecast.days
    .filter((day) => day.date >= forecast.today)
    .slice(0, WEEK_DAYS)
    .map(({ date, tmax, tmin, precipitation, precipitationProbability }) => ({ date, tmax, tmin, precipitation, precipitationProbability }));
}

const words = {
  en: {
    intro: 'Weather at your farm for the next 7 days (Open-Meteo):',
    temperature: (max: string, min: string) => `${max}/${min} °C`,
    dry: 'no rain',
    rain: (mm: number, chance: number | null) => `${mm} mm of rain${chance === null ? '' : ` (${chance} % chance)`}`,
    unknown: '?',
  },
  hi: {
    intro: 'अगले 7 दिन आपके खेत का मौसम (Open-Meteo):',
    temperature: (max: string, min: string) => `${max}/${min} °C`,
    dry: 'बारिश नहीं',
    rain: (mm: number, chance: number | null) => `${mm} mm बारिश${chance === null ? '' : ` (${chance} % संभावना)`}`,
    unknown: '?',
  },
} satisfies Record<Language, unknown>;

/**
 * The week's weather in one answer, for the assistant's weather questions: per day the maximum and minimum
 * temperature, and the rain with its chance, in the farmer's language.
 */
export function weatherAnswer(forecast: Forecast, language: Language): string {
  const say = words[language];
  const figure = (value: number | null) => (value === null ? say.unknown : String(Math.round(value)));
  const days = forecastWeek(forecast).map((day) => {
    const rain = day.precipitation ? say.rain(Math.round(day.precipitation * 10) / 10, day.precipitationProbability) : say.dry;
    return `${day.date}: ${say.temperature(figure(day.tmax), figure(day.tmin))}, ${rain}`;
  });
  return `${say.intro} ${days.join('; ')}.`;
}

/** The answer for a signed-in farmer from the cell's cached forecast: what the assistant calls for weather questions. */
export async function weatherAnswerFor(store: WeatherStore, user: { latitude: number | null; longitude: number | null }, language: Language): Promise<string> {
  const { value } = await store.get('forecast', cellOfUser(user));
  return weatherAnswer(value, language);
}
