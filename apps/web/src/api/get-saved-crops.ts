import { authPaths, savedCropsResponseSchema, type CropAnalysis } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const savedCropsQueryKey = ['saved-crops'] as const;

/** The farmer's saved analyses, newest first. */
export async function getSavedCrops(): Promise<CropAnalysis[]> {
  const response = await api.auth.get(authPaths.getCrop);
  return savedCropsResponseSchema.parse(response.data).crops;
}

export function useSavedCrops() {
  return useQuery({ queryKey: savedCropsQueryKey, queryFn: getSavedCrops });
}
