import { waterSourcePath, type SavedWaterSource } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { waterSourcesQueryKey } from './get-water-sources';

export async function updateWaterLevel({ sourceId, currentLitres }: { sourceId: string; currentLitres: number }): Promise<SavedWaterSource> {
  const [response, { waterSourceResponseSchema }] = await Promise.all([api.water.patch(waterSourcePath(sourceId), { currentLitres }), loadContractSchemas()]);
  return waterSourceResponseSchema.parse(response.data).source;
}

export function useUpdateWaterLevel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWaterLevel, onSuccess: () => queryClient.invalidateQueries({ queryKey: waterSourcesQueryKey }) });
}
