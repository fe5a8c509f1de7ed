import { soilPaths, type SavedSoilTest, type SoilTestsResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const soilTestsQueryKey = ['soil-tests'] as const;

/** The farmer's saved soil tests, newest first. */
export async function getSoilTests(): Promise<SavedSoilTest[]> {
  const response = await api.soil.get<SoilTestsResponse>(soilPaths.tests);
  return response.data.tests;
}

export function useSoilTests() {
  return useQuery({ queryKey: soilTestsQueryKey, queryFn: getSoilTests });
}
