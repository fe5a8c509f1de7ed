/**
 * Reading a message, before anything is looked up: the crop (through the catalogue's resolver), the topic, scheme,
 * place, products named, and whether it is about farming at all. Pure and data-driven: every word list is in data/.
 */
import { editDistance, normaliseName, type Crop, type FarmRegion, type Knowledge, type StateInfo } from '../../../knowledge';
import { otherCrops, type OtherCrop } from '../data/other-crops';
import { languageOf, type Language } from '../data/replies';
import {
  backReferences,
  farmingWords,
  genericTopicWords,
  greetings,
  notCropPhrases,
  offTopicWords,
  schemes,
  timeWords,
  topicPrecedence,
  topicWords,
  type Topic,
} from '../data/vocabulary';
import { lookupsFor, namedState, vocabularyWords, type BannedName } from './catalogue-names';
import { findPhrases, phraseIndex } from './phrases';
import { ambiguousReading, type Reading } from './readings';

/** What a message asks, read before anything is looked up. */
export interface Understanding {
  text: string;
  language: Language;
  /** The message's words, normalised (lower case, Devanagari spellings folded). */
  words: string[];
  crop: Crop | undefined;
  /** The crop's words as the farmer wrote them. */
  cropWords: string[];
  topic: Topic | undefined;
  scheme: (typeof schemes)[number] | undefined;
  /** A state named in the question (directly or through a district), which wins over the profile's. */
  namedState: StateInfo | undefined;
  /** The words naming that state or town: they say where, not what is asked. */
  placeWords: string[];
  /** An active ingredient of the catalogue named in the question, as the catalogue writes it ("2,4-D"). */
  chemical: string | undefined;
  /** A banned or restricted active ingredient named in the question. */
  banned: BannedName | undefined;
  /** "it", "iska": the message points back at the previous crop. */
  backReference: boolean;
  greeting: boolean;
  aboutFarming: boolean;
  /** A request outside farming (a recipe, a poem) and no farming topic word: refused even when a crop is named. */
  offTopic: boolean;
  /** A crop the catalogue has no practices for ("haldi"); `exact` false when the farmer's word was only close to its name. */
  otherCrop: { crop: OtherCrop; exact: boolean } | undefined;
  /** A misspelt word read equally well as two crops, or a crop and a pest: the question is asked back. */
  askBack: Reading[] | undefined;
}

const topicIndexes = new Map(topicPrecedence.map((topic) => [topic, phraseIndex(topicWords[topic])]));
const schemeIndexes = schemes.map((scheme) => ({ scheme, index: phraseIndex(scheme.names) }));
const greetingIndex = phraseIndex(greetings);
const generic = new Set(genericTopicWords.map(normaliseName));
/** Topic words that on their own make a message about farming. */
const farmingTopicIndex = phraseIndex(
  Object.values(topicWords)
    .flat()
    .filter((phrase) => !generic.has(normaliseName(phrase))),
);
const farmingIndex = phraseIndex(farmingWords);
const backReferenceIndex = phraseIndex(backReferences);
const timeIndex = phraseIndex(timeWords);
const offTopicIndex = phraseIndex(offTopicWords);
const otherCropIndex = phraseIndex(otherCrops.flatMap((crop) => crop.names));
const otherCropByName = new Map(otherCrops.flatMap((crop) => crop.names.map((name) => [normaliseName(name), crop] as const)));
/** Names long enough that one slip still leaves them recognisable ("turmric"). */
const otherCropWords = [...otherCropByName.keys()].filter((name) => !name.includes(' ') && name.length >= 5);
const notCropPattern = new RegExp(`\\b(${notCropPhrases.map((phrase) => normaliseName(phrase)).join('|')})\\b`, 'g');

/** A crop outside the catalogue the words name, exactly or with one slip. */
function otherCropIn(words: readonly string[]): { crop: OtherCrop; exact: boolean } | undefined {
  const exact = findPhrases(words, otherCropIndex)[0];
  if (exact) return { crop: otherCropByName.get(exact.join(' '))!, exact: true };
  for (const word of words) {
    const near = word.length >= 5 ? otherCropWords.find((name) => editDistance(word, name, 1) <= 1) : undefined;
    if (near) return { crop: otherCropByName.get(near)!, exact: false };
  }
  return undefined;
}

/** The topic a message asks about, by the precedence of the vocabulary; "transplanting time of variety X" asks when. */
export function topicOf(words: readonly string[]): Topic | undefined {
  const named = topicPrecedence.filter((topic) => findPhrases(words, topicIndexes.get(topic)!).length > 0);
  if (named[0] === 'varieties' && named.includes('sowing') && findPhrases(words, timeIndex).length > 0) return 'sowing';
  return named[0];
}

