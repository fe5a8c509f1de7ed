import { cropPlanningPaths, type PlantingSeason, type SuggestionsResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Suggestions rest on the farmer's soil tests, crops and water; a screen that saves one of those invalidates this key. */
export const cropSuggestionsQueryKey = ['crop-suggestions'] as const;

/** What to grow next, for a season or (none given) the season of this month on the farm. */
export async function getCropSuggestions(season: PlantingSeason | undefined): Promise<SuggestionsResponse> {
  const response = await api.crops.get<SuggestionsResponse>(cropPlanningPaths.suggestions, { params: season ? { season } : {} });
  return response.data;
}

export function useCropSuggestions(season: PlantingSeason | undefined) {
  return useQuery({ queryKey: [...cropSuggestionsQueryKey, season ?? 'this month'], queryFn: () => getCropSuggestions(season) });
}
