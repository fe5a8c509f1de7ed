import { AlertsPanel } from '@/features/alerts';
import { DashboardPage } from '@/features/dashboard';
import { WeatherCard } from '@/features/weather';

/** The dashboard with the farm's alerts and the week's weather above its crop tools: the app composes the features. */
export function DashboardRoute() {
  return <DashboardPage alerts={<AlertsPanel />} weather={<WeatherCard />} />;
}
