import { cropPlanningPaths, type CropCatalogueResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The crops the catalogue knows, by English name: the crop field's suggestions. */
export async function getCropCatalogue(): Promise<CropCatalogueResponse> {
  const response = await api.crops.get<CropCatalogueResponse>(cropPlanningPaths.catalogue);
  return response.data;
}

/** The catalogue changes only with a deploy, so one fetch serves the session. */
export function useCropCatalogue() {
  return useQuery({ queryKey: ['crop-catalogue'], queryFn: getCropCatalogue, staleTime: Infinity });
}
