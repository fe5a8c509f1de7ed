import { Bell } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopover } from '@/hooks/use-popover';
import { useAlerts } from '../api/get-alerts';
import { AlertList } from './alert-list';

/** The header's bell: the number of alerts, and the list when opened. */
export function AlertsBell() {
  const { t } = useTranslation('alerts');
  const alerts = useAlerts();
  const { open, toggle, container, trigger } = usePopover();
  const panelId = useId();
  const count = alerts.data?.length ?? 0;

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('bell', { count })}
        onClick={toggle}
        className="relative rounded-full p-1 text-gray-600 hover:bg-gray-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span aria-hidden="true" className="absolute -top-1 -right-1 min-w-4 rounded-full bg-red-700 px-1 text-center text-xs leading-4 font-bold text-white">
            {count}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('listLabel')}
          className="fixed inset-x-2 top-14 z-20 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-200 bg-white p-3 shadow-lg sm:absolute sm:inset-x-auto sm:top-9 sm:right-0 sm:w-96"
        >
          {alerts.data === undefined ? (
            <p className="text-sm text-gray-700">{t('unavailable')}</p>
          ) : count === 0 ? (
            <p className="text-sm text-gray-700">{t('allClear')}</p>
          ) : (
            <AlertList alerts={alerts.data} />
          )}
        </div>
      )}
    </div>
  );
}
