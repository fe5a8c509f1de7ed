import { soilPaths, type SavedSoilTest } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const soilTestsQueryKey = ['soil-tests'] as const;

/** The farmer's saved soil tests, newest first. */
export async function getSoilTests(): Promise<SavedSoilTest[]> {
  const [response, { soilTestsResponseSchema }] = await Promise.all([api.soil.get(soilPaths.tests), loadContractSchemas()]);
  return soilTestsResponseSchema.parse(response.data).tests;
}

export function useSoilTests() {
  return useQuery({ queryKey: soilTestsQueryKey, queryFn: getSoilTests });
}
