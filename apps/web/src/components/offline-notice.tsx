import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnavailable } from '@/lib/api-client';

const pad = (value: number) => String(value).padStart(2, '0');
/** DD/MM/YYYY HH:mm in the phone's time, the way the farmer reads a date in either language. */
export const dayAndTime = (time: number) => {
  const at = new Date(time);
  return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/**
 * When the oldest answer on screen was fetched, if the screen is showing kept answers: the app is offline, or a
 * refetch got no answer or a server failure. Null when everything on screen is live.
 */
function keptSince(client: QueryClient): number | null {
  const online = onlineManager.isOnline();
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    if (!query.isActive() || query.state.data === undefined || query.queryKey[0] === 'user' || query.meta?.deviceState) continue;
    const failed = query.state.status === 'error' && isServerUnavailable(query.state.error);
    if (online && !failed) continue;
    oldest = Math.min(oldest ?? Number.POSITIVE_INFINITY, query.state.dataUpdatedAt);
  }
  return oldest;
}

/** The workspace's banner: "Offline — showing data from 27/11/2026 18:05" over a screen of kept answers. */
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
  const since = useSyncExternalStore(subscribe, () => keptSince(client));
  if (since === null) return null;
  return (
    <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-gray-900 sm:px-6">
      {t('offline.showingKept', { time: dayAndTime(since) })}
    </p>
  );
}
