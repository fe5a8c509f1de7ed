import { newsPaths, type NewsArticle, type NewsResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getAgricultureNews(): Promise<NewsArticle[]> {
  const response = await api.news.get<NewsResponse>(newsPaths.agriculture);
  return response.data.articles;
}

export function useAgricultureNews() {
  return useQuery({ queryKey: ['news', 'agriculture'], queryFn: getAgricultureNews });
}
