import { irrigationPaths, type IrrigationSettings } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const irrigationSettingsQueryKey = ['irrigation-settings'] as const;

export async function getIrrigationSettings(): Promise<IrrigationSettings> {
  const response = await api.irrigation.get<IrrigationSettings>(irrigationPaths.settings);
  return response.data;
}

export function useIrrigationSettings() {
  return useQuery({ queryKey: irrigationSettingsQueryKey, queryFn: getIrrigationSettings });
}
