/**
 * Close readings of a misspelt word: every catalogue name (crop names in English, Hindi, romanised and regional, and
 * the distinctive words of its pests' names) scored by how few edits the farmer's word is from it. When the best two
 * readings name different things at the same distance, the question is asked back instead of guessed.
 */
import { editDistance, normaliseName, type Knowledge } from '../../../knowledge';
import { vocabularyWords } from './catalogue-names';

/** One way to read a word: a crop, or a pest of a crop, with its names in English and Hindi. */
export interface Reading {
  kind: 'crop' | 'pest';
  /** The crop's id (for a pest, the crop it is a pest of). */
  cropId: string;
  en: string;
  hi: string;
  /** Edits from the farmer's word to the name. */
  distance: number;
}

/** Words of at least this length are read fuzzily (shorter ones are too often another word). */
const MIN_LENGTH = 5;

interface NameEntry {
  word: string;
  reading: Omit<Reading, 'distance'>;
}

const entriesByCatalogue = new WeakMap<Knowledge, NameEntry[]>();

function entriesFor(knowledge: Knowledge): NameEntry[] {
  let entries = entriesByCatalogue.get(knowledge);
  if (entries) return entries;
  entries = [];
  for (const crop of knowledge.catalogue.crops) {
    const names = [crop.id, crop.names.en, crop.names.hi, ...crop.names.aliases, ...crop.names.native].map(normaliseName);
    const cropNames = new Set(names.flatMap((name) => name.split(' ')));
    const reading = { kind: 'crop' as const, cropId: crop.id, en: crop.names.en, hi: crop.names.hi };
    // Whole one-word names, as the resolver reads them: "apple" in "apple gourd" is no name of its own.
    for (const word of names) if (!word.includes(' ') && word.length >= MIN_LENGTH && !vocabularyWords.has(word)) entries.push({ word, reading });
    const pests = new Map(Object.values(crop.practices).flatMap((practice) => (practice.pests ?? []).map((pest) => [pest.name, pest] as const)));
    for (const pest of pests.values()) {
      const hindiName = pest.localNames.find((name) => /[\u0900-\u097F]/.test(name)) ?? pest.name;
      const pestReading = {
        kind: 'pest' as const,
        cropId: crop.id,
        en: `${pest.name} (${crop.names.en.toLowerCase()})`,
        hi: `${hindiName} (${crop.names.hi})`,
      };
      const words = new Set([pest.name, ...pest.localNames].flatMap((name) => normaliseName(name).split(' ')));
      for (const word of words)
        if (word.length >= MIN_LENGTH && !cropNames.has(word) && !vocabularyWords.has(word)) entries.push({ word, reading: pestReading });
    }
  }
  entriesByCatalogue.set(knowledge, entries);
  return entries;
}

/**
 * The readings of a word the catalogue does not hold exactly, nearest first, one per thing named; only those at the
 * smallest distance found. Empty for a word named exactly or too short to read fuzzily.
 */
function closeReadings(word: string, knowledge: Knowledge): Reading[] {
  if (word.length < MIN_LENGTH) return [];
  const limit = word.length >= 9 ? 2 : 1;
  const entries = entriesFor(knowledge);
  if (entries.some((entry) => entry.word === word)) return [];
  const found = new Map<string, Reading>();
  for (const entry of entries) {
    const distance = editDistance(word, entry.word, limit);
    if (distance > limit) continue;
    const key = `${entry.reading.kind}:${entry.reading.en}`;
    const known = found.get(key);
    if (!known || distance < known.distance) found.set(key, { ...entry.reading, distance });
  }
  const readings = [...found.values()].sort((a, b) => a.distance - b.distance);
  const nearest = readings[0]?.distance;
  return readings.filter((reading) => reading.distance === nearest);
}

/**
 * Two or more readings of one of the question's misspelt words that name different things (two crops, or a crop and
 * a pest) equally closely: the question to ask back. Undefined when the words read one way.
 */
export function ambiguousReading(words: readonly string[], knowledge: Knowledge): Reading[] | undefined {
  for (const word of words) {
    const readings = closeReadings(word, knowledge);
    // A crop's pest read alongside that same crop names one thing: "gram pod borer" is about gram.
    const distinct = readings.filter((reading, index) => readings.findIndex((other) => other.en === reading.en) === index);
    if (new Set(distinct.map((reading) => `${reading.kind}:${reading.cropId}:${reading.en}`)).size >= 2) return distinct;
  }
  return undefined;
}
