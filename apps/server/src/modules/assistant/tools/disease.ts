import { normalise } from '../text';
import type { AssistantTool, Question } from './tool';

const treatmentIntent = /\b(treat|treatment|cure|control|manage|get rid|remedy|ilaj|upchar|stop)\b/;
const diseaseWords = /\b(blight|rust|mildew|wilt|rot|spot|scab|mosaic|curl|canker|smut|blast|virus|disease|greening|anthracnose)\b/;

/**
 * "how do I treat tomato late blight?": meant for the leaf-disease engine's per-class advice (modules/disease).
 * That engine is not in this tree yet, so the tool is marked unavailable and the crop guides answer, saying so.
 */
export const diseaseTool: AssistantTool = {
  name: 'disease advice',
  unavailable: true,
  matches(question: Question) {
    const text = normalise(question.text);
    return treatmentIntent.test(text) && diseaseWords.test(text);
  },
  answer: () => undefined,
};
