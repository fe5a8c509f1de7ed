import { cropById, type CropEntry } from './data/crops';
import { cropPronouns, followUpFillers } from './data/vocabulary';
import type { Turn } from './conversation-store';
import { findCrops, normalise, words } from './text';

export interface ResolvedQuestion {
  text: string;
  crop: CropEntry | undefined;
}

/**
 * Reads a message against the previous turn: "and for potatoes?" repeats the previous question for potatoes;
 * "when do I harvest it?" carries the previous crop over. Anything else stands on its own.
 */
export function resolveFollowUp(message: string, previous: Turn | undefined): ResolvedQuestion {
  const mentions = findCrops(message);
  const crop = mentions[0]?.crop;
  if (!previous) return { text: message, crop };

  const previousCrop = previous.cropId ? cropById.get(previous.cropId) : undefined;
  if (crop) {
    const cropWords = new Set(mentions.flatMap((mention) => words(mention.text)));
    const rest = words(message).filter((word) => !cropWords.has(word) && !followUpFillers.has(word));
    if (rest.length > 0) return { text: message, crop };
    const earlier = findCrops(previous.question)[0];
    const text = earlier
      ? `${previous.question.slice(0, earlier.index)}${crop.word}${previous.question.slice(earlier.index + earlier.text.length)}`
      : `${previous.question} for ${crop.word}`;
    return { text, crop };
  }
  if (previousCrop && cropPronouns.test(normalise(message))) return { text: `${message} (${previousCrop.word})`, crop: previousCrop };
  return { text: message, crop: undefined };
}
