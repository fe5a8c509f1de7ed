import { growthPaths, type CropAnalysis, type SubmitCropDataRequest } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cropsQueryKey } from '@/api/get-crop-list';

export async function submitCropData(request: SubmitCropDataRequest): Promise<CropAnalysis> {
  const [response, { cropAnalysisSchema }] = await Promise.all([api.growth.post(growthPaths.submitCropData, request), loadContractSchemas()]);
  return cropAnalysisSchema.parse(response.data);
}

/** Analyses a crop; it is saved and heads the crop list. */
export function useSubmitCropData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitCropData, onSuccess: () => queryClient.invalidateQueries({ queryKey: cropsQueryKey }) });
}
