/**
 * Which of a question's words say what exactly it asks ("karnal bunt", "late", "PR 126"), once topic words, fillers
 * and the crop's own names are set aside; and the entries of a fact that those words narrow to.
 */
import { normaliseName, type Crop } from '../../../knowledge';
import { stopWords } from '../data/search-terms';
import { genericPestWords, lateSeasonWords, neutralWords, pestFillerWords, timeWords, topicWords } from '../data/vocabulary';
import type { FactQuestion } from './fact-answer';

/** Words compared with spelling slips folded: doubled letters once ("catterpillar"), no plural s. */
export const fold = (word: string) => word.replace(/(.)\1+/g, '$1').replace(/s$/, '');

export const has = (words: readonly string[], list: readonly string[]) => list.some((entry) => words.includes(normaliseName(entry)));

const wordsOf = (phrases: readonly string[]) => new Set(phrases.flatMap((phrase) => normaliseName(phrase).split(' ')));
/** Every topic word: left over after them, a question's words say what exactly it asks about. */
const vocabulary = wordsOf(Object.values(topicWords).flat());
/** Topic words besides the pest ones, and the pest words that name no pest: left over, the words name the pest. */
export const notPestNames = wordsOf([...Object.entries(topicWords).flatMap(([topic, phrases]) => (topic === 'pests' ? [] : phrases)), ...genericPestWords]);

/** The names of a crop, word by word: they say nothing about which pest or variety is meant. */
export const cropWords = (crop: Crop) =>
  new Set([crop.id, crop.names.en, crop.names.hi, ...crop.names.aliases, ...crop.names.native].flatMap((name) => normaliseName(name).split(' ')));

/** Words that never say what exactly is asked: neutral, time and late-season words. */
const plainWords = wordsOf([...neutralWords, ...lateSeasonWords, ...timeWords]);

/** The question's own words: not fillers, topic words or the crop's names ("karnal bunt", "salt tolerant"). */
export function distinctiveWords(crop: Crop, words: readonly string[], known: Set<string> = vocabulary): string[] {
  const names = cropWords(crop);
  return words.filter(
    (word) =>
      word.length > 2 &&
      !pestFillerWords.has(word) &&
      !stopWords.has(word) &&
      !plainWords.has(word) &&
      !known.has(word) &&
      !names.has(word) &&
      !/^\d+$/.test(word),
  );
}

const varietyTexts = new WeakMap<Crop, string>();
/** The names and notes of a crop's varieties in every region, once per crop. */
function varietyText(crop: Crop): string {
  let text = varietyTexts.get(crop);
  if (text === undefined) {
    const varieties = Object.values(crop.practices).flatMap((practice) => practice.varieties ?? []);
    text = ` ${normaliseName(varieties.map((variety) => `${variety.name} ${variety.note ?? ''}`).join(' '))} `;
    varietyTexts.set(crop, text);
  }
  return text;
}

/**
 * The entries whose text holds the question's own words ("late", "basmati", "PR 126", "toria"); all of them when none
 * does.
 */
export function narrow<T>(items: readonly T[], textOf: (item: T) => string, question: FactQuestion): T[] {
  const { words } = question;
  const { names } = question.crop;
  const main = new Set([question.crop.id, ...[names.en, names.hi, ...names.native].flatMap((name) => normaliseName(name).split(' '))]);
  // The crop's name as typed is a sub-type when the crop's facts use it (toria, basmati); a synonym (gehu) they never do.
  const aliases = names.aliases.map(normaliseName).filter((alias) => !main.has(alias));
  const subTypes = question.cropWords.filter((word) => aliases.includes(word));
  const own = distinctiveWords(question.crop, words).filter((word) => !question.cropWords.includes(word));
  const asked = [
    ...own,
    ...subTypes,
    // A variety's name: letters then a number ("PR 126", "PBW 826").
    ...words.flatMap((word, index) => (/^\d+$/.test(words[index + 1] ?? '') && /^[a-z]+$/.test(word) ? [`${word} ${words[index + 1]}`] : [])),
  ];
  const matching = items.filter((item) => {
    const text = ` ${normaliseName(textOf(item))} `;
    return asked.some((phrase) => text.includes(` ${phrase} `));
  });
  // A sub-type asked (toria) that the entries do not name, while they name others (raya, gobhi sarson): not this one.
  const texts = items.map((item) => ` ${normaliseName(textOf(item))} `).join(' ');
  const otherTypes = aliases.some((alias) => !subTypes.includes(alias) && texts.includes(` ${alias} `));
  // A variety group (basmati, narma) is named in the crop's varieties; a plain synonym (paddy, gehu) never is.
  const groups = subTypes.filter((word) => otherTypes || varietyText(question.crop).includes(` ${word} `));
  const lacking = [...own, ...groups];
  if (matching.length === 0 && lacking.length > 0) question.partial = lacking;
  return matching.length > 0 ? matching : [...items];
}
