import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/api-client';
import { useAgricultureNews } from '../api/get-agriculture-news';
import { ArticleCard } from './article-card';

/** The spec's /schemes news list: 'Loading...', an error, 'No articles found.' or the articles. */
export function NewsList() {
  const { t } = useTranslation('news');
  const news = useAgricultureNews();
  if (news.isPending) return <p>{t('common:loading')}</p>;
  if (news.isError) return <p className="text-red-600">{failureMessage(news.error, t('failure'))}</p>;
  if (news.data.length === 0) return <p>{t('empty')}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {news.data.map((article) => (
        <ArticleCard key={article.url} article={article} />
      ))}
    </div>
  );
}
