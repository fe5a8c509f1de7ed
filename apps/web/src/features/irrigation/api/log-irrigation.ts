import { irrigationEventResponseSchema, irrigationPaths, type IrrigationEventRequest, type SavedIrrigationEvent } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scheduleQueryKey } from './get-schedule';
import { waterSourcesQueryKey } from './get-water-sources';

export async function logIrrigation(event: IrrigationEventRequest): Promise<SavedIrrigationEvent> {
  const response = await api.irrigation.post(irrigationPaths.events, event);
  return irrigationEventResponseSchema.parse(response.data).event;
}

/** Logs an irrigation; it enters the water balance, so the schedule is fetched again. */
export function useLogIrrigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIrrigation,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: scheduleQueryKey }), queryClient.invalidateQueries({ queryKey: waterSourcesQueryKey })]),
  });
}
