import type { Language } from '@farmsight/contracts';

/** A registered target as a screen shows it: in the asked language, or in CIB&RC's English where the glossary lacks a word. */
export interface NamedTarget {
  text: string;
  language: Language;
}

/** Words in CIB&RC's target strings that name nothing themselves ('pests: brown plant hopper', 'blast of rice'). */
const FILLER = new Set(['and', 'of', 'the', 'pests', 'diseases', 'viz', 'etc', 'sp', 'spp', 'i', 'e', 'rice', 'other']);

/**
 * A CIB&RC target ('Brown plant hopper (Nilaparvata lugens) Leaf folder (Cnaphalocrocis medinalis)') named in Hindi
 * from the glossary ('भूरा फुदका, पत्ती लपेटक'): the scientific names in brackets are the same pests' Latin names and
 * go; every other word must be part of a glossary name, matched longest first, or the target stays in English (with
 * `language: 'en'`, so the screen marks it) rather than showing half a name.
 */
export function targetIn(target: string, language: Language, hindiNames: Record<string, string>): NamedTarget {
  if (language === 'en') return { text: target, language };
  const segments = target
    .toLowerCase()
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/[,;/:–—.]|\s-\s?|-\s/g, '|')
    .split('|');
  const names: string[] = [];
  for (const segment of segments) {
    const words = segment.split(/\s+/).filter(Boolean);
    let at = 0;
    while (at < words.length) {
      const match = longestName(words, at, hindiNames);
      if (match) {
        names.push(match.hindi);
        at += match.length;
      } else if (FILLER.has(words[at]!)) at += 1;
      else return { text: target, language: 'en' };
    }
  }
  if (names.length === 0) return { text: target, language: 'en' };
  return { text: [...new Set(names)].join(', '), language };
}

function longestName(words: string[], at: number, hindiNames: Record<string, string>): { hindi: string; length: number } | undefined {
  for (let length = words.length - at; length > 0; length -= 1) {
    const hindi = hindiNames[words.slice(at, at + length).join(' ')];
    if (hindi) return { hindi, length };
  }
  return undefined;
}
