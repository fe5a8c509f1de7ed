import { irrigationPaths, type ScheduleResponse } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const scheduleQueryKey = ['irrigation-schedule'] as const;

/** The root zone today and the next irrigation for one crop (the latest without an id). */
export async function getSchedule(cropId: string | undefined): Promise<ScheduleResponse> {
  const [response, { scheduleResponseSchema }] = await Promise.all([
    api.irrigation.get(irrigationPaths.schedule, { params: cropId ? { cropId } : {} }),
    loadContractSchemas(),
  ]);
  return scheduleResponseSchema.parse(response.data);
}

/** `enabled` waits for the crop list, so the schedule is asked for a named crop (the server caches those). */
export function useSchedule(cropId: string | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...scheduleQueryKey, cropId ?? 'latest'],
    queryFn: () => getSchedule(cropId),
    placeholderData: keepPreviousData,
  });
}
