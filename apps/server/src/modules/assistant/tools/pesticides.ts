import type { AnswerSource, PesticideDetail } from '@farmsight/contracts';
import type { FarmRegion } from '../../../knowledge';
import { LABEL_NOTE, pesticideInfoFor } from '../../pesticides';
import { normalise } from '../understanding/text';
import type { AssistantTool, Question, ToolAnswer } from './tool';

const pesticideIntent =
  /\b(spray|sprays|spraying|pesticides?|insecticides?|fungicides?|herbicides?|weedicides?|chemicals?|dawai|dawa|safe|suitable|allowed|banned)\b/;
const LISTED = 5;
/** Without a location the farmer is taken to be in India (the product's first users): India's lists, never the US/EU guides. */
const INDIA: FarmRegion = { latitude: Number.NaN, longitude: Number.NaN, country: 'IN', countryName: 'India', state: null, nearestPlace: null };
const title = 'FarmSight pesticide engine';

function mentioned(text: string, details: PesticideDetail[]): PesticideDetail | undefined {
  return details.find((detail) => new RegExp(`(^|[^a-z0-9])${detail.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`).test(text));
}

function aboutOne(cropName: string, detail: PesticideDetail): ToolAnswer {
  const lines = detail.suitable
    ? [`${detail.name} (${detail.type}) is listed as suitable for ${cropName}, against ${detail.target}.`, LABEL_NOTE]
    : [
        `No: ${detail.name} (${detail.type}) is not suitable for ${cropName}.`,
        detail.reason,
        'Ask your local agriculture officer for a registered alternative.',
      ];
  return { heading: `${detail.name} on ${cropName}:`, lines, sources: [{ title, source: detail.source }] };
}

/** "what can I spray on grapes?", "is 2,4-D safe for cotton?": the pesticide suitability engine (modules/pesticides). */
export const pesticideTool: AssistantTool = {
  name: 'pesticide',
  matches(question: Question) {
    if (!question.crop) return false;
    const text = normalise(question.text);
    if (pesticideIntent.test(text)) return true;
    const info = pesticideInfoFor(question.crop, question.region ?? INDIA);
    return info !== undefined && mentioned(text, info.details) !== undefined;
  },
  answer(question: Question): ToolAnswer | undefined {
    const info = question.crop && pesticideInfoFor(question.crop, question.region ?? INDIA);
    if (!info) return undefined;
    const one = mentioned(normalise(question.text), info.details);
    if (one) return aboutOne(info.name, one);
    const suitable = info.details.filter((detail) => detail.suitable).slice(0, LISTED);
    if (suitable.length === 0) return undefined;
    const sources: AnswerSource[] = [...new Set(suitable.map((detail) => detail.source))].map((source) => ({ title, source }));
    return {
      heading: `Pesticides for ${info.name}:`,
      lines: [
        `Suitable: ${suitable.map((detail) => `${detail.name} (${detail.type}, ${detail.target})`).join('; ')}.`,
        `Not suitable or banned: ${info.not_suitable_pesticides.slice(0, LISTED).join(', ')}.`,
        LABEL_NOTE,
      ],
      sources,
    };
  },
};
