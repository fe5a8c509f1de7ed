import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Marks a query that only holds state made on this device: it has nothing to refetch, so it is never "offline". */
const DEVICE_STATE_META = { deviceState: true } as const;

/**
 * useState that outlives the page: the value sits in the query cache under `queryKey`, so it is kept on the phone
 * with the farmer's answers (lib/offline-data.ts, ADR 0054) and removed with them at sign-out. For what the screen
 * itself makes, such as the assistant's chat history.
 */
export function useKeptState<T>(queryKey: QueryKey, initial: T): [T, (update: (current: T) => T) => void] {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey,
    queryFn: () => client.getQueryData<T>(queryKey) ?? initial,
    staleTime: Infinity,
    networkMode: 'always',
    meta: DEVICE_STATE_META,
  });
  const update = (change: (current: T) => T) => void client.setQueryData<T>(queryKey, (current) => change(current ?? initial));
  return [data ?? initial, update];
}
