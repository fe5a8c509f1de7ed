import { alertPaths, type Alert } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const alertsQueryKey = ['alerts'] as const;

/** The alerts for the farmer's location (flood, drought, heavy rain, heat, cold). */
export async function getAlerts(): Promise<Alert[]> {
  const [response, { alertsResponseSchema }] = await Promise.all([api.alerts.get(alertPaths.list), loadContractSchemas()]);
  return alertsResponseSchema.parse(response.data).alerts;
}

/** Shared by the header bell and the dashboard panel: one request per page. */
export function useAlerts() {
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: getAlerts,
    staleTime: 5 * 60_000,
  });
}
