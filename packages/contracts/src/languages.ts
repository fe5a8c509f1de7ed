/**
 * The languages the app speaks, by BCP 47 primary subtag; the first is the default. No zod here: the web app reads
 * this list on the landing page, whose first load carries no validation library.
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value);

/**
 * The language an `Accept-Language` header asks for first among those the app speaks (by q-value, then order);
 * `en-IN` counts as `en`. Undefined when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0], quality: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((entry) => entry.primary).find(isLanguage);
}
