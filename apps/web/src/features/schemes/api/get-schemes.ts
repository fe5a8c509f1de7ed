import { schemePaths, type SchemesResponse } from '@farmsight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** The directory for the farm (the profile's state and land, unless the query overrides them). */
export function useSchemes(query: SchemesFilter) {
  return useQuery({ queryKey: ['schemes', query], queryFn: () => getSchemes(query), placeholderData: keepPreviousData });
}
