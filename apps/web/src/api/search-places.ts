import { placePaths, type Place, type PlaceSearchResponse } from '@farmsight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function searchPlaces(query: string): Promise<Place[]> {
  const response = await api.places.get<PlaceSearchResponse>(placePaths.search, { params: { q: query } });
  return response.data.places;
}

/** Places for what the farmer has typed so far; from two letters on, keeping the last list while the next loads. */
export function usePlaceSearch(query: string) {
  const wanted = query.trim();
  return useQuery({
    queryKey: ['places', 'search', wanted.toLowerCase()],
    queryFn: () => searchPlaces(wanted),
    enabled: wanted.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
