import { measurementsPath, type CropDetail, type MeasurementRequest, type MeasurementResponse } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue, type SendResult } from '@/lib/outbox';
import { cropDetailQueryKey } from './get-crop-detail';

/** Saves a reading, or keeps it on the phone to send when the server can be reached (lib/outbox.ts). */
export async function addMeasurement({ cropId, measurement }: { cropId: string; measurement: MeasurementRequest }): Promise<SendResult<MeasurementResponse>> {
  return sendOrQueue<MeasurementResponse>({ kind: 'reading', cropId, service: 'growth', path: measurementsPath(cropId), body: measurement });
}

/** Saves a field reading; it joins its crop's readings with the verdict the server gave it. */
export function useAddMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeasurement,
    networkMode: 'always', // offline the reading is queued, not held back
    onSuccess: (result, { cropId }) => {
      if (!('sent' in result)) return;
      const { measurement, verdict } = result.sent;
      queryClient.setQueryData<CropDetail>(
        cropDetailQueryKey(cropId),
        (crop) => crop && { ...crop, readings: [...crop.readings, { ...measurement, verdict }] },
      );
    },
  });
}
