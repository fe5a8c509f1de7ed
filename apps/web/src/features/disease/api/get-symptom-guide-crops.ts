import { diseasePaths, type SymptomGuideCrops } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** The crops the symptom guide covers, named in the screens' language. */
export async function getSymptomGuideCrops(): Promise<SymptomGuideCrops> {
  const [response, { symptomGuideCropsSchema }] = await Promise.all([api.disease.get(diseasePaths.guide), loadContractSchemas()]);
  return symptomGuideCropsSchema.parse(response.data);
}

export function useSymptomGuideCrops() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['disease', 'guide', i18n.language], queryFn: getSymptomGuideCrops, staleTime: Infinity });
}
