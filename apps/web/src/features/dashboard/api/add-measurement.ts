import { measurementResponseSchema, measurementsPath, type CropDetail, type MeasurementRequest, type MeasurementResponse } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cropDetailQueryKey } from './get-crop-detail';

export async function addMeasurement({ cropId, measurement }: { cropId: string; measurement: MeasurementRequest }): Promise<MeasurementResponse> {
  const response = await api.growth.post(measurementsPath(cropId), measurement);
  return measurementResponseSchema.parse(response.data);
}

/** Saves a field reading; it joins its crop's readings with the verdict the server gave it. */
export function useAddMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeasurement,
    onSuccess: ({ measurement, verdict }, { cropId }) =>
      queryClient.setQueryData<CropDetail>(
        cropDetailQueryKey(cropId),
        (crop) => crop && { ...crop, readings: [...crop.readings, { ...measurement, verdict }] },
      ),
  });
}
