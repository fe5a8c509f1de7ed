import { diseasePaths, type SymptomGuideCrops } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** The crops the symptom guide covers, named in the screens' language. */
export async function getSymptomGuideCrops(): Promise<SymptomGuideCrops> {
  const response = await api.disease.get<SymptomGuideCrops>(diseasePaths.guide);
  return response.data;
}

export function useSymptomGuideCrops() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['disease', 'guide', i18n.language], queryFn: getSymptomGuideCrops, staleTime: Infinity });
}
