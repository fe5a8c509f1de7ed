import { cropPlanningPaths, type CropCatalogueResponse } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The crops the catalogue knows, by English name: the crop field's suggestions. */
export async function getCropCatalogue(): Promise<CropCatalogueResponse> {
  const [response, { cropCatalogueResponseSchema }] = await Promise.all([api.crops.get(cropPlanningPaths.catalogue), loadContractSchemas()]);
  return cropCatalogueResponseSchema.parse(response.data);
}

/** The catalogue changes only with a deploy, so one fetch serves the session. */
export function useCropCatalogue() {
  return useQuery({ queryKey: ['crop-catalogue'], queryFn: getCropCatalogue, staleTime: Infinity });
}
