import { cropPlanningPaths, type YieldRecord } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The farmer's harvests in the order they were harvested, each with its season and the regional range. */
export async function getYieldHistory(): Promise<YieldRecord[]> {
  const [response, { yieldHistoryResponseSchema }] = await Promise.all([api.crops.get(cropPlanningPaths.yields), loadContractSchemas()]);
  return yieldHistoryResponseSchema.parse(response.data).harvests;
}

export function useYieldHistory() {
  return useQuery({ queryKey: ['yield-history'], queryFn: getYieldHistory });
}
