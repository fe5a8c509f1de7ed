import type { NewsArticle } from '@farmsight/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A publisher's words quoted as published: Hindi where written in Devanagari, otherwise the feeds' English. */
const publishedIn = (text: string) => (/[\u0900-\u097F]/.test(text) ? 'hi' : 'en');

/** One article: optional image (lazy, hidden if it fails), title, description, local date and a link out. */
export function ArticleCard({ article }: { article: NewsArticle }) {
  const { t } = useTranslation('news');
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <article className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      {article.urlToImage && !imageFailed && (
        <img
          src={article.urlToImage}
          alt={article.title}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setImageFailed(true)}
          className="h-48 w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold wrap-anywhere text-gray-900" lang={publishedIn(article.title)}>
          {article.title}
        </h2>
        {article.description && (
          <p className="wrap-anywhere text-gray-700" lang={publishedIn(article.description)}>
            {article.description}
          </p>
        )}
        <p className="text-sm text-gray-500">{t('publishedOn', { date: new Date(article.publishedAt) })}</p>
        <p className="text-sm text-gray-500" lang={publishedIn(article.source)}>
          {article.source}
        </p>
        <a
          href={article.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto self-start font-medium text-green-700 underline hover:text-green-900"
        >
          {t('readMore')}
        </a>
      </div>
    </article>
  );
}
