import { waterSourcePath, type SavedWaterSource, type WaterSourceResponse } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { waterSourcesQueryKey } from './get-water-sources';

export async function updateWaterLevel({ sourceId, currentLitres }: { sourceId: string; currentLitres: number }): Promise<SavedWaterSource> {
  const response = await api.water.patch<WaterSourceResponse>(waterSourcePath(sourceId), { currentLitres });
  return response.data.source;
}

export function useUpdateWaterLevel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWaterLevel, onSuccess: () => queryClient.invalidateQueries({ queryKey: waterSourcesQueryKey }) });
}
