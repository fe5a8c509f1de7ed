/** Questions one of the app's engines answers (soil readings, a sowing date, pesticide suitability, disease advice). */
import type { AssistantTool, Question } from '../tools/tool';
import { draft, understoodLine, type Draft, type ResolvedQuestion } from './draft';

/** The first tool (of those `only` lets through) that matches the question and has an answer. */
export function fromTools(question: ResolvedQuestion, tools: AssistantTool[], only?: (tool: AssistantTool) => boolean): Draft | undefined {
  const asked: Question = {
    text: question.text,
    crop: question.crop,
    latitude: question.latitude,
    region: question.region,
    today: question.today,
    language: question.language,
  };
  for (const tool of tools.filter(only ?? (() => true))) {
    if (!tool.matches(asked)) continue;
    const answer = tool.answer(asked);
    if (answer) return draft('tool', [answer.heading, ...answer.lines], answer.sources, understoodLine(question), tool.name);
  }
  return undefined;
}
