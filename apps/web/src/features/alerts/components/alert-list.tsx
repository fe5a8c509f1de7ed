import type { Alert } from '@farmsight/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Workings } from '@/components/ui/workings';
import { cn } from '@/lib/cn';

const levelStyles: Record<Alert['level'], string> = {
  watch: 'border-amber-300 bg-amber-50',
  warning: 'border-orange-400 bg-orange-50',
  severe: 'border-red-500 bg-red-50',
};

/** Each alert with its level, what to do, and its sources. */
export function AlertList({ alerts }: { alerts: Alert[] }) {
  const { t } = useTranslation('alerts');
  return (
    <ul className="flex flex-col gap-3">
      {alerts.map((alert) => (
        <li key={`${alert.kind}-${alert.validFrom}`} className={cn('rounded-md border-l-4 p-3', levelStyles[alert.level])}>
          <p className="font-semibold text-gray-900">
            <span className="mr-2 rounded bg-white px-1.5 py-0.5 text-xs font-bold tracking-wide text-gray-900 uppercase">{t(`levels.${alert.level}`)}</span>
            {alert.title}
          </p>
          <p className="mt-1 text-sm text-gray-800">{alert.message}</p>
          <p className="mt-1 text-xs text-gray-700">
            <Trans
              t={t}
              i18nKey="validityAndSources"
              values={{
                validity:
                  alert.validFrom === alert.validTo ? t('validOn', { date: alert.validFrom }) : t('validFromTo', { from: alert.validFrom, to: alert.validTo }),
                source: alert.source,
              }}
              components={{ cite: <cite className="not-italic" /> }}
            />
          </p>
          <Workings>{alert.workings}</Workings>
        </li>
      ))}
    </ul>
  );
}
