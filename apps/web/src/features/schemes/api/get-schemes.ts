import { schemePaths, type SchemesResponse } from '@farmsight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** What the screen filters by; the state and land area come from the profile. */
export interface SchemesFilter {
  crop?: string;
  all?: 'true';
}

export async function getSchemes(query: SchemesFilter): Promise<SchemesResponse> {
  const response = await api.schemes.get<SchemesResponse>(schemePaths.list, { params: { ...query } });
  return response.data;
}

/** The directory for the farm (the profile's state and land, unless the query overrides them), in the screens' language. */
export function useSchemes(query: SchemesFilter) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['schemes', i18n.language, query], queryFn: () => getSchemes(query), placeholderData: keepPreviousData });
}
