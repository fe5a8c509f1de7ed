import { diseasePaths, type DiseaseModelInfo } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the served leaf model can judge: its crops and class count (from the model's labels.json). */
export async function getDiseaseModel(): Promise<DiseaseModelInfo> {
  const response = await api.disease.get<DiseaseModelInfo>(diseasePaths.model);
  return response.data;
}

export function useDiseaseModel() {
  return useQuery({ queryKey: ['disease', 'model'], queryFn: getDiseaseModel, staleTime: Infinity });
}
