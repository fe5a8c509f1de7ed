import { pesticidePath, type PesticideInfo } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getPesticides(crop: string): Promise<PesticideInfo> {
  const [response, { pesticideResponseSchema }] = await Promise.all([api.pesticides.get(pesticidePath(crop)), loadContractSchemas()]);
  return pesticideResponseSchema.parse(response.data).data;
}

/** The lookup for the crop the farmer asked about; none until `crop` is given (asked on submit, not on selection). */
export function usePesticides(crop: string | undefined) {
  return useQuery({ queryKey: ['pesticides', crop], queryFn: crop ? () => getPesticides(crop) : skipToken });
}
