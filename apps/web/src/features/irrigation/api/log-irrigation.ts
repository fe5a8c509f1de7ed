import { irrigationPaths, type IrrigationEventRequest, type SavedIrrigationEvent, type IrrigationEventResponse } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue, type SendResult } from '@/lib/outbox';
import { scheduleQueryKey } from './get-schedule';
import { waterSourcesQueryKey } from './get-water-sources';

/** Logs an irrigation, or keeps it on the phone to send when the server can be reached (lib/outbox.ts). */
export async function logIrrigation(event: IrrigationEventRequest): Promise<SendResult<SavedIrrigationEvent>> {
  const result = await sendOrQueue<IrrigationEventResponse>({
    kind: 'irrigation',
    cropId: event.cropId,
    service: 'irrigation',
    path: irrigationPaths.events,
    body: event,
  });
  return 'sent' in result ? { sent: result.sent.event } : result;
}

/** Logs an irrigation; it enters the water balance, so the schedule is fetched again. */
export function useLogIrrigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIrrigation,
    networkMode: 'always', // offline the log is queued, not held back
    onSuccess: (result) =>
      'sent' in result &&
      Promise.all([queryClient.invalidateQueries({ queryKey: scheduleQueryKey }), queryClient.invalidateQueries({ queryKey: waterSourcesQueryKey })]),
  });
}
