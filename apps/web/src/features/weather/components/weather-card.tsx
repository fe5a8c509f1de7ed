import { formatDate, type WeatherDay } from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { errorCode, failureMessage } from '@/lib/api-client';
import { useWeather } from '../api/get-weather';

/** The forecast days the card shows: today and the six after it. */
const DAYS_SHOWN = 7;
const columns = ['date', 'max', 'min', 'rain', 'chance'] as const;

/**
 * The next seven days at the farm: maximum and minimum temperature, rain and its chance, in the farmer's language.
 * Without a farm location it shows nothing: the page around it asks for one.
 */
export function WeatherCard() {
  const { t, i18n } = useTranslation('alerts');
  const weather = useWeather();
  const today = new Date().toISOString().slice(0, 10);
  const days = weather.data?.days.filter((day) => day.date >= today).slice(0, DAYS_SHOWN) ?? [];
  const figure = (value: number | null) => (value === null ? t('weather.none') : value.toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN'));
  if (weather.isError && errorCode(weather.error) === 'LOCATION_REQUIRED') return null;
  // The weekday in the farmer's language, then the day as every screen writes it (DD/MM/YYYY).
  const dayName = (day: WeatherDay) =>
    `${new Date(`${day.date}T00:00:00Z`).toLocaleDateString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { weekday: 'short', timeZone: 'UTC' })} ${formatDate(day.date)}`;
  return (
    <section aria-labelledby="weather-card-heading" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="weather-card-heading" className="text-lg font-semibold text-gray-900">
        {t('weather.heading')}
      </h2>
      {weather.isPending ? (
        <p className="text-gray-700">{t('common:loading')}</p>
      ) : weather.isError ? (
        <p className="text-gray-700">{failureMessage(weather.error, t('weather.failure'))}</p>
      ) : days.length === 0 ? (
        <p className="text-gray-700">{t('weather.failure')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby="weather-card-heading" className="w-full text-left text-sm">
            <thead>
              <tr className="text-gray-700">
                {columns.map((column) => (
                  <th key={column} scope="col" className="py-1 pr-3 font-medium">
                    {t(`weather.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-gray-100 text-gray-900">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {dayName(day)}
                  </th>
                  <td className="py-1 pr-3">{figure(day.tmax)}</td>
                  <td className="py-1 pr-3">{figure(day.tmin)}</td>
                  <td className="py-1 pr-3">{figure(day.precipitation)}</td>
                  <td className="py-1">
                    {day.precipitationProbability === null ? t('weather.none') : t('weather.percent', { value: day.precipitationProbability })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
