import { cropPath, type CropDetail } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cropsQueryKey } from '@/api/get-crop-list';

export const cropDetailQueryKey = (cropId: string) => [...cropsQueryKey, 'detail', cropId] as const;

/** One saved crop in full: its curve, message, readings with their verdicts, and harvest. */
export async function getCropDetail(cropId: string): Promise<CropDetail> {
  const response = await api.growth.get<CropDetail>(cropPath(cropId));
  return response.data;
}

export function useCropDetail(cropId: string | undefined) {
  return useQuery({ queryKey: cropDetailQueryKey(cropId ?? ''), queryFn: () => getCropDetail(cropId!), enabled: cropId !== undefined });
}
