import { waterPaths, type SavedWaterSource, type WaterSourceRequest, type WaterSourceResponse } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { waterSourcesQueryKey } from './get-water-sources';

export async function addWaterSource(source: WaterSourceRequest): Promise<SavedWaterSource> {
  const response = await api.water.post<WaterSourceResponse>(waterPaths.sources, source);
  return response.data.source;
}

export function useAddWaterSource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addWaterSource, onSuccess: () => queryClient.invalidateQueries({ queryKey: waterSourcesQueryKey }) });
}
