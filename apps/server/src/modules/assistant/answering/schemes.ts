/**
 * A scheme asked what it pays, when the instalments come, who is eligible or how to check the status: the schemes
 * directory's facts (modules/schemes, read through its index), in the farmer's language. Undefined when the question
 * asks something else, or the scheme is not in the directory, for the prose page to answer.
 */
import type { Scheme } from '@farmsight/contracts';
import { normaliseName } from '../../../knowledge';
import { instalmentTiming, schemeById } from '../../schemes';
import type { Language, Replies } from '../data/replies';
import { schemeAsks } from '../data/vocabulary';
import { draft, type Draft, type ResolvedQuestion } from './draft';

type Ask = keyof typeof schemeAsks;

const askIndex = Object.entries(schemeAsks).map(([ask, phrases]) => ({ ask: ask as Ask, phrases: phrases.map(normaliseName) }));

/** The lines that answer one ask, or none when the directory does not hold it; the scheme is in the answer's language. */
function linesFor(ask: Ask, scheme: Scheme, name: string, language: Language, t: Replies, today: string): string[] {
  switch (ask) {
    case 'amount':
      return [scheme.benefit];
    case 'eligibility':
      return scheme.eligibility;
    case 'status':
      if (!scheme.status) return [];
      return [scheme.status.how, ...(scheme.helplines.length ? [t.schemeHelpline(name, scheme.helplines.map((line) => line.number).join(', '))] : [])];
    case 'instalments': {
      if (scheme.calendar.length === 0) return [];
      const timing = instalmentTiming(scheme.id, new Date(`${today}T00:00:00Z`), language);
      return [
        ...scheme.calendar.map((entry) => `${entry.period}: ${entry.what}`),
        ...(timing ? [t.instalmentNow(timing.current.period, timing.next.period, timing.next.what)] : []),
        t.releaseAnnounced(scheme.website),
      ];
    }
  }
}

/** The directory's facts for what the scheme question asks. */
export function fromSchemeFacts(question: ResolvedQuestion, t: Replies): Draft | undefined {
  if (!question.scheme || (question.topic && question.topic !== 'scheme')) return undefined;
  const scheme = schemeById(question.scheme.id, question.language);
  if (!scheme) return undefined;
  const name = question.language === 'hi' ? scheme.nameHi : scheme.name;
  const text = ` ${question.words.join(' ')} `;
  const asked = askIndex.filter(({ phrases }) => phrases.some((phrase) => text.includes(` ${phrase} `))).map(({ ask }) => ask);
  // A payment not received is asked about first; then when the next one comes, who is eligible and how much.
  const order: Ask[] = ['status', 'instalments', 'eligibility', 'amount'];
  const lines = order.flatMap((ask) => (asked.includes(ask) ? linesFor(ask, scheme, name, question.language, t, question.today) : []));
  if (lines.length === 0) return undefined;
  return draft(
    'catalogue',
    [`${name}:`, ...lines],
    scheme.sources.map((source) => ({ title: source.title, source: name, url: source.url })),
    name,
  );
}
