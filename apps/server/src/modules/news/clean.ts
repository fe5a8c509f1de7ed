import { compile } from 'html-to-text';
import { DomUtils, parseDocument } from 'htmlparser2';

/** Descriptions are cut to about this many characters (ellipsis included). */
export const DESCRIPTION_MAX_LENGTH = 300;

const ELLIPSIS = '…';

const keepCase = { options: { uppercase: false } };
/** Compiled once: html-to-text's convert() would rebuild its selector tables on every call. */
const toText = compile({
  wordwrap: false as const,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h1', ...keepCase },
    { selector: 'h2', ...keepCase },
    { selector: 'h3', ...keepCase },
    { selector: 'h4', ...keepCase },
    { selector: 'h5', ...keepCase },
    { selector: 'h6', ...keepCase },
    { selector: 'table', format: 'block' },
    { selector: 'ul', options: { itemPrefix: '' } },
  ],
});

/** Feed HTML (or text with entities) as one line of plain text: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToPlainText(html: string): string {
  return toText(html).replace(/\s+/g, ' ').trim();
}

/** Cuts text to at most `max` characters on a word boundary, ending with '…' when something was cut. */
export function truncateOnWord(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  if (text.length <= max) return text;
  // A space at index k < max means text.slice(0, k) + '…' fits in max characters.
  const lastSpace = text.slice(0, max).lastIndexOf(' ');
  // A single very long word is cut inside the word rather than dropped.
  const cut = text.slice(0, lastSpace > 0 ? lastSpace : max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

/** The absolute http(s) URL for `raw` (relative ones resolved against `base`), or null for anything else (javascript:, data:, mailto:, junk). */
export function httpUrl(raw: string | null | undefined, base?: string): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The key one story is stored under: no fragment, no utm_* tracking parameters, lower-case host (URL does that). */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  for (const name of [...parsed.searchParams.keys()]) {
    if (name.toLowerCase().startsWith('utm_')) parsed.searchParams.delete(name);
  }
  return parsed.href;
}

/**
 * The date an article is listed under. A missing or unreadable date becomes the fetch time, so the story sorts as
 * new when first seen; a date in the future (feeds with wrong time zones) is capped at the fetch time.
 */
export function publishedDate(date: Date | null | undefined, fetchedAt: Date): Date {
  if (!date || Number.isNaN(date.getTime()) || date > fetchedAt) return fetchedAt;
  return date;
}

/** The src of the first <img> in an HTML fragment, if any. */
export function firstImageSource(html: string): string | null {
  const image = DomUtils.findOne((element) => element.name === 'img' && !!element.attribs.src, parseDocument(html).children);
  return image?.attribs.src ?? null;
}
