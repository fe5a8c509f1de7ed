/**
 * Devanagari place names in Latin letters, so that "लुधियाना" finds the gazetteer's "Ludhiana" (ADR 0050). The
 * letters follow the Hunterian system India's Survey and gazetteers romanise names by (क k, ख kh, श sh, व v, ए e…),
 * without its diacritics, which the gazetteer's names are compared without anyway. Hindi drops the vowel a written
 * after a consonant at the end of a word and, often, inside one (पटना is "Patna", not "Patana"); where it drops inside a
 * word is not certain from the letters, so both readings are returned and the search tries each.
 */

const consonants: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** Consonants written with a nukta (the dot below) for Persian and English sounds. */
const nuktaConsonants: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };
const independentVowels: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
};
const vowelSigns: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
};
const VIRAMA = '्';
const NUKTA = '़';
const ANUSVARA = 'ं';
const CHANDRABINDU = 'ँ';
const VISARGA = 'ः';

/** One written syllable: its consonants (empty for a vowel letter) and its vowel; `inherent` when the a is unwritten. */
interface Syllable {
  consonants: string;
  vowel: string;
  inherent: boolean;
  /** An anusvara, chandrabindu or visarga after it. */
  coda: string;
}

export const hasDevanagari = (text: string) => /[\u0900-\u097F]/u.test(text);

function syllablesOf(word: string): Syllable[] {
  // NFD splits the precomposed nukta letters (क़ U+0958) into the letter and the nukta.
  const letters = [...word.normalize('NFD')];
  const syllables: Syllable[] = [];
  let cluster = '';
  for (let index = 0; index < letters.length; index++) {
    const letter = letters[index]!;
    const next = letters[index + 1];
    if (consonants[letter] !== undefined) {
      const sound = next === NUKTA ? (nuktaConsonants[letter] ?? consonants[letter]!) : consonants[letter]!;
      if (next === NUKTA) index++;
      const after = letters[index + 1];
      if (after === VIRAMA) {
        cluster += sound;
        index++;
      } else if (after !== undefined && vowelSigns[after] !== undefined) {
        syllables.push({ consonants: cluster + sound, vowel: vowelSigns[after]!, inherent: false, coda: '' });
        cluster = '';
        index++;
      } else {
        syllables.push({ consonants: cluster + sound, vowel: 'a', inherent: true, coda: '' });
        cluster = '';
      }
    } else if (independentVowels[letter] !== undefined) {
      syllables.push({ consonants: cluster, vowel: independentVowels[letter]!, inherent: false, coda: '' });
      cluster = '';
    } else if ((letter === ANUSVARA || letter === CHANDRABINDU || letter === VISARGA) && syllables.length > 0) {
      syllables[syllables.length - 1]!.coda = letter === VISARGA ? 'h' : 'n';
    }
  }
  // A word ending in a half consonant (rare in names) keeps it.
  if (cluster) syllables.push({ consonants: cluster, vowel: '', inherent: false, coda: '' });
  return syllables;
}

/**
 * Drops the unwritten a at the end of the word and, in `medial` mode, inside it where a consonant with a vowel follows
 * and a vowel precedes (Ohala's rule for Hindi, read from the right so that two neighbours never both drop).
 */
function dropSchwas(syllables: Syllable[], medial: boolean): Syllable[] {
  const result = syllables.map((syllable) => ({ ...syllable }));
  const last = result.length - 1;
  if (last > 0 && result[last]!.inherent && !result[last]!.coda) result[last]!.vowel = '';
  if (!medial) return result;
  for (let index = last - 1; index > 0; index--) {
    const syllable = result[index]!;
    const next = result[index + 1]!;
    const previous = result[index - 1]!;
    if (!syllable.inherent || syllable.coda || syllable.consonants.length === 0) continue;
    if (next.consonants.length === 0 || next.vowel === '' || previous.vowel === '') continue;
    syllable.vowel = '';
    index--; // its neighbour on the left keeps its a
  }
  return result;
}

const LABIALS = /^(p|ph|b|bh|m)/;

function spell(syllables: Syllable[]): string {
  return syllables
    .map((syllable, index) => {
      const following = syllables[index + 1]?.consonants ?? '';
      // An anusvara before p, b or m is said m (अंबाला "Ambala", मुंबई "Mumbai").
      const coda = syllable.coda === 'n' && LABIALS.test(following) ? 'm' : syllable.coda;
      return syllable.consonants + syllable.vowel + coda;
    })
    .join('');
}

/** The Latin readings of a Devanagari place name: with the a dropped inside words where Hindi usually drops it, and without. */
export function devanagariToLatin(text: string): string[] {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const reading = (medial: boolean) => words.map((word) => (hasDevanagari(word) ? spell(dropSchwas(syllablesOf(word), medial)) : word.toLowerCase())).join(' ');
  return [...new Set([reading(true), reading(false)])];
}

/**
 * A spelling key under which the usual variants of one Indian name meet: letters only, w as v, long vowels written
 * double as single, a y between two vowels dropped ("Ludhiyana" and "Ludhiana"), "ay" before a consonant as "ai"
 * ("Jaypur", "Jaipur"), and doubled consonants single.
 */
export function spellingKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/w/g, 'v')
    .replace(/([aeiou])y([aeiou])/g, '$1$2')
    .replace(/ay(?=[^aeiou]|$)/g, 'ai')
    .replace(/aa/g, 'a')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([b-df-hj-np-tv-z])\1/g, '$1');
}
