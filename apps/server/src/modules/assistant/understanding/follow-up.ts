import { normaliseName, type Knowledge } from '../../../knowledge';
import type { Turn } from '../conversation-store';
import { followUpFillers, schemes } from '../data/vocabulary';
import { understand, type Understanding } from './understand';

/** A follow-up names at most this many words besides fillers: a new crop, a new state, "its dose", "only small farms". */
const MAX_FOLLOW_UP_WORDS = 4;

export interface FollowUp {
  understanding: Understanding;
  /** True when crop, topic, scheme or state came from the earlier turn. */
  carried: boolean;
}

/**
 * Reads a message against the previous turn. A short message (a new crop or state, "its dose", a question about the
 * scheme just named) is read together with the previous question, keeping what it changes (a new crop, a new state);
 * a pronoun ("it", "iska") carries the crop over. A message that names a scheme, or a full new question, stands alone.
 */
export function resolveFollowUp(message: string, previous: Turn | undefined, knowledge: Knowledge, savedLanguage?: string | null): FollowUp {
  const alone = understand(message, knowledge, savedLanguage);
  if (!previous || alone.greeting || alone.offTopic) return { understanding: alone, carried: false };
  const ownWords = alone.words.filter((word) => !followUpFillers.has(word) && !alone.cropWords.includes(word));
  const short = ownWords.length <= MAX_FOLLOW_UP_WORDS && !alone.topic && !alone.scheme && !alone.banned;
  const previousCrop = previous.cropId ? knowledge.catalogue.crops.find((crop) => crop.id === previous.cropId) : undefined;
  const previousState = previous.stateCode ? knowledge.catalogue.regions.states.find((state) => state.code === previous.stateCode) : undefined;
  const namedState = alone.namedState ?? previousState;

  if (short) {
    const together = understand(`${previous.question} ${message}`, knowledge);
    const crop = alone.crop ?? previousCrop;
    return {
      understanding: {
        ...together,
        text: `${previous.question} ${message}`,
        language: alone.language,
        // A new crop replaces the earlier one: the earlier crop's words say nothing about what is asked now.
        words: alone.crop ? together.words.filter((word) => !understand(previous.question, knowledge).cropWords.includes(word)) : together.words,
        crop,
        cropWords: alone.crop ? alone.cropWords : together.cropWords,
        topic: (previous.topic as Understanding['topic']) ?? together.topic,
        scheme: crop && alone.crop ? undefined : (schemes.find((scheme) => scheme.id === previous.schemeId) ?? together.scheme),
        namedState,
        aboutFarming: true,
        // The answer to "do you mean X or Y?" settles the reading.
        askBack: alone.crop ? undefined : together.askBack,
      },
      carried: true,
    };
  }
  const carryCrop = !alone.crop && !alone.scheme && Boolean(previousCrop) && (alone.backReference || (alone.topic !== undefined && alone.topic !== 'scheme'));
  // "May I use cypermethrin on them?": "it" is the pest the previous answer was about.
  const pestWords = carryCrop && alone.backReference && previous.pest ? normaliseName(previous.pest).split(' ') : [];
  // "iski agli kist" after a scheme: "iski" is the scheme, and the question stays about it.
  const previousScheme = schemes.find((scheme) => scheme.id === previous.schemeId);
  const carryScheme = alone.backReference && !alone.crop && !alone.scheme && previousScheme !== undefined;
  return {
    understanding: {
      ...alone,
      words: [...alone.words, ...pestWords],
      crop: carryCrop ? previousCrop : alone.crop,
      scheme: carryScheme ? previousScheme : alone.scheme,
      topic: carryScheme ? (alone.topic ?? 'scheme') : alone.topic,
      aboutFarming: alone.aboutFarming || carryScheme,
      namedState,
    },
    carried: carryCrop || carryScheme || namedState !== alone.namedState,
  };
}
