import { growthPaths, type CropListResponse } from '@farmsight/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the farmer's saved crops starts with this key, so one invalidation refreshes list and details. */
export const cropsQueryKey = ['crops'] as const;

/** One page of the farmer's crops, newest first: summaries only, so the first paint waits for 20 at most. */
export async function getCropList(offset: number): Promise<CropListResponse> {
  const response = await api.growth.get<CropListResponse>(growthPaths.crops, { params: offset > 0 ? { offset } : {} });
  return response.data;
}

export function useCropList() {
  return useInfiniteQuery({
    queryKey: [...cropsQueryKey, 'list'],
    queryFn: ({ pageParam }) => getCropList(pageParam),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });
}
