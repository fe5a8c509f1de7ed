import { analyzeSoil, soilSources, type SoilTest } from '../../soil';
import { normalise } from '../text';
import type { AssistantTool, Question, ToolAnswer } from './tool';

const number = String.raw`(\d+(?:\.\d+)?)`;
const nutrientNames = { nitrogen: ['nitrogen', 'n'], phosphorus: ['phosphorus', 'phosphorous', 'p'], potassium: ['potassium', 'potash', 'k'] } as const;

function reading(text: string, names: readonly string[]): number | undefined {
  const name = `(?:${names.join('|')})`;
  const after = new RegExp(String.raw`\b${name}\b(?:\s*\(\w\))?\s*(?:level\s*)?(?:is|=|:|of|at|value)?\s*${number}`).exec(text);
  const before = new RegExp(String.raw`${number}\s*(?:ppm|mg/kg|kg/ha)?\s*(?:of\s+)?\b${name}\b`).exec(text);
  const match = after ?? before;
  return match ? Number(match[1]) : undefined;
}

/** Soil readings written in a question: "my soil pH is 5.2 and nitrogen 8 ppm". */
export function readSoilTest(question: string): SoilTest {
  const text = normalise(question);
  const pH = /\bph\s*(?:value\s*|level\s*)?(?:is|=|:|of|at)?\s*(\d{1,2}(?:\.\d+)?)/.exec(text);
  const test: SoilTest = {};
  if (pH && Number(pH[1]) <= 14) test.pH = Number(pH[1]);
  for (const [key, names] of Object.entries(nutrientNames) as [keyof typeof nutrientNames, readonly string[]][]) {
    const value = reading(text, names);
    if (value !== undefined) test[key] = value;
  }
  return test;
}

const firstRecommendation = (recommendation: string | string[]) => (Array.isArray(recommendation) ? recommendation[0] : recommendation);

/** Reads soil test values from the question and interprets them with the soil engine (modules/soil). */
export const soilReadingsTool: AssistantTool = {
  name: 'soil',
  readsNumbers: true,
  matches(question: Question) {
    return Object.keys(readSoilTest(question.text)).length > 0;
  },
  answer(question: Question): ToolAnswer | undefined {
    const test = readSoilTest(question.text);
    const report = analyzeSoil(test);
    const lines: string[] = [];
    const cited = new Set<string>();
    if (test.pH !== undefined) {
      lines.push(`pH ${test.pH}: ${report.analysis.pH!.interpretation}`, firstRecommendation(report.analysis.pH!.recommendation)!);
      cited.add(soilSources.soilSurveyManual);
    }
    for (const [key, label] of [
      ['nitrogen', 'Nitrogen'],
      ['phosphorus', 'Phosphorus'],
      ['potassium', 'Potassium'],
    ] as const) {
      const value = test[key];
      if (value === undefined || value === null) continue;
      const analysis = report.analysis[label]!;
      lines.push(`${label} ${value} ppm: ${analysis.interpretation}`, firstRecommendation(analysis.recommendation)!);
      cited.add(key === 'nitrogen' ? soilSources.iowaPm1714 : soilSources.iowaPm1688);
    }
    return {
      heading: 'Your soil test, read by our soil analysis engine:',
      lines: lines.slice(0, 5),
      sources: [...cited].map((source) => ({ title: 'FarmSight soil analysis engine', source })),
    };
  },
};
