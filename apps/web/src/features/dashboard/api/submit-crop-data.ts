import { growthPaths, type CropAnalysis, type SubmitCropDataRequest } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cropsQueryKey } from '@/api/get-crop-list';

export async function submitCropData(request: SubmitCropDataRequest): Promise<CropAnalysis> {
  const response = await api.growth.post<CropAnalysis>(growthPaths.submitCropData, request);
  return response.data;
}

/** Analyses a crop; it is saved and heads the crop list. */
export function useSubmitCropData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitCropData, onSuccess: () => queryClient.invalidateQueries({ queryKey: cropsQueryKey }) });
}
