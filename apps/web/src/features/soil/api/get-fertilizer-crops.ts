import { soilPaths, type FertilizerCropsResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The catalogue crops with a fertilizer dose for the farmer's region, for the soil report's crop picker. */
export async function getFertilizerCrops(): Promise<FertilizerCropsResponse['crops']> {
  const response = await api.soil.get<FertilizerCropsResponse>(soilPaths.crops);
  return response.data.crops;
}

export function useFertilizerCrops() {
  return useQuery({ queryKey: ['fertilizer-crops'], queryFn: getFertilizerCrops });
}
