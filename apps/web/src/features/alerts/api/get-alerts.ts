import { alertPaths, type Alert, type AlertsResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const alertsQueryKey = ['alerts'] as const;

/** The alerts for the farmer's location (flood, drought, heavy rain, heat, cold). */
export async function getAlerts(): Promise<Alert[]> {
  const response = await api.alerts.get<AlertsResponse>(alertPaths.list);
  return response.data.alerts;
}

/** Shared by the header bell and the dashboard panel: one request per page. */
export function useAlerts() {
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: getAlerts,
    staleTime: 5 * 60_000,
  });
}
