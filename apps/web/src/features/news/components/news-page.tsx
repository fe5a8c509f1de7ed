import { PageHeader } from '@/components/ui/page-header';
import { failureMessage } from '@/lib/api-client';
import { useAgricultureNews } from '../api/get-agriculture-news';
import { ArticleCard } from './article-card';

export const NEWS_FAILURE = 'Failed to fetch articles';

function NewsBody() {
  const news = useAgricultureNews();
  if (news.isPending) return <p>Loading...</p>;
  if (news.isError) return <p className="text-red-600">{failureMessage(news.error, NEWS_FAILURE)}</p>;
  if (news.data.length === 0) return <p>No articles found.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {news.data.map((article) => (
        <ArticleCard key={article.url} article={article} />
      ))}
    </div>
  );
}

export function NewsPage() {
  return (
    <>
      <PageHeader title="News" />
      <section className="p-4 sm:p-6">
        <NewsBody />
      </section>
    </>
  );
}
