/** Safety first: a banned or restricted product named, or a product asked for a pest it makes worse. */
import { normaliseName, type Knowledge } from '../../../knowledge';
import type { Replies } from '../data/replies';
import { factQuestion } from './catalogue-draft';
import { answerFromCatalogue } from './crop-practices';
import { draft, understoodLine, type ComposeContext, type Draft, type ResolvedQuestion } from './draft';
import { citeSource, cropName } from './fact-answer';
import { namedPest, resurgenceOf } from './pests';

export function bannedWarning(question: ResolvedQuestion, t: Replies, knowledge: Knowledge): Draft | undefined {
  const banned = question.banned;
  if (!banned) return undefined;
  const allowedHere = banned.status === 'restricted' && question.crop && banned.notOn && !banned.notOn.includes(question.crop.group);
  if (allowedHere) return undefined;
  return draft(
    'safety',
    [t.bannedProduct(banned.ai, banned.status, banned.note)],
    citeSource(banned.source, undefined, knowledge.catalogue),
    understoodLine(question),
  );
}

export /** A product asked about for a pest it makes worse ("may I use cypermethrin on them?"): no, and what to use instead. */
function worseningProduct(question: ResolvedQuestion, t: Replies, context: ComposeContext): Draft | undefined {
  const crop = question.crop;
  if (!crop || !question.chemical) return undefined;
  const pests = Object.values(crop.practices).flatMap((practice) => practice.pests ?? []);
  const pest = namedPest(crop, pests, question.words);
  const worsening = pest && resurgenceOf(crop, pest.name);
  const asked = normaliseName(question.chemical);
  if (!pest || !worsening?.ingredients.some((ingredient) => normaliseName(ingredient) === asked)) return undefined;
  const answer = answerFromCatalogue(factQuestion({ ...question, topic: 'pests' }, t), context.knowledge.catalogue);
  // The products to use: the answer's lines after its recognition, threshold and non-chemical advice.
  const advice = [t.threshold(''), t.cultural(''), t.biological('')];
  const instead = (answer?.lines ?? []).filter(
    (line) => !line.startsWith(pest.name) && !advice.some((prefix) => line.startsWith(prefix)) && line !== t.registeredFor && /\d/.test(line),
  );
  const lines = [
    t.dontSpray(question.chemical, pest.name, cropName(crop, question.language), worsening.group[question.language], worsening.effect[question.language]),
    ...(instead.length ? [t.useInstead, ...instead] : []),
  ];
  return { ...draft('safety', lines, [...worsening.sources, ...(answer?.sources ?? [])], understoodLine(question)), pest: pest.name };
}
