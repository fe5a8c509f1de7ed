import { soilPaths, type SoilAnalysisRequest, type SoilAnalysisResponse } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cropSuggestionsQueryKey } from '@/api/get-crop-suggestions';
import { api } from '@/lib/api-client';
import { soilTestsQueryKey } from './get-soil-tests';

export async function analyzeSoil(request: SoilAnalysisRequest): Promise<SoilAnalysisResponse> {
  const [response, { soilAnalysisResponseSchema }] = await Promise.all([api.soil.post(soilPaths.analysis, request), loadContractSchemas()]);
  return soilAnalysisResponseSchema.parse(response.data);
}

/** Analyses a soil test; the server saves it, so the test list and the crop suggestions that read it are refreshed. */
export function useAnalyzeSoil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeSoil,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: soilTestsQueryKey }), queryClient.invalidateQueries({ queryKey: cropSuggestionsQueryKey })]),
  });
}
