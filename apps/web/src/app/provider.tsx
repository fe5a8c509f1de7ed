import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { isUnreachable } from '@/lib/api-client';
import { reportUnreachable, startConnectivity } from '@/lib/connectivity';
import { keepOfflineData, restoreOfflineData } from '@/lib/offline-data';
import { flushOutbox } from '@/lib/outbox';

/**
 * A query that gets no answer marks the app offline and waits to be retried once it is online again, keeping its last
 * answer on screen meanwhile (paused, not failed); an answer that says no fails at once.
 */
function retryWhenReachable(failureCount: number, error: unknown): boolean {
  if (!isUnreachable(error)) return false;
  reportUnreachable();
  return failureCount < 3;
}

function createQueryClient() {
  startConnectivity();
  const client = new QueryClient({ defaultOptions: { queries: { retry: retryWhenReachable } } });
  // Before the first render, so a page opened offline shows what this farmer saw last (ADR 0054).
  restoreOfflineData(client);
  return client;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => keepOfflineData(queryClient), [queryClient]);
  // The server words its answers in the language the request names (ADR 0051): a switch fetches them again in the new one.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18next.on('languageChanged', refetch);
    return () => i18next.off('languageChanged', refetch);
  }, [queryClient]);
  // Entries saved offline go out once the session is known (at start, after signing in) and whenever the server is
  // reachable again; the screens then refetch.
  useEffect(() => {
    const flush = () => {
      if (!onlineManager.isOnline()) return;
      void flushOutbox().then((sent) => {
        if (sent > 0) void queryClient.invalidateQueries();
      });
    };
    const fromNetwork = onlineManager.subscribe(flush);
    const fromSession = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === 'user' && event.query.state.data) flush();
    });
    return () => {
      fromNetwork();
      fromSession();
    };
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
