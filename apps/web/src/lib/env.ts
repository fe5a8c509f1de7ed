import { servicePrefixes } from '@farmsight/contracts';

export type Service = keyof typeof servicePrefixes;

// Vite puts every VITE_ variable of the build into import.meta.env, so a service's variable can be read by name.
const env: Record<string, string | undefined> = import.meta.env;
const apiBase = env.VITE_API_BASE ?? '';

/**
 * Base URL of each API service: `VITE_<SERVICE>_API_URL` when set at build time, else `VITE_API_BASE` (default same
 * origin) followed by the service's prefix from the contracts, the same prefix the server mounts it at.
 */
export const serviceUrls = Object.fromEntries(
  Object.entries(servicePrefixes).map(([service, prefix]) => [service, env[`VITE_${service.toUpperCase()}_API_URL`] ?? `${apiBase}${prefix}`]),
) as Record<Service, string>;
