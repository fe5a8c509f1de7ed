import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';

const localesDir = join(import.meta.dirname, '..', 'locales');
const read = (language: string, file: string): unknown => JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));

/** Every key path of a locale file, each with its text. */
function entries(texts: unknown, prefix = ''): [string, unknown][] {
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) return [[prefix, texts]];
  return Object.entries(texts).flatMap(([key, value]) => entries(value, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  it('exist for exactly the languages the contracts list', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...languages].sort());
  });

  const namespaces = readdirSync(join(localesDir, 'en'));
  for (const language of languages.filter((l) => l !== 'en')) {
    it(`${language}: the same files as English`, () => {
      expect(readdirSync(join(localesDir, language)).sort()).toEqual([...namespaces].sort());
    });

    for (const namespace of namespaces) {
      it(`${language}/${namespace}: every English key, no other, each a non-empty text`, () => {
        const english = entries(read('en', namespace)).map(([key]) => key);
        const translated = entries(read(language, namespace));
        expect(translated.map(([key]) => key).sort()).toEqual(english.sort());
        for (const [key, text] of translated) expect(typeof text === 'string' && text.trim() !== '', `${namespace}:${key}`).toBe(true);
      });
    }
  }
});
