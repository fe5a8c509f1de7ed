/**
 * A scheme asked what it pays, when the instalments come, who is eligible or how to check the status: the schemes
 * directory's facts (modules/schemes, read through its index), in the farmer's language. Undefined when the question
 * asks something else, or the scheme is not in the directory, for the prose page to answer.
 */
import type { Scheme } from '@farmsight/contracts';
import { normaliseName } from '../../../knowledge';
import { monthNames } from '../../../lib/calendar-words';
import { instalmentTiming, schemeById } from '../../schemes';
import type { Language, Replies } from '../data/replies';
import { schemeHindi } from '../data/scheme-hindi';
import { schemeAsks } from '../data/vocabulary';
import { draft, type Draft, type ResolvedQuestion } from './draft';

type Ask = keyof typeof schemeAsks;

const askIndex = Object.entries(schemeAsks).map(([ask, phrases]) => ({ ask: ask as Ask, phrases: phrases.map(normaliseName) }));

/** A calendar period in the answer's language: the directory's 'April–July', its month names in Hindi. */
function periodIn(period: string, language: Language): string {
  if (language === 'en') return period;
  return monthNames.en.reduce((text, month, index) => text.replaceAll(month, monthNames.hi[index]!), period);
}

/** The lines that answer one ask, or none when the directory does not hold it. */
function linesFor(ask: Ask, scheme: Scheme, language: Language, t: Replies, today: string): string[] {
  const hindi = language === 'hi' ? schemeHindi[scheme.id]! : undefined;
  switch (ask) {
    case 'amount':
      return [hindi?.benefit ?? scheme.benefit];
    case 'eligibility':
      return hindi?.eligibility ?? scheme.eligibility;
    case 'status':
      if (!scheme.status) return [];
      return [
        hindi?.status ?? scheme.status.how,
        ...(scheme.helplines.length
          ? [t.schemeHelpline(scheme.nameHi && hindi ? scheme.nameHi : scheme.name, scheme.helplines.map((line) => line.number).join(', '))]
          : []),
      ];
    case 'instalments': {
      if (scheme.calendar.length === 0) return [];
      const what = (index: number) => hindi?.calendar[index] ?? scheme.calendar[index]!.what;
      const timing = instalmentTiming(scheme.id, new Date(`${today}T00:00:00Z`));
      const index = (entry: { period: string }) => scheme.calendar.findIndex((one) => one.period === entry.period);
      return [
        ...scheme.calendar.map((entry, at) => `${periodIn(entry.period, language)}: ${what(at)}`),
        ...(timing ? [t.instalmentNow(periodIn(timing.current.period, language), periodIn(timing.next.period, language), what(index(timing.next)))] : []),
        t.releaseAnnounced(scheme.website),
      ];
    }
  }
}

/** The directory's facts for what the scheme question asks. */
export function fromSchemeFacts(question: ResolvedQuestion, t: Replies): Draft | undefined {
  if (!question.scheme || (question.topic && question.topic !== 'scheme')) return undefined;
  const scheme = schemeById(question.scheme.id);
  if (!scheme || (question.language === 'hi' && !schemeHindi[scheme.id])) return undefined;
  const text = ` ${question.words.join(' ')} `;
  const asked = askIndex.filter(({ phrases }) => phrases.some((phrase) => text.includes(` ${phrase} `))).map(({ ask }) => ask);
  // A payment not received is asked about first; then when the next one comes, who is eligible and how much.
  const order: Ask[] = ['status', 'instalments', 'eligibility', 'amount'];
  const lines = order.flatMap((ask) => (asked.includes(ask) ? linesFor(ask, scheme, question.language, t, question.today) : []));
  if (lines.length === 0) return undefined;
  const name = question.language === 'hi' && scheme.nameHi ? scheme.nameHi : scheme.name;
  return draft(
    'catalogue',
    [`${name}:`, ...lines],
    scheme.sources.map((source) => ({ title: source.title, source: name, url: source.url })),
    name,
  );
}
