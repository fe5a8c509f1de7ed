/**
 * The catalogue's names as lookups for reading questions: states and district towns, banned and registered active
 * ingredients, and the word pairs of pest names. Built once per catalogue.
 */
import { allPlaces, normaliseIngredient, normaliseName, type Chemical, type Knowledge, type Practice, type StateInfo } from '../../../knowledge';
import { resurgence } from '../data/resurgence';
import { topicWords } from '../data/vocabulary';
import { phraseIndex, type PhraseIndex } from './phrases';

/** Every vocabulary word: a word the vocabulary knows is never read as a misspelt crop name. */
export const vocabularyWords = new Set(
  Object.values(topicWords)
    .flat()
    .flatMap((phrase) => normaliseName(phrase).split(' ')),
);

/** A banned or restricted active ingredient, as the question names it. */
export interface BannedName {
  ai: string;
  status: string;
  note?: string;
  notOn?: string[];
  source: string;
}

/** A practice's chemicals with what each is used against and the entry's source: seed treatment, weeds, pests. */
export function chemicalGroups(practice: Practice): { against: string; chemicals: Chemical[]; source: string }[] {
  const treatment = practice.seedTreatment;
  return [
    ...(treatment ? [{ against: treatment.text, chemicals: treatment.chemicals, source: treatment.source }] : []),
    ...(practice.weeds ?? []).map((weed) => ({ against: weed.weeds, chemicals: weed.chemicals, source: weed.source })),
    ...(practice.pests ?? []).map((pest) => ({ against: pest.name, chemicals: pest.chemicals, source: pest.source })),
  ];
}

export interface Lookups {
  states: Map<string, StateInfo>;
  /** Adjacent word pairs of the catalogue's pest and disease names. */
  pestWordPairs: Set<string>;
  bannedIndex: PhraseIndex;
  chemicalIndex: PhraseIndex;
  bannedByName: Map<string, BannedName>;
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

export function lookupsFor(knowledge: Knowledge): Lookups {
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
export function namedState(
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
