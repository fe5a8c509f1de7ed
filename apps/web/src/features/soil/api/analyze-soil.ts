import { soilAnalysisResponseSchema, soilPaths, type SoilAnalysisRequest, type SoilAnalysisResponse } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function analyzeSoil(request: SoilAnalysisRequest): Promise<SoilAnalysisResponse> {
  const response = await api.soil.post(soilPaths.analysis, request);
  return soilAnalysisResponseSchema.parse(response.data);
}

export function useAnalyzeSoil() {
  return useMutation({ mutationFn: analyzeSoil });
}
