import { LOCATION_REQUIRED_MESSAGE } from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCode, failureMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useAlerts } from '../api/get-alerts';
import { AlertList } from './alert-list';

/** The dashboard's alerts, at the top of the page. */
export function AlertsPanel() {
  const { t } = useTranslation('alerts');
  const alerts = useAlerts();
  return (
    <section aria-labelledby="alerts-heading" className="m-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:mx-6">
      <h2 id="alerts-heading" className="mb-3 text-lg font-semibold text-gray-900">
        {t('heading')}
      </h2>
      {alerts.isPending ? (
        <p className="text-gray-700">{t('common:loading')}</p>
      ) : alerts.isError ? (
        errorCode(alerts.error) === 'LOCATION_REQUIRED' ? (
          <p className="text-gray-700">
            {translateMessage(LOCATION_REQUIRED_MESSAGE)}{' '}
            <Link to="/profile" className="font-medium text-green-800 underline">
              {t('setLocation')}
            </Link>
          </p>
        ) : (
          <p className="text-gray-700">{failureMessage(alerts.error, t('failure'))}</p>
        )
      ) : alerts.data.length === 0 ? (
        <p className="text-gray-700">{t('allClear')}</p>
      ) : (
        <AlertList alerts={alerts.data} />
      )}
    </section>
  );
}
