/**
 * Pest and disease answers: the pest a question names (or a group, "sucking pests"), how to recognise it, the
 * threshold, control without and with chemicals, the products registered against it in India, and the products that
 * make it worse (resurgence).
 */
import {
  describeRegisteredUse,
  listedIngredient,
  normaliseName,
  regionChain,
  regionName as keyName,
  registeredAgainst,
  targetIn,
  type Catalogue,
  type Crop,
  type Practice,
} from '../../../knowledge';
import type { Language, Replies } from '../data/replies';
import { resurgence, type Resurgence } from '../data/resurgence';
import { diseaseWords, insectWords, pestFillerWords, pestGroups, pestSynonyms } from '../data/vocabulary';
import { chemicalLines, MAX_CHEMICALS } from './chemicals';
import { citeSource, cropName, regionLabel, type FactAnswer, type FactQuestion, type LineContext } from './fact-answer';
import { cropWords, distinctiveWords, fold, has, notPestNames } from './words';

export type Pest = NonNullable<Practice['pests']>[number];

const MAX_PESTS_LISTED = 8;

/** The crop's pest the question names (by name, local name or id), the one with most words in common. */
export function namedPest(crop: Crop, pests: Pest[], words: readonly string[]): Pest | undefined {
  const names = cropWords(crop);
  const own = words.filter((word) => !pestFillerWords.has(word) && !names.has(word));
  const asked = new Set([...own, ...own.flatMap((word) => pestSynonyms[word] ?? [])].map(fold));
  for (let index = 0; index + 1 < words.length; index++) asked.add(fold(words[index]! + words[index + 1]!));
  let best: { pest: Pest; score: number } | undefined;
  for (const pest of pests) {
    const pestWords = new Set(
      [pest.name, ...pest.localNames, pest.id.replace(/-/g, ' ')]
        .flatMap((name) => normaliseName(name).split(' '))
        .filter((word) => word.length > 2 && !pestFillerWords.has(word) && !names.has(word))
        .map(fold),
    );
    // A compound in the pest's own name holds the asked word: "armyworm", "bollworm" are worms.
    const compounds = normaliseName(pest.name).split(' ').map(fold);
    const holds = (word: string) => compounds.includes(word) && [...asked].some((one) => one.length >= 4 && word.length > one.length && word.endsWith(one));
    const score = [...pestWords].filter((word) => asked.has(word) || holds(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { pest, score };
  }
  return best?.pest;
}

/** The crop's pests of a group the question names ("sucking pests": its jassid, whitefly and thrips entries). */
function groupedPests(crop: Crop, pests: Pest[], words: readonly string[]): Pest[] {
  const members = new Set(words.flatMap((word) => pestGroups[word] ?? []).map(fold));
  if (members.size === 0) return [];
  const names = cropWords(crop);
  return pests.filter((pest) =>
    [pest.name, ...pest.localNames, pest.id.replace(/-/g, ' ')].some((name) =>
      normaliseName(name)
        .split(' ')
        .some((word) => !names.has(word) && members.has(fold(word))),
    ),
  );
}

/**
 * A pest's name in the answer's language: in Hindi its Devanagari local names, else its name through the Hindi
 * pest-name glossary when the glossary reads it whole, else the catalogue's English.
 */
function pestName(pest: Pest, language: Language, catalogue: Catalogue): string {
  if (language === 'en') return pest.name;
  const hindiNames = pest.localNames.filter((name) => /[\u0900-\u097F]/.test(name));
  if (hindiNames.length) return hindiNames.join(', ');
  const named = targetIn(pest.name, language, catalogue.pestNamesHi);
  return named.language === language ? named.text : pest.name;
}

/** One pest in the answer's words: name and local names with its signs, threshold, control without and with chemicals. */
function pestLines(pest: Pest, inIndia: boolean, replies: Replies, cite: (id: string | undefined) => void, language: Language, catalogue: Catalogue): string[] {
  cite(pest.source);
  for (const chemical of pest.chemicals) cite(chemical.source);
  // The signs are written in English: a Hindi answer names the pest in Hindi and goes on to what to do.
  return [
    language === 'hi'
      ? `${pestName(pest, language, catalogue)}:`
      : `${pest.name}${pest.localNames.length ? ` (${pest.localNames.join(', ')})` : ''}: ${pest.symptoms}`,
    ...(pest.threshold ? [replies.threshold(pest.threshold)] : []),
    ...(pest.cultural ? [replies.cultural(pest.cultural)] : []),
    ...(pest.biological ? [replies.biological(pest.biological)] : []),
    ...chemicalLines(pest.chemicals, inIndia, replies),
  ];
}

/** The pest the question names, a group of the crop's pests, or the list of those the facts hold. */
export function pestTopicLines(line: LineContext): string[] | undefined {
  const { question, fact, catalogue, inIndia, cite, sources } = line;
  const { crop, replies, words } = question;
  const all = fact.value as NonNullable<Practice['pests']>;
  const kind = has(words, diseaseWords) ? 'disease' : has(words, insectWords) ? 'insect' : undefined;
  const pest = namedPest(crop, all, words);
  const group = pest ? [] : groupedPests(crop, all, words);
  if (group.length > 0) return group.slice(0, MAX_CHEMICALS).flatMap((member) => pestLines(member, inIndia, replies, cite, question.language, catalogue));
  if (!pest) {
    // A pest named that the facts do not hold: the list of those they hold, as a "don't know".
    const asked = distinctiveWords(crop, words, notPestNames).filter((word) => !question.cropWords.includes(word));
    if (asked.length > 0) question.partial = asked;
    const listed = all.filter((entry) => !kind || (kind === 'disease' ? entry.kind === 'disease' : entry.kind !== 'disease'));
    for (const entry of listed) cite(entry.source);
    return [
      replies.pestList(
        cropName(crop, question.language),
        (listed.length ? listed : all)
          .slice(0, MAX_PESTS_LISTED)
          .map((entry) => pestName(entry, question.language, catalogue))
          .join(', '),
      ),
    ];
  }
  const elsewhere = pest.chemicals.length ? undefined : chemicalsElsewhere(question, pest, catalogue);
  if (elsewhere) {
    cite(elsewhere.pest.source);
    for (const chemical of elsewhere.pest.chemicals) cite(chemical.source);
  }
  question.pest = pest.name;
  const worsening = resurgenceOf(crop, pest.name);
  for (const source of worsening?.sources ?? []) sources.push(source);
  const registered = question.region?.country === 'IN' ? registeredAgainst(crop, [pest.name, ...pest.localNames], catalogue).slice(0, MAX_CHEMICALS) : [];
  if (registered.length) cite(registered[0]!.source);
  return [
    ...pestLines(pest, inIndia, replies, cite, question.language, catalogue),
    ...(registered.length ? [replies.registeredFor, ...registered.map((use) => describeRegisteredUse(use, question.language, catalogue.pestNamesHi))] : []),
    ...(elsewhere ? [replies.chemicalsFrom(elsewhere.regionName), ...chemicalLines(elsewhere.pest.chemicals, elsewhere.key.startsWith('IN'), replies)] : []),
    ...(worsening ? [replies.resurgence(worsening.group[question.language], worsening.ingredients.join(', '), worsening.effect[question.language])] : []),
  ];
}

/**
 * A pest the crop's practices do not hold ("tikka" on groundnut), answered from the products CIB&RC registers against
 * it on the crop in India: the answer's lines, or undefined when nothing registered names it.
 */
export function registeredOnly(question: FactQuestion, catalogue: Catalogue): FactAnswer | undefined {
  if (question.region?.country && question.region.country !== 'IN') return undefined;
  const { crop, replies, language } = question;
  const asked = distinctiveWords(crop, question.words, notPestNames).filter((word) => !question.cropWords.includes(word));
  const names = [...asked, ...asked.flatMap((word) => pestSynonyms[word] ?? [])];
  // Without the state's practice to weigh them, an ingredient on the banned and restricted list is never offered.
  const uses = registeredAgainst(crop, names, catalogue)
    .filter((use) => !use.ingredients.some((ai) => listedIngredient(ai, catalogue.banned)))
    .slice(0, MAX_CHEMICALS);
  if (uses.length === 0) return undefined;
  const india = language === 'hi' ? 'भारत' : 'India';
  return {
    heading: replies.heading(replies.topicNames.pests, cropName(crop, language), india),
    lines: [replies.registeredFor, ...uses.map((use) => describeRegisteredUse(use, language, catalogue.pestNamesHi))],
    sources: citeSource(uses[0]!.source, crop, catalogue),
    regionName: india,
  };
}

/** Products that make the crop's pest worse, when a cited fact says so. */
export function resurgenceOf(crop: Crop, pestName: string): Resurgence | undefined {
  const words = new Set(normaliseName(pestName).split(' '));
  return resurgence.find((entry) => entry.crops.includes(crop.id) && entry.pestWords.some((word) => words.has(word)));
}

/** The same pest's chemical control in the nearest region that gives one, when the farmer's region gives none. */
function chemicalsElsewhere(question: FactQuestion, pest: Pest, catalogue: Catalogue): { pest: Pest; key: string; regionName: string } | undefined {
  const inIndia = !question.region?.country || question.region.country === 'IN';
  const keys = [...regionChain(question.region), ...(inIndia ? [...catalogue.regions.focusStates, ...Object.keys(question.crop.practices)] : [])];
  for (const key of keys) {
    const other = question.crop.practices[key]?.pests?.find((entry) => (entry.id === pest.id || entry.name === pest.name) && entry.chemicals.length > 0);
    if (other) return { pest: other, key, regionName: regionLabel(key, keyName(key, catalogue), catalogue, question.language) };
  }
  return undefined;
}
