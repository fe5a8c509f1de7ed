import { cropAnalysisSchema, growthPaths, type CropAnalysis, type SubmitCropDataRequest } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedCropsQueryKey } from '@/api/get-saved-crops';

export async function submitCropData(request: SubmitCropDataRequest): Promise<CropAnalysis> {
  const response = await api.growth.post(growthPaths.submitCropData, request);
  return cropAnalysisSchema.parse(response.data);
}

/** Analyses a crop; the new analysis becomes the latest saved one. */
export function useSubmitCropData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCropData,
    onSuccess: (analysis) => queryClient.setQueryData<CropAnalysis[]>(savedCropsQueryKey, (crops = []) => [analysis, ...crops]),
  });
}
