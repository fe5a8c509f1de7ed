import { harvestPath, type HarvestRequest, type HarvestResponse } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cropsQueryKey } from '@/api/get-crop-list';

export async function markHarvested({ cropId, harvest }: { cropId: string; harvest: HarvestRequest }): Promise<HarvestResponse> {
  const response = await api.growth.post<HarvestResponse>(harvestPath(cropId), harvest);
  return response.data;
}

/** Saves the harvest; the crop's line and detail then show it. */
export function useMarkHarvested() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markHarvested, onSuccess: () => queryClient.invalidateQueries({ queryKey: cropsQueryKey }) });
}
