import { ACRE, HECTARE, placePaths, type LandUnit, type LatLng, type LandUnitsResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getLandUnits([latitude, longitude]: LatLng): Promise<LandUnit[]> {
  const response = await api.places.get<LandUnitsResponse>(placePaths.landUnits, { params: { latitude, longitude } });
  return response.data.units;
}

/** Hectare and acre, which hold everywhere: what the unit list offers before the farm's state is known. */
export const UNITS_EVERYWHERE: readonly LandUnit[] = [HECTARE, ACRE];

/** The land units of the state at a farm's coordinates (acre, hectare, then bigha, kanal… with their sizes there). */
export function useLandUnits(location: LatLng | null) {
  return useQuery({
    queryKey: ['places', 'land-units', location?.[0], location?.[1]],
    queryFn: () => getLandUnits(location!),
    enabled: location !== null,
    staleTime: Infinity,
  });
}
