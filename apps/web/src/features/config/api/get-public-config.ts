import { publicConfigSchema, type PublicConfig } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getPublicConfig(): Promise<PublicConfig> {
  const response = await api.config.get('');
  return publicConfigSchema.parse(response.data);
}

export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
}
