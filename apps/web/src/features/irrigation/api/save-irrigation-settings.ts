import { irrigationPaths, type IrrigationSettings, type IrrigationSettingsRequest } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { irrigationSettingsQueryKey } from './get-irrigation-settings';
import { scheduleQueryKey } from './get-schedule';
import { waterSourcesQueryKey } from './get-water-sources';

export async function saveIrrigationSettings(settings: IrrigationSettingsRequest): Promise<IrrigationSettings> {
  const response = await api.irrigation.post<IrrigationSettings>(irrigationPaths.settings, settings);
  return response.data;
}

/** Saves soil and method; the schedule and days of supply are computed again with them. */
export function useSaveIrrigationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIrrigationSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(irrigationSettingsQueryKey, saved);
      await Promise.all([queryClient.invalidateQueries({ queryKey: scheduleQueryKey }), queryClient.invalidateQueries({ queryKey: waterSourcesQueryKey })]);
    },
  });
}
