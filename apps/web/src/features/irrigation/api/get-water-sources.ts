import { waterPaths, type WaterSourcesResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const waterSourcesQueryKey = ['water-sources'] as const;

/** The farmer's tanks, ponds, wells and canal turns, each with its days of supply. */
export async function getWaterSources(): Promise<WaterSourcesResponse> {
  const response = await api.water.get<WaterSourcesResponse>(waterPaths.sources);
  return response.data;
}

export function useWaterSources() {
  return useQuery({ queryKey: waterSourcesQueryKey, queryFn: getWaterSources });
}
