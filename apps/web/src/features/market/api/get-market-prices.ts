import { marketPaths, type MarketPricesResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getMarketPrices(crop: string): Promise<MarketPricesResponse> {
  const response = await api.market.get<MarketPricesResponse>(marketPaths.prices, { params: { crop } });
  return response.data;
}

/** The crop's prices near the farm; asked only once a crop is chosen. */
export function useMarketPrices(crop: string) {
  return useQuery({ queryKey: ['market', 'prices', crop], queryFn: () => getMarketPrices(crop), enabled: crop !== '' });
}
