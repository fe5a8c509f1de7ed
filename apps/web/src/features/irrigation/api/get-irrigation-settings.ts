import { irrigationPaths, type IrrigationSettings } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const irrigationSettingsQueryKey = ['irrigation-settings'] as const;

export async function getIrrigationSettings(): Promise<IrrigationSettings> {
  const [response, { irrigationSettingsResponseSchema }] = await Promise.all([api.irrigation.get(irrigationPaths.settings), loadContractSchemas()]);
  return irrigationSettingsResponseSchema.parse(response.data);
}

export function useIrrigationSettings() {
  return useQuery({ queryKey: irrigationSettingsQueryKey, queryFn: getIrrigationSettings });
}
