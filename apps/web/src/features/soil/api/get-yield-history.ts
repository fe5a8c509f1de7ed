import { cropPlanningPaths, type YieldRecord, type YieldHistoryResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The farmer's harvests in the order they were harvested, each with its season and the regional range. */
export async function getYieldHistory(): Promise<YieldRecord[]> {
  const response = await api.crops.get<YieldHistoryResponse>(cropPlanningPaths.yields);
  return response.data.harvests;
}

export function useYieldHistory() {
  return useQuery({ queryKey: ['yield-history'], queryFn: getYieldHistory });
}
