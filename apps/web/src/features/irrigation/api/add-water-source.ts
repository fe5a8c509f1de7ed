import { waterPaths, waterSourceResponseSchema, type SavedWaterSource, type WaterSourceRequest } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { waterSourcesQueryKey } from './get-water-sources';

export async function addWaterSource(source: WaterSourceRequest): Promise<SavedWaterSource> {
  const response = await api.water.post(waterPaths.sources, source);
  return waterSourceResponseSchema.parse(response.data).source;
}

export function useAddWaterSource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addWaterSource, onSuccess: () => queryClient.invalidateQueries({ queryKey: waterSourcesQueryKey }) });
}
