import { newsPaths, type NewsArticle } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getAgricultureNews(): Promise<NewsArticle[]> {
  const [response, { newsResponseSchema }] = await Promise.all([api.news.get(newsPaths.agriculture), loadContractSchemas()]);
  return newsResponseSchema.parse(response.data).articles;
}

export function useAgricultureNews() {
  return useQuery({ queryKey: ['news', 'agriculture'], queryFn: getAgricultureNews });
}
