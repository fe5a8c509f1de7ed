/** A high surrogate not followed by a low one, or a low one not preceded by a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** JSON text that may hold an escaped surrogate (`\uD800`…`\uDFFF`); raw UTF-8 cannot carry a lone one. */
const ESCAPED_SURROGATE = /\\u[dD][89abcdefABCDEF]/;

/** The text with every lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed does. */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * The parsed JSON value with every string and key well-formed UTF-16. A lone surrogate is valid JSON but no UTF-8
 * column or JSON column can store it (PostgreSQL refuses it as "invalid input syntax for type json"), so the edge
 * turns it into U+FFFD, as a browser's own UTF-8 encoder would.
 */
export function wellFormedJson(text: string, value: unknown): unknown {
  return ESCAPED_SURROGATE.test(text) ? wellFormed(value) : value;
}

function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return toWellFormed(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [toWellFormed(key), wellFormed(inner)]));
}
