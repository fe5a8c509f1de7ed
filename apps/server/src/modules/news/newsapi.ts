import { z } from 'zod';
import { canonicalUrl, htmlToPlainText, httpUrl, publishedDate, truncateOnWord } from './clean';
import type { CleanArticle } from './parse';

/** NewsAPI "everything" search for farm news in English, newest first (https://newsapi.org/docs/endpoints/everything). */
export function newsApiSearchUrl(baseUrl = 'https://newsapi.org'): string {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/v2/everything`);
  url.searchParams.set('q', 'farming OR agriculture OR farmers');
  url.searchParams.set('language', 'en');
  url.searchParams.set('sortBy', 'publishedAt');
  url.searchParams.set('pageSize', '100');
  return url.href;
}

const newsApiResponseSchema = z.object({
  status: z.literal('ok'),
  articles: z.array(
    z.object({
      source: z.object({ name: z.string().nullish() }).nullish(),
      title: z.string().nullish(),
      description: z.string().nullish(),
      url: z.string().nullish(),
      urlToImage: z.string().nullish(),
      publishedAt: z.string().nullish(),
    }),
  ),
});

/** NewsAPI marks withdrawn stories with this title and no content. */
const REMOVED = '[Removed]';

/** Reads a NewsAPI answer into clean articles; throws when it is not one. */
export function articlesFromNewsApi(json: string, fetchedAt: Date): CleanArticle[] {
  const { articles } = newsApiResponseSchema.parse(JSON.parse(json));
  return articles.flatMap((raw) => {
    const url = httpUrl(raw.url);
    const title = htmlToPlainText(raw.title ?? '');
    if (!url || !title || title === REMOVED) return [];
    return [
      {
        title,
        description: truncateOnWord(htmlToPlainText(raw.description ?? '')),
        url,
        canonicalUrl: canonicalUrl(url),
        imageUrl: httpUrl(raw.urlToImage, url),
        source: raw.source?.name?.trim() || new URL(url).hostname,
        publishedAt: publishedDate(raw.publishedAt ? new Date(raw.publishedAt) : null, fetchedAt),
      },
    ];
  });
}
