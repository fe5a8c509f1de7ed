import { allPlaces, editDistance, normaliseIngredient, normaliseName, type Crop, type FarmRegion, type Knowledge, type StateInfo } from '../../knowledge';
import { languageOf, type Language } from './data/replies';
import { chemicalGroups } from './facts';
import { otherCrops, type OtherCrop } from './data/other-crops';
import { resurgence } from './data/resurgence';
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
} from './data/vocabulary';

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
  banned: { ai: string; status: string; note?: string; notOn?: string[]; source: string } | undefined;
  /** "it", "iska": the message points back at the previous crop. */
  backReference: boolean;
  greeting: boolean;
  aboutFarming: boolean;
  /** A request outside farming (a recipe, a poem) and no farming topic word: refused even when a crop is named. */
  offTopic: boolean;
  /** A crop the catalogue has no practices for ("haldi"); `exact` false when the farmer's word was only close to its name. */
  otherCrop: { crop: OtherCrop; exact: boolean } | undefined;
}

type PhraseIndex = Map<string, string[][]>;

/** Phrases by their first word, so a text is scanned once per word. */
function phraseIndex(phrases: Iterable<string>): PhraseIndex {
  const index: PhraseIndex = new Map();
  for (const phrase of phrases) {
    const words = normaliseName(phrase).split(' ').filter(Boolean);
    if (words.length === 0) continue;
    const list = index.get(words[0]!) ?? [];
    list.push(words);
    index.set(words[0]!, list);
  }
  return index;
}

/** The phrases of an index found in the words, as their word lists. */
export function findPhrases(words: readonly string[], index: PhraseIndex): string[][] {
  const found: string[][] = [];
  for (let start = 0; start < words.length; start++) {
    for (const phrase of index.get(words[start]!) ?? []) {
      if (phrase.every((word, offset) => words[start + offset] === word)) found.push(phrase);
    }
  }
  return found;
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
/** Every vocabulary word: a word the vocabulary knows is never read as a misspelt crop name. */
const vocabularyWords = new Set(
  Object.values(topicWords)
    .flat()
    .flatMap((phrase) => normaliseName(phrase).split(' ')),
);

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

interface Lookups {
  states: Map<string, StateInfo>;
  /** Adjacent word pairs of the catalogue's pest and disease names. */
  pestWordPairs: Set<string>;
  bannedIndex: PhraseIndex;
  chemicalIndex: PhraseIndex;
  bannedByName: Map<string, NonNullable<Understanding['banned']>>;
  /** Active ingredients by their normalised name, to their name as the catalogue writes it. */
  chemicalByName: Map<string, string>;
}

const lookupsByCatalogue = new WeakMap<Knowledge, Lookups>();

/** Romanised spellings of state names farmers type besides the catalogue's English and Hindi names. */
const stateSpellings: Record<string, string[]> = {
  'IN-PB': ['panjab'],
  'IN-HR': ['hariyana'],
  'IN-UP': ['uttarpradesh'],
  'IN-MP': ['madhyapradesh'],
  'IN-MH': ['maharastra'],
  'IN-TN': ['tamilnadu'],
  'IN-AP': ['andhra'],
};

/** Towns of at least this many people name their state ("wheat varieties for Sangrur"). */
const DISTRICT_TOWN_POPULATION = 50_000;

function lookupsFor(knowledge: Knowledge): Lookups {
  let lookups = lookupsByCatalogue.get(knowledge);
  if (lookups) return lookups;
  const { catalogue, resolver } = knowledge;
  const states = new Map<string, StateInfo>();
  const stateByAdmin1 = new Map(catalogue.regions.states.map((state) => [state.geonamesAdmin1, state]));
  for (const place of allPlaces()) {
    if (place.country !== 'IN' || place.population < DISTRICT_TOWN_POPULATION) continue;
    // GeoNames spells with Latin diacritics (Sangrūr); farmers type without them.
    const name = normaliseName(place.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    const state = stateByAdmin1.get(place.admin1);
    if (state && name.length >= 5 && !vocabularyWords.has(name) && !resolver.resolve(name)) states.set(name, state);
  }
  for (const state of catalogue.regions.states) {
    for (const name of [state.en, state.hi, ...(stateSpellings[state.code] ?? [])]) states.set(normaliseName(name), state);
  }
  const bannedByName = new Map(
    catalogue.banned.entries.map((entry) => [
      normaliseIngredient(entry.ai),
      { ai: entry.ai, status: entry.status, note: entry.note, notOn: entry.notOn, source: entry.source },
    ]),
  );
  const chemicals = catalogue.crops.flatMap((crop) =>
    Object.values(crop.practices).flatMap((practice) => chemicalGroups(practice).flatMap((group) => group.chemicals)),
  );
  const chemicalByName = new Map([
    ...chemicals.map((chemical) => [normaliseIngredient(chemical.ai), chemical.ai] as const),
    // Products that worsen a pest are read even when no practice recommends them, so the answer can say no.
    ...resurgence.flatMap((entry) => entry.ingredients.map((ai) => [normaliseIngredient(ai), ai] as const)),
  ]);
  // Word pairs of pest and disease names: "karnal bunt" names a disease, not the town of Karnal.
  const pestWordPairs = new Set(
    catalogue.crops.flatMap((crop) =>
      Object.values(crop.practices).flatMap((practice) =>
        (practice.pests ?? []).flatMap((pest) =>
          [pest.name, ...pest.localNames].flatMap((name) =>
            normaliseName(name)
              .split(' ')
              .flatMap((word, index, all) => (index > 0 ? [`${all[index - 1]} ${word}`] : [])),
          ),
        ),
      ),
    ),
  );
  lookups = {
    states,
    pestWordPairs,
    bannedIndex: phraseIndex(bannedByName.keys()),
    bannedByName,
    chemicalIndex: phraseIndex(chemicalByName.keys()),
    chemicalByName,
  };
  lookupsByCatalogue.set(knowledge, lookups);
  return lookups;
}

/** The state a question names, directly or through a town, and the words that name it. */
function namedState(
  words: readonly string[],
  { states, pestWordPairs }: Pick<Lookups, 'states' | 'pestWordPairs'>,
): { state: StateInfo; words: string[] } | undefined {
  const inPestName = (index: number) => pestWordPairs.has(`${words[index - 1]} ${words[index]}`) || pestWordPairs.has(`${words[index]} ${words[index + 1]}`);
  for (let start = 0; start < words.length; start++) {
    for (const length of [3, 2, 1]) {
      const place = words.slice(start, start + length);
      const state = states.get(place.join(' '));
      if (state && !(length === 1 && inPestName(start))) return { state, words: place };
    }
  }
  return undefined;
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
