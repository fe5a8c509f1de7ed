import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnavailable } from '@/lib/api-client';

const pad = (value: number) => String(value).padStart(2, '0');
/** DD/MM/YYYY HH:mm in the phone's time, the way the farmer reads a date in either language. */
const dayAndTime = (time: number) => {
  const at = new Date(time);
  return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/**
 * What the screen shows of kept answers, as a string so React compares it by value: the time the oldest answer on
 * screen was fetched when the app is offline (or a refetch got no answer or a server failure), '' when everything is
 * live, and 'none' when offline the screen waits for answers this phone never kept.
 */
function keptState(client: QueryClient): string {
  const online = onlineManager.isOnline();
  let oldest: number | null = null;
  let waiting = false;
  for (const query of client.getQueryCache().getAll()) {
    if (!query.isActive() || query.queryKey[0] === 'user' || query.meta?.deviceState) continue;
    if (query.state.data === undefined) {
      waiting ||= query.state.fetchStatus === 'paused';
      continue;
    }
    const failed = query.state.status === 'error' && isServerUnavailable(query.state.error);
    if (online && !failed) continue;
    oldest = Math.min(oldest ?? Number.POSITIVE_INFINITY, query.state.dataUpdatedAt);
  }
  return oldest !== null ? String(oldest) : waiting ? 'none' : '';
}

/**
 * The workspace's banner: "Offline — showing data from 27/11/2026 18:05" over a screen of kept answers, or that this
 * screen has nothing kept yet.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => {
      const fromCache = client.getQueryCache().subscribe(listener);
      const fromNetwork = onlineManager.subscribe(listener);
      return () => {
        fromCache();
        fromNetwork();
      };
    },
    [client],
  );
  const kept = useSyncExternalStore(subscribe, () => keptState(client));
  if (kept === '') return null;
  return (
    <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-gray-900 sm:px-6">
      {kept === 'none' ? t('offline.nothingKept') : t('offline.showingKept', { time: dayAndTime(Number(kept)) })}
    </p>
  );
}
