import { soilPaths, type SoilAnalysisRequest, type SoilAnalysisResponse } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cropSuggestionsQueryKey } from '@/api/get-crop-suggestions';
import { api } from '@/lib/api-client';
import { soilTestsQueryKey } from './get-soil-tests';

export async function analyzeSoil(request: SoilAnalysisRequest): Promise<SoilAnalysisResponse> {
  const response = await api.soil.post<SoilAnalysisResponse>(soilPaths.analysis, request);
  return response.data;
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
