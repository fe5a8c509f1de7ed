import { analyzeSoil, ratingSystemFor, soilHealthCardCitation, soilRatingsHi, soilSources, toPpm, type SoilTest } from '../../soil';
import { normalise } from '../understanding/text';
import type { AssistantTool, Question, ToolAnswer } from './tool';

const number = String.raw`(\d+(?:\.\d+)?)`;
const unitWords = String.raw`(ppm|mg/kg|kg/ha|kg per ha|kg per hectare)`;
const nutrientNames = { nitrogen: ['nitrogen', 'n'], phosphorus: ['phosphorus', 'phosphorous', 'p'], potassium: ['potassium', 'potash', 'k'] } as const;
type Nutrient = keyof typeof nutrientNames;

/** A value as written and its unit: ppm (or mg/kg, the same) unless kg/ha follows it, as a Soil Health Card prints it. */
interface Reading {
  value: number;
  unit: 'ppm' | 'kg/ha';
}

function reading(text: string, names: readonly string[]): Reading | undefined {
  const name = `(?:${names.join('|')})`;
  const after = new RegExp(String.raw`\b${name}\b(?:\s*\(\w\))?\s*(?:level\s*)?(?:is|=|:|of|at|value)?\s*${number}\s*${unitWords}?`).exec(text);
  const before = new RegExp(String.raw`${number}\s*${unitWords}?\s*(?:of\s+)?\b${name}\b`).exec(text);
  const match = after ?? before;
  return match ? { value: Number(match[1]), unit: match[2]?.startsWith('kg') ? 'kg/ha' : 'ppm' } : undefined;
}

function readSoilReadings(question: string): { pH?: number } & Partial<Record<Nutrient, Reading>> {
  const text = normalise(question);
  const pH = /\bph\s*(?:value\s*|level\s*)?(?:is|=|:|of|at)?\s*(\d{1,2}(?:\.\d+)?)/.exec(text);
  const readings: { pH?: number } & Partial<Record<Nutrient, Reading>> = {};
  if (pH && Number(pH[1]) <= 14) readings.pH = Number(pH[1]);
  for (const [key, names] of Object.entries(nutrientNames) as [Nutrient, readonly string[]][]) {
    const value = reading(text, names);
    if (value !== undefined) readings[key] = value;
  }
  return readings;
}

/** Soil readings written in a question, N, P and K in ppm: "my soil pH is 5.2 and nitrogen 8 ppm", "P 20 kg/ha". */
export function readSoilTest(question: string): SoilTest {
  const { pH, ...nutrients } = readSoilReadings(question);
  const test: SoilTest = pH === undefined ? {} : { pH };
  for (const [key, value] of Object.entries(nutrients) as [Nutrient, Reading][]) test[key] = toPpm(value.value, value.unit);
  return test;
}

const nutrientsHi = { nitrogen: 'नाइट्रोजन', phosphorus: 'फास्फोरस', potassium: 'पोटाश' } as const;

/** The class an engine's interpretation opens with ("Strongly acid (pH 5.2, ...)"), in Hindi; undefined when unknown. */
const classInHindi = (interpretation: string) =>
  Object.entries(soilRatingsHi)
    .sort(([a], [b]) => b.length - a.length)
    .find(([name]) => interpretation.startsWith(name))?.[1];

const firstRecommendation = (recommendation: string | string[]) => (Array.isArray(recommendation) ? recommendation[0] : recommendation);

/**
 * Reads soil test values from the question and interprets them with the soil engine (modules/soil), in the rating
 * system of the farm's country (ADR 0039): the Soil Health Card norms in India, the lab classes elsewhere.
 */
export const soilReadingsTool: AssistantTool = {
  name: 'soil',
  readsNumbers: true,
  matches(question: Question) {
    return Object.keys(readSoilReadings(question.text)).length > 0;
  },
  answer(question: Question): ToolAnswer | undefined {
    const readings = readSoilReadings(question.text);
    const country = question.region?.country;
    const card = ratingSystemFor(country) === 'Soil Health Card';
    // In ppm for the engine: one unit for the whole test, whatever each value was written in.
    const report = analyzeSoil(readSoilTest(question.text), { country });
    const hindi = question.language === 'hi';
    const lines: string[] = [];
    const cited = new Set<string>();
    if (readings.pH !== undefined) {
      const { interpretation, recommendation } = report.analysis.pH!;
      const rating = classInHindi(interpretation);
      lines.push(...(hindi && rating ? [`pH ${readings.pH}: ${rating}`] : [`pH ${readings.pH}: ${interpretation}`, firstRecommendation(recommendation)!]));
      cited.add(soilSources.soilSurveyManual);
    }
    for (const [key, label] of [
      ['nitrogen', 'Nitrogen'],
      ['phosphorus', 'Phosphorus'],
      ['potassium', 'Potassium'],
    ] as const) {
      const value = readings[key];
      if (value === undefined) continue;
      const analysis = report.analysis[label]!;
      const rating = classInHindi(analysis.interpretation);
      lines.push(
        ...(hindi && rating
          ? [`${nutrientsHi[key]} ${value.value} ${value.unit}: ${rating} (${card ? 'मृदा स्वास्थ्य कार्ड के मानक' : 'प्रयोगशाला वर्ग'})`]
          : [`${label} ${value.value} ${value.unit}: ${analysis.interpretation}`, firstRecommendation(analysis.recommendation)!]),
      );
      cited.add(card ? soilHealthCardCitation : key === 'nitrogen' ? soilSources.iowaPm1714 : soilSources.iowaPm1688);
    }
    // The engine's advice is written in English: a Hindi answer rates each value and points to the crop's dose.
    if (hindi) lines.push('खाद की मात्रा के लिए फसल का नाम लेकर पूछिए, या ऐप में मिट्टी की रिपोर्ट खोलिए।');
    return {
      heading: hindi ? 'आपकी मिट्टी की जाँच, हमारे मिट्टी विश्लेषण से:' : 'Your soil test, read by our soil analysis engine:',
      lines: lines.slice(0, hindi ? 6 : 5),
      sources: [...cited].map((source) => ({ title: 'FarmSight soil analysis engine', source })),
    };
  },
};
