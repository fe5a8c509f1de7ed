/**
 * Soil fertility and fertilizer answers: the NPK dose with the products it takes, and the deficiencies of a named
 * secondary nutrient or micronutrient with their signs, prevention and corrective doses.
 */
import { convertRate, formatAmount, midpoint, normaliseName, nutrientsToProducts, type DeficientNutrient, type Practice } from '../../../knowledge';
import type { Replies } from '../data/replies';
import { namedNutrients, type Topic } from '../data/vocabulary';
import { correctionLine } from './chemicals';
import type { LineContext } from './fact-answer';

const nutrientByWord = new Map(Object.entries(namedNutrients));
/** The secondary nutrients and micronutrients a question names ("borax" is boron). */
export const nutrientsNamed = (words: readonly string[]): DeficientNutrient[] => [...new Set(words.flatMap((word) => nutrientByWord.get(word) ?? []))];

/** What a question asks about, in words: the topic's name, or "boron deficiency" for a fertilizer question naming boron. */
export function askedTopicName(topic: Topic, words: readonly string[], replies: Replies): string {
  const nutrient = topic === 'nutrients' ? nutrientsNamed(words)[0] : undefined;
  return nutrient ? replies.deficiency(nutrient) : replies.topicNames[topic];
}

/** The deficiencies of the nutrients asked about, with their signs, prevention and corrective doses. */
export function deficiencyLines({ question, fact, cite }: LineContext): string[] | undefined {
  const asked = nutrientsNamed(question.words);
  const entries = (fact.value as NonNullable<Practice['deficiencies']>).filter((entry) => asked.includes(entry.nutrient));
  if (entries.length === 0) return undefined;
  const { replies } = question;
  const inIndia = fact.regionKey.startsWith('IN');
  return entries.flatMap((entry) => {
    cite(entry.source);
    for (const chemical of entry.chemicals) cite(chemical.source);
    const heading = replies.deficiency(entry.nutrient);
    return [
      `${heading[0]!.toUpperCase()}${heading.slice(1)}. ${replies.symptoms(entry.symptoms)}`,
      ...(entry.prevention ? [replies.prevention(entry.prevention)] : []),
      ...entry.chemicals.map((chemical) => correctionLine(chemical, inIndia, replies)),
    ];
  });
}

/** The NPK dose per acre and per ha, as fertilizer products, with its split and notes. */
export function nutrientLines(line: LineContext): string[] | undefined {
  const { question, fact, cite, note } = line;
  const { replies, words } = question;
  const nutrients = fact.value as NonNullable<Practice['nutrients']>;
  const text = normaliseName(`${nutrients.split} ${nutrients.note ?? ''}`);
  const asked = nutrientsNamed(words);
  // "Manganese deficiency in wheat" is not answered by the NPK dose, unless its notes name the nutrient.
  if (asked.length > 0 && !asked.some((nutrient) => text.includes(nutrient))) return undefined;
  cite(nutrients.source);
  const per = nutrients.per;
  if (per === 'plant') {
    const figures = [nutrients.n, nutrients.p2o5, nutrients.k2o].map(formatAmount);
    return [replies.nutrientsPerPlant(figures[0]!, figures[1]!, figures[2]!), nutrients.split, ...note(nutrients.note)];
  }
  const convert = (amount: typeof nutrients.n) => formatAmount(convertRate(amount, per));
  const perAcre = (amount: typeof nutrients.n) => midpoint(per === 'acre' ? amount : convertRate(amount, 'ha'));
  const products = nutrientsToProducts(perAcre(nutrients.n), perAcre(nutrients.p2o5), perAcre(nutrients.k2o));
  cite('fco-1985');
  return [
    replies.nutrients(formatAmount(nutrients.n), formatAmount(nutrients.p2o5), formatAmount(nutrients.k2o), per, {
      n: convert(nutrients.n),
      p: convert(nutrients.p2o5),
      k: convert(nutrients.k2o),
    }),
    replies.products(products.urea, products.dap, products.mop, products.ureaWithSsp, products.ssp),
    nutrients.split,
    ...note(nutrients.note),
  ];
}
