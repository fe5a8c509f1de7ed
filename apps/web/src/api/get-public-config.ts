import type { PublicConfig } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// A plain check rather than the contract's zod schema: the landing page's contact section reads this, and zod stays off it.
function isPublicConfig(data: unknown): data is PublicConfig {
  const config = data as Partial<PublicConfig> | null;
  return typeof config?.contactEmail === 'string' && typeof config.map?.tileUrl === 'string' && typeof config.map.attribution === 'string';
}

export async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await api.config.get<unknown>('');
  if (!isPublicConfig(data)) throw new Error('The server sent an unexpected configuration.');
  return data;
}

export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
}
