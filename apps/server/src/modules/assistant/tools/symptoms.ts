import { matchSymptoms } from '../../disease';
import type { AssistantTool, Question, ToolAnswer } from './tool';

/** The guide's language for a question: Devanagari in it means a Hindi answer. */
const languageOf = (text: string) => (/[\u0900-\u097F]/.test(text) ? 'hi' : 'en');

/**
 * "yellow stripes of powder on wheat leaves": the symptom guide (modules/disease) for crops the leaf model does not
 * know, matched on the farmer's own words; its candidates, management and registered products with their pages.
 */
export const symptomsTool: AssistantTool = {
  name: 'symptom guide',
  matches(question: Question) {
    return question.crop !== undefined && (matchSymptoms(question.crop.id, question.text, languageOf(question.text))?.matches.length ?? 0) > 0;
  },
  answer(question: Question): ToolAnswer | undefined {
    if (!question.crop) return undefined;
    const language = languageOf(question.text);
    const guide = matchSymptoms(question.crop.id, question.text, language);
    const best = guide?.matches[0];
    if (!guide || !best) return undefined;
    const hindi = language === 'hi';
    const lines = [
      `${hindi ? 'लक्षण' : 'Symptom'}: ${best.symptom}`,
      `${hindi ? 'संभावित कारण' : 'Likely causes'}: ${best.candidates.map((candidate) => `${candidate.name} (${candidate.scientificName})`).join('; ')}`,
      ...best.management.map((step) => step.text),
      ...best.products.map(
        (product) =>
          `${product.product}: ${product.dose}${product.waitingPeriodDays === null ? '' : hindi ? `; कटाई से ${product.waitingPeriodDays} दिन पहले तक` : `; wait ${product.waitingPeriodDays} days before harvest`}`,
      ),
    ];
    const cited = [...new Set([...best.management.map((step) => step.source), ...best.products.map((product) => product.source)])];
    return {
      heading: hindi ? `${guide.crop.name}: लक्षण से पहचान (लक्षण गाइड)` : `${guide.crop.name}: what the symptoms point to (symptom guide)`,
      lines,
      sources: cited.map((source) => ({ title: hindi ? 'लक्षण गाइड' : 'FarmSight symptom guide', source })),
    };
  },
};
