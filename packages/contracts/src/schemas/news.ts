import { z } from '../zod';

/** One stored news article as the API returns it; publishedAt is ISO 8601, URLs are http(s) only. */
export const newsArticleSchema = z.object({
  title: z.string(),
  description: z.string(),
  publishedAt: z.string(),
  url: z.string(),
  urlToImage: z.string().nullable(),
  source: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** GET /api/news/agriculture: newest first. */
export const newsResponseSchema = z.object({
  status: z.literal('success'),
  articles: z.array(newsArticleSchema),
});
export type NewsResponse = z.infer<typeof newsResponseSchema>;
