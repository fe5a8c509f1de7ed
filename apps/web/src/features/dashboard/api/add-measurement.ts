import { measurementResponseSchema, measurementsPath, type CropAnalysis, type MeasurementRequest, type SavedMeasurement } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedCropsQueryKey } from '@/api/get-saved-crops';

export async function addMeasurement({ cropId, measurement }: { cropId: string; measurement: MeasurementRequest }): Promise<SavedMeasurement> {
  const response = await api.growth.post(measurementsPath(cropId), measurement);
  return measurementResponseSchema.parse(response.data).measurement;
}

/** Saves a field reading; it is appended to its crop's measurements. */
export function useAddMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeasurement,
    onSuccess: (saved, { cropId }) =>
      queryClient.setQueryData<CropAnalysis[]>(savedCropsQueryKey, (crops = []) =>
        crops.map((crop) => (crop.id === cropId ? { ...crop, measurements: [...crop.measurements, saved] } : crop)),
      ),
  });
}
