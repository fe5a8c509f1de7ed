import { placePaths, type LatLng, type Place, type NearestPlaceResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getNearestPlace([latitude, longitude]: LatLng): Promise<Place | null> {
  const response = await api.places.get<NearestPlaceResponse>(placePaths.nearest, { params: { latitude, longitude } });
  return response.data.place;
}

/** The named place nearest a farm's coordinates ("Ludhiana, Punjab, India"); nothing asked without coordinates. */
export function useNearestPlace(location: LatLng | null) {
  return useQuery({
    queryKey: ['places', 'nearest', location?.[0], location?.[1]],
    queryFn: () => getNearestPlace(location!),
    enabled: location !== null,
    staleTime: Infinity,
  });
}

/**
 * "Ludhiana, Punjab, India (30.91204, 75.85379)": the place farmers know, with the saved coordinates joined by a comma
 * as the spec shows them.
 */
export function placeWithCoordinates(place: Place | null | undefined, [latitude, longitude]: LatLng): string {
  const coordinates = `${latitude}, ${longitude}`;
  return place ? `${place.label} (${coordinates})` : coordinates;
}
