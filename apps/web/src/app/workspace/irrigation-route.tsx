import { IrrigationPage } from '@/features/irrigation';
import { WeatherCard } from '@/features/weather';

/** /irrigation with the week's weather above the water balance: the app composes the two features. */
export function IrrigationRoute() {
  return <IrrigationPage weather={<WeatherCard />} />;
}
