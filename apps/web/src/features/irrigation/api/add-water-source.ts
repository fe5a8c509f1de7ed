import { waterPaths, type SavedWaterSource, type WaterSourceRequest } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { waterSourcesQueryKey } from './get-water-sources';

export async function addWaterSource(source: WaterSourceRequest): Promise<SavedWaterSource> {
  const [response, { waterSourceResponseSchema }] = await Promise.all([api.water.post(waterPaths.sources, source), loadContractSchemas()]);
  return waterSourceResponseSchema.parse(response.data).source;
}

export function useAddWaterSource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addWaterSource, onSuccess: () => queryClient.invalidateQueries({ queryKey: waterSourcesQueryKey }) });
}