/**
 * Hindi and Punjabi nouns take an oblique ending before a postposition ("चने की", "आलुओं में", "ਨਰਮੇ ਵਿੱਚ"): the plain
 * form names the crop.
 */
const directForm = (text: string) =>
  text
    .replace(/([\u0900-\u097F]+)े(?=\s|$)/g, '$1ा')
    .replace(/([\u0900-\u097F]+)ों(?=\s|$)/g, '$1')
    .replace(/([\u0A00-\u0A7F]+)\u0A47(?=\s|$)/g, '$1\u0A3E');

function cropMention(text: string, knowledge: Knowledge) {
  const pick = (from: string) => knowledge.resolver.mentions(from).find((candidate) => !candidate.fuzzy || !vocabularyWords.has(candidate.text));
  return pick(text) ?? (/[\u0900-\u097F\u0A00-\u0A7F]/.test(text) ? pick(directForm(text)) : undefined);
}

/** Reads a message: crop (through the catalogue's resolver), topic, scheme, place, language (`savedLanguage`: the farmer's). */
export function understand(text: string, knowledge: Knowledge, savedLanguage?: string | null): Understanding {
  const words = normaliseName(text).split(' ').filter(Boolean);
  const lookups = lookupsFor(knowledge);
  const other = otherCropIn(words);
  // A catalogue crop named exactly wins; one only spelt alike never stands in for a crop outside the catalogue.
  const catalogueMention = cropMention(normaliseName(text).replace(notCropPattern, ' '), knowledge);
  const mention = other && catalogueMention?.fuzzy ? undefined : catalogueMention;
  const otherCrop = mention ? undefined : other;
  const bannedName = findPhrases(words, lookups.bannedIndex)[0];
  const banned = bannedName && lookups.bannedByName.get(bannedName.join(' '));
  const chemicalWords = findPhrases(words, lookups.chemicalIndex)[0];
  const chemical = chemicalWords && lookups.chemicalByName.get(chemicalWords.join(' '));
  const scheme = schemeIndexes.find(({ index }) => findPhrases(words, index).length > 0)?.scheme;
  const topic = topicOf(words);
  const place = namedState(words, lookups);
  const greeting = words.length <= 4 && findPhrases(words, greetingIndex).length > 0 && !mention && !topic;
  const farmingTopic = findPhrases(words, farmingTopicIndex).length > 0;
  // A crop read through a misspelling, with no crop named exactly, may be a close call; so may a crop question naming
  // no crop the resolver reads, whose short misspelt name ("kanna ki kism") reads two ways.
  const askBack = mention?.fuzzy
    ? knowledge.resolver.mentions(text).some((one) => !one.fuzzy)
      ? undefined
      : ambiguousReading(mention.text.split(' '), knowledge)
    : !mention && !other && topic && !scheme
      ? ambiguousReading(words, knowledge)
      : undefined;
  return {
    text,
    language: languageOf(text, savedLanguage),
    words,
    crop: mention?.crop,
    // Every word naming the crop as typed ("paddy", "basmati"), oblique forms included ("चने" for "चना").
    cropWords: mention
      ? words.filter(
          (word) =>
            mention.text.split(' ').includes(word) ||
            mention.text.split(' ').includes(normaliseName(directForm(word))) ||
            knowledge.resolver.resolve(word)?.id === mention.crop.id,
        )
      : [],
    topic: scheme && (!topic || topic === 'scheme') ? 'scheme' : topic,
    scheme,
    namedState: place?.state,
    placeWords: place?.words ?? [],
    chemical,
    banned,
    backReference: findPhrases(words, backReferenceIndex).length > 0,
    greeting,
    aboutFarming: Boolean(mention || otherCrop || scheme || banned || chemical || farmingTopic || findPhrases(words, farmingIndex).length > 0),
    offTopic: findPhrases(words, offTopicIndex).length > 0 && !farmingTopic && !scheme && !banned,
    otherCrop,
    askBack,
  };
}

/** The region an answer uses: a state named in the question, else the farm's own. */
export function regionFor(understanding: Pick<Understanding, 'namedState'>, profileRegion: FarmRegion | null): FarmRegion | null {
  const state = understanding.namedState;
  if (!state) return profileRegion;
  return { latitude: NaN, longitude: NaN, country: 'IN', countryName: 'India', state, nearestPlace: null };
}

/** The Indian season a date falls in: kharif June to September, rabi October to February, zaid March to May. */
export function seasonOn(isoDate: string): 'kharif' | 'rabi' | 'zaid' {
  const month = Number(isoDate.slice(5, 7));
  return month >= 6 && month <= 9 ? 'kharif' : month >= 3 && month <= 5 ? 'zaid' : 'rabi';
}
