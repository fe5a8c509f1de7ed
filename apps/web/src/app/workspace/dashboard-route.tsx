import { AlertsPanel } from '@/features/alerts';
import { DashboardPage } from '@/features/dashboard';

/** The dashboard with the farm's alerts above its crop tools: the app composes the two features. */
export function DashboardRoute() {
  return <DashboardPage alerts={<AlertsPanel />} />;
}
