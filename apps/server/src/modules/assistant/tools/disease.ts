import { adviceByClass, type ClassAdvice } from '../../disease';
import type { Crop } from '../../../knowledge';
import { normalise } from '../understanding/text';
import type { AssistantTool, Question, ToolAnswer } from './tool';

const treatmentIntent = /\b(treat|treatment|cure|control|manage|get rid|remedy|ilaj|upchar|stop)\b/;
const GENERIC_WORDS = new Set(['leaf', 'virus', 'spot', 'the', 'of']);

type Disease = ClassAdvice & { disease: string };

const diseases = Object.values(adviceByClass).filter((advice): advice is Disease => advice.disease !== null);

const wordsOf = (text: string) =>
  normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !GENERIC_WORDS.has(word));

function diseasesOf(crop: Crop): Disease[] {
  const names = new Set([crop.names.en.toLowerCase(), ...crop.names.aliases]);
  return diseases.filter((advice) => names.has(advice.crop.toLowerCase().split(',')[0]!.trim()));
}

/** The crop's disease whose distinctive words the question names most, when one clearly leads. */
function namedDisease(question: Question): Disease | undefined {
  if (!question.crop) return undefined;
  const asked = new Set(wordsOf(question.text));
  const scored = diseasesOf(question.crop)
    .map((advice) => ({ advice, score: wordsOf(advice.disease).filter((word) => asked.has(word)).length }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score);
  const [best, runnerUp] = scored;
  return best && best.score !== runnerUp?.score ? best.advice : undefined;
}

/** "how do I treat tomato late blight?": the per-disease advice behind the leaf-disease model (modules/disease). */
export const diseaseTool: AssistantTool = {
  name: 'disease advice',
  matches(question: Question) {
    return treatmentIntent.test(normalise(question.text)) && namedDisease(question) !== undefined;
  },
  answer(question: Question): ToolAnswer | undefined {
    const advice = namedDisease(question);
    if (!advice) return undefined;
    return {
      heading: `${advice.disease} on ${advice.crop.toLowerCase()}:`,
      lines: [advice.symptoms, ...advice.management.slice(0, 2), `Prevention: ${advice.prevention[0] ?? ''}`].filter(Boolean),
      sources: [{ title: 'FarmSight disease advice', source: advice.source }],
    };
  },
};
