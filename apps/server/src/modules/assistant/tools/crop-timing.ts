import { analyseGrowth } from '../../growth';
import { normalise } from '../understanding/text';
import type { AssistantTool, Question, ToolAnswer } from './tool';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthWord = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const dayWord = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const yearWord = String.raw`(?:,?\s*(\d{4}))?`;

const pad = (value: number) => String(value).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** A date written in a question ("1 March", "March 1st 2025", "15/06/2025", "2025-06-15"), as YYYY-MM-DD. */
export function readDate(question: string, today: string): string | undefined {
  const text = normalise(question);
  const thisYear = Number(today.slice(0, 4));
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(text);
  if (numeric) return isoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const dayFirst = new RegExp(String.raw`\b${dayWord}\s+(?:of\s+)?${monthWord}${yearWord}`).exec(text);
  if (dayFirst) return isoDate(Number(dayFirst[3] ?? thisYear), months.indexOf(dayFirst[2]!) + 1, Number(dayFirst[1]));
  const monthFirst = new RegExp(String.raw`\b${monthWord}\s+${dayWord}\b${yearWord}`).exec(text);
  if (monthFirst) return isoDate(Number(monthFirst[3] ?? thisYear), months.indexOf(monthFirst[1]!) + 1, Number(monthFirst[2]));
  return undefined;
}

const timingWords = /\b(harvest|ready|mature|maturity|stage|stages|when|how long|days|ripen|pick|sown|sowed|seeded|planted|transplanted)\b/;

/** "tomatoes sown on 1 March - when is harvest?": the FAO-56 growth engine (modules/growth) works out the season. */
export const cropTimingTool: AssistantTool = {
  name: 'growth',
  readsNumbers: true,
  matches(question: Question) {
    return question.crop !== undefined && readDate(question.text, question.today) !== undefined && timingWords.test(normalise(question.text));
  },
  answer(question: Question): ToolAnswer | undefined {
    const crop = question.crop;
    const seedingDate = readDate(question.text, question.today);
    if (!crop || !seedingDate) return undefined;
    const analysis = analyseGrowth(crop, seedingDate, question.latitude, 'en', question.region);
    const { initial, development, midSeason, lateSeason } = analysis.parameters.stageLengths;
    const total = initial + development + midSeason + lateSeason;
    return {
      heading: `${analysis.cropType} sown on ${seedingDate}:`,
      lines: [
        `Expect harvest around ${analysis.harvestDate}, about ${total} days after sowing.`,
        `Growth stages: initial ${initial} days, development ${development}, mid-season ${midSeason} and late season ${lateSeason}.`,
        `The mid-season stage, from day ${initial + development + 1}, is when the crop needs the most water.`,
        analysis.parameters.season
          ? `The season's length comes from the ${analysis.parameters.season}.`
          : 'No regional calendar has this crop for your area, so these are FAO-56 general figures.',
        'Local varieties and weather shift these dates, so watch the crop itself as harvest nears.',
      ],
      sources: [
        { title: 'FarmSight crop growth engine', source: 'FAO-56 Tables 11, 12 and 22', url: 'https://www.fao.org/3/x0490e/x0490e00.htm' },
        ...(analysis.parameters.season
          ? [
              {
                title: 'Crop Calendar of Major Crops',
                source: 'DES, Ministry of Agriculture & Farmers Welfare',
                url: 'https://desagri.gov.in/document-report/4-crop-calendar-of-major-crops/',
              },
            ]
          : []),
      ],
    };
  },
};
