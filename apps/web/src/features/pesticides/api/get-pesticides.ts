import { pesticidePath, pesticideResponseSchema, type PesticideInfo } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getPesticides(crop: string): Promise<PesticideInfo> {
  const response = await api.pesticides.get(pesticidePath(crop));
  return pesticideResponseSchema.parse(response.data).data;
}

/** Looks a crop up when the farmer asks, not on every selection. */
export function useGetPesticides() {
  return useMutation({ mutationFn: getPesticides });
}
