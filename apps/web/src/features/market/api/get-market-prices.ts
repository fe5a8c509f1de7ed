import { marketPaths, type MarketPricesResponse } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getMarketPrices(crop: string): Promise<MarketPricesResponse> {
  const [response, { marketPricesResponseSchema }] = await Promise.all([api.market.get(marketPaths.prices, { params: { crop } }), loadContractSchemas()]);
  return marketPricesResponseSchema.parse(response.data);
}

/** The crop's prices near the farm; asked only once a crop is chosen. */
export function useMarketPrices(crop: string) {
  return useQuery({ queryKey: ['market', 'prices', crop], queryFn: () => getMarketPrices(crop), enabled: crop !== '' });
}
