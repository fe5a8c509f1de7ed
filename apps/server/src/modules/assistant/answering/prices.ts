/** Market price questions: the live mandi prices and MSP when the app has them, else the public price portals. */
import { pricePortals } from '../data/vocabulary';
import type { Replies } from '../data/replies';
import { draft, understoodLine, type Draft, type ResolvedQuestion } from './draft';
import { cropName } from './fact-answer';

/** Without live prices: no rate guessed, the portals named. */
export function noLivePrices(question: ResolvedQuestion, t: Replies): Draft | undefined {
  const crop = question.crop ? cropName(question.crop, question.language) : undefined;
  if (question.topic === 'market') {
    const portals = pricePortals
      .map((portal) => `${question.language === 'hi' ? portal.hi : portal.name} (${portal.url})`)
      .join(question.language === 'hi' ? ' और ' : ' and ');
    return draft(
      'honest',
      [t.noLivePrices(crop, portals)],
      pricePortals.map((portal) => ({ title: portal.name, source: portal.name, url: portal.url })),
      understoodLine(question),
    );
  }
  return undefined;
}
