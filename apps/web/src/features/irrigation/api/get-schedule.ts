import { irrigationPaths, type ScheduleResponse } from '@farmsight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const scheduleQueryKey = ['irrigation-schedule'] as const;

/** The root zone today and the next irrigation for one crop (the latest without an id). */
export async function getSchedule(cropId: string | undefined): Promise<ScheduleResponse> {
  const response = await api.irrigation.get<ScheduleResponse>(irrigationPaths.schedule, { params: cropId ? { cropId } : {} });
  return response.data;
}

/** The schedule of `cropId`, else of the latest crop. */
export function useSchedule(cropId: string | undefined) {
  return useQuery({
    queryKey: [...scheduleQueryKey, cropId ?? 'latest'],
    queryFn: () => getSchedule(cropId),
    placeholderData: keepPreviousData,
  });
}
