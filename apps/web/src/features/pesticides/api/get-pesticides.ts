import { pesticidePath, type PesticideInfo, type PesticideResponse } from '@farmsight/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getPesticides(crop: string): Promise<PesticideInfo> {
  const response = await api.pesticides.get<PesticideResponse>(pesticidePath(crop));
  return response.data.data;
}

/** The lookup for the crop the farmer asked about; none until `crop` is given (asked on submit, not on selection). */
export function usePesticides(crop: string | undefined) {
  return useQuery({ queryKey: ['pesticides', crop], queryFn: crop ? () => getPesticides(crop) : skipToken });
}
