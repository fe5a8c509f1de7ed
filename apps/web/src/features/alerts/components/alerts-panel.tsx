import { LOCATION_REQUIRED_MESSAGE } from '@farmsight/contracts';
import { Link } from 'react-router';
import { errorCode, failureMessage } from '@/lib/api-client';
import { useAlerts } from '../api/get-alerts';
import { AlertList } from './alert-list';

export const ALL_CLEAR_MESSAGE = 'All clear: no flood, drought, heavy-rain, heat or frost alerts for your farm.';
const ALERTS_FAILURE = 'Alerts are not available right now. Please try again later.';

/** The dashboard's alerts, at the top of the page. */
export function AlertsPanel() {
  const alerts = useAlerts();
  return (
    <section aria-labelledby="alerts-heading" className="m-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:mx-6">
      <h2 id="alerts-heading" className="mb-3 text-lg font-semibold text-gray-900">
        Alerts
      </h2>
      {alerts.isPending ? (
        <p className="text-gray-700">Loading...</p>
      ) : alerts.isError ? (
        errorCode(alerts.error) === 'LOCATION_REQUIRED' ? (
          <p className="text-gray-700">
            {LOCATION_REQUIRED_MESSAGE}{' '}
            <Link to="/profile" className="font-medium text-green-800 underline">
              Set location
            </Link>
          </p>
        ) : (
          <p className="text-gray-700">{failureMessage(alerts.error, ALERTS_FAILURE)}</p>
        )
      ) : alerts.data.length === 0 ? (
        <p className="text-gray-700">{ALL_CLEAR_MESSAGE}</p>
      ) : (
        <AlertList alerts={alerts.data} />
      )}
    </section>
  );
}
