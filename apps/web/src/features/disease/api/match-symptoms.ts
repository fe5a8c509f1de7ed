import { diseasePaths, type SymptomGuideAnswer, type SymptomGuideQuery } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** The guide's entries whose symptoms best match the farmer's words for that crop. */
export async function matchSymptoms(query: SymptomGuideQuery): Promise<SymptomGuideAnswer> {
  const response = await api.disease.get<SymptomGuideAnswer>(diseasePaths.guideMatch, { params: query });
  return response.data;
}

/** Asks only once a query has been sent (null until then). */
export function useMatchSymptoms(query: SymptomGuideQuery | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['disease', 'guide', 'match', i18n.language, query],
    queryFn: () => matchSymptoms(query!),
    enabled: query !== null,
    staleTime: Infinity,
  });
}
