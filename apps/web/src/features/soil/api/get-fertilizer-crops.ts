import { soilPaths, type FertilizerCropsResponse } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The catalogue crops with a fertilizer dose for the farmer's region, for the soil report's crop picker. */
export async function getFertilizerCrops(): Promise<FertilizerCropsResponse['crops']> {
  const [response, { fertilizerCropsResponseSchema }] = await Promise.all([api.soil.get(soilPaths.crops), loadContractSchemas()]);
  return fertilizerCropsResponseSchema.parse(response.data).crops;
}

export function useFertilizerCrops() {
  return useQuery({ queryKey: ['fertilizer-crops'], queryFn: getFertilizerCrops });
}
