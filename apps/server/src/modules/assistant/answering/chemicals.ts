/**
 * Chemicals in the answer's words: a product with its dose per acre and per ha, spray water, timing and waiting
 * period; a fertilizer salt against a deficiency; a product the question names, on its crop or across crops.
 */
import type { AnswerSource } from '@farmsight/contracts';
import {
  convertRate,
  formatAmount,
  normaliseIngredient,
  practiceFact,
  rateForArea,
  type Catalogue,
  type Chemical,
  type Practice,
  type RegionalFact,
} from '../../../knowledge';
import type { Language, Replies } from '../data/replies';
import { chemicalGroups } from '../understanding/catalogue-names';
import { citeSource, unique, type FactAnswer, type FactQuestion } from './fact-answer';

/** At most this many products are listed for one use. */
export const MAX_CHEMICALS = 3;

export function rate(amount: Parameters<typeof formatAmount>[0], unit: string, per: string, replies: Replies): string {
  if (per !== 'acre' && per !== 'ha') return replies.perOther(formatAmount(amount), unit, per);
  const inAcresAndHectares = replies.perArea(formatAmount(amount), unit, per, formatAmount(convertRate(amount, per)));
  const local = replies.farmerUnits?.land;
  return local ? inAcresAndHectares + replies.perLocalUnit(formatAmount(rateForArea(amount, per, local.hectares)), unit, local.name) : inAcresAndHectares;
}

/** A dosed chemical's product, dose, water and timing in the answer's words. */
function chemicalParts(chemical: Chemical & { dose: NonNullable<Chemical['dose']> }, replies: Replies) {
  return {
    product: chemical.formulation ? `${chemical.ai} ${chemical.formulation}` : chemical.ai,
    rate: rate(chemical.dose.value, chemical.dose.unit, chemical.dose.per, replies),
    water: chemical.water ? rate(chemical.water.litres, replies.litres, chemical.water.per, replies) : undefined,
    timing: chemical.timing && replies.timing(chemical.timing)?.replace(/[.।\s]+$/, ''),
  };
}

/** One chemical in the answer's words: product, dose per acre and per ha, water, waiting days; outside India the a.i. only. */
export function chemicalLine(chemical: Chemical, inIndia: boolean, replies: Replies): string {
  if (!inIndia || !chemical.dose) return replies.chemicalOutsideIndia(chemical.ai);
  const { product, rate: dose, water, timing } = chemicalParts({ ...chemical, dose: chemical.dose }, replies);
  return replies.chemical(product, dose, water, timing, chemical.waitingDays);
}

/** A fertilizer against a deficiency: the published dose in India, the salt alone elsewhere. */
export function correctionLine(chemical: Chemical, inIndia: boolean, replies: Replies): string {
  if (!inIndia || !chemical.dose) return replies.correctionOutsideIndia(chemical.ai);
  const { product, rate: dose, water, timing } = chemicalParts({ ...chemical, dose: chemical.dose }, replies);
  return replies.correction(product, dose, water, timing);
}

export function chemicalLines(chemicals: Chemical[], inIndia: boolean, replies: Replies): string[] {
  return chemicals.slice(0, MAX_CHEMICALS).map((chemical) => chemicalLine(chemical, inIndia, replies));
}

/** A chemical of the crop's practice the question names by its active ingredient (a herbicide's dose). */
export function namedChemical(
  question: FactQuestion,
  catalogue: Catalogue,
): { chemical: Chemical; fact: RegionalFact<unknown>; against: string; source: string } | undefined {
  const text = ` ${question.words.join(' ')} `;
  // The active ingredient, or its leading words when they are distinctive ("2,4-D" for "2,4-D amine salt").
  const mentions = (chemical: Chemical) => {
    const words = normaliseIngredient(chemical.ai).split(' ');
    return words.some((_, index) => {
      const prefix = words.slice(0, index + 1).join(' ');
      return prefix.length >= 5 && text.includes(` ${prefix} `);
    });
  };
  for (const topic of ['weeds', 'pests', 'seedTreatment'] as const) {
    const fact = practiceFact(question.crop, topic, question.region, catalogue);
    if (!fact) continue;
    const groups = chemicalGroups({ [topic]: fact.value } as Practice);
    for (const group of groups) {
      const chemical = group.chemicals.find(mentions);
      if (chemical) return { chemical, fact, against: group.against, source: chemical.source ?? group.source };
    }
  }
  return undefined;
}

/** Where the catalogue's Indian practices use a named active ingredient: crop, target and dose, for a question without a crop. */
export function chemicalAcrossCrops(chemical: string, language: Language, replies: Replies, catalogue: Catalogue): FactAnswer | undefined {
  const uses: { ai: string; line: string; sources: AnswerSource[] }[] = [];
  for (const crop of catalogue.crops) {
    for (const [key, practice] of Object.entries(crop.practices)) {
      if (!key.startsWith('IN')) continue;
      for (const group of chemicalGroups(practice)) {
        const found = group.chemicals.find((entry) => normaliseIngredient(entry.ai) === normaliseIngredient(chemical) && entry.dose);
        if (found && uses.length < MAX_CHEMICALS) {
          uses.push({
            ai: found.ai,
            line: `${language === 'hi' ? crop.names.hi : crop.names.en}, ${group.against}: ${chemicalLine(found, true, replies)}`,
            sources: citeSource(found.source ?? group.source, crop, catalogue),
          });
        }
      }
    }
  }
  if (uses.length === 0) return undefined;
  const india = language === 'hi' ? 'भारत' : 'India';
  return { heading: `${uses[0]!.ai}:`, lines: uses.map((use) => use.line), sources: unique(uses.flatMap((use) => use.sources)), regionName: india };
}
