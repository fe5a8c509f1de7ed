import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plantParts, type Language, type SymptomGuideAnswer, type SymptomGuideCrops } from '@farmsight/contracts';
import { z } from 'zod';
import { symptomGuideDir } from '../../paths';

/**
 * The symptom guide for crops the photo model does not know (ADR 0043): crop -> plant part -> symptom in words ->
 * candidate diseases and pests -> management, with products as CIB&RC registers them. Data files in
 * data/symptom-guide, checked against these schemas when first read; every fact names its source.
 */
const wordsSchema = z.object({ en: z.string().min(1), hi: z.string().min(1) });
const keywordsSchema = z.object({ en: z.array(z.string().min(2)).min(1), hi: z.array(z.string().min(1)).min(1) });

const productSchema = z.object({
  product: z.string().min(3),
  dose: z
    .object({
      min: z.number().positive(),
      max: z.number().positive().optional(),
      unit: z.enum(['g', 'ml']),
      per: z.enum(['ha', 'kg seed']),
    })
    .refine((dose) => dose.max === undefined || dose.max > dose.min, 'max must be above min'),
  waitingPeriodDays: z.number().int().nonnegative().nullable(),
  source: z.string(),
  page: z.number().int().positive(),
});

const problemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  part: z.enum(plantParts),
  kind: z.enum(['disease', 'pest']),
  symptom: wordsSchema,
  keywords: keywordsSchema,
  candidates: z.array(wordsSchema.extend({ scientificName: z.string().min(3) })).min(1),
  management: z.array(wordsSchema.extend({ source: z.string() })).min(1),
  products: z.array(productSchema),
});

export const guideCropSchema = z.object({
  crop: z.string().regex(/^[a-z0-9-]+$/),
  names: wordsSchema,
  aliases: z.array(z.string().min(2)),
  problems: z.array(problemSchema).min(1),
});
export type GuideCrop = z.infer<typeof guideCropSchema>;

export const guideSourcesSchema = z.record(
  z.string(),
  z.object({ institution: z.string(), document: z.string(), year: z.number().int().optional(), url: z.string().url().optional() }),
);
export type GuideSources = z.infer<typeof guideSourcesSchema>;

export interface SymptomGuide {
  crops: GuideCrop[];
  sources: GuideSources;
}

/** A data file that fails its schema or names a source the guide does not list: the message names file and field. */
export class SymptomGuideError extends Error {
  override name = 'SymptomGuideError';
}

function parseFile<T extends z.ZodType>(schema: T, file: string): z.infer<T> {
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new SymptomGuideError(`${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
}

/** Reads and checks every file in `dir` (sources.json and crops/*.json). */
export function loadSymptomGuide(dir = symptomGuideDir): SymptomGuide {
  const sources = parseFile(guideSourcesSchema, join(dir, 'sources.json'));
  const files = readdirSync(join(dir, 'crops')).filter((name) => name.endsWith('.json'));
  const crops = files.sort().map((name) => parseFile(guideCropSchema, join(dir, 'crops', name)));
  for (const crop of crops) {
    crop.problems.forEach((problem, index) => {
      const cited = [...problem.management.map((step) => step.source), ...problem.products.map((product) => product.source)];
      const unknown = cited.find((id) => !sources[id]);
      if (unknown) throw new SymptomGuideError(`${crop.crop}.json: problems.${index}: unknown source "${unknown}"`);
    });
  }
  return { crops, sources };
}

let loaded: SymptomGuide | undefined;
/** The guide, read once on first use. */
export function symptomGuide(): SymptomGuide {
  return (loaded ??= loadSymptomGuide());
}

/** Lower case, punctuation to spaces, one space between words; Devanagari letters and marks are kept. */
export function normaliseText(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFC')
    // Devanagari spelt either way by habit: chandrabindu as anusvara ("धारियाँ", "धारियां"), with or without nukta.
    .replace(/\u0901/g, '\u0902')
    .replace(/\u093c/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Every name a crop answers to: its id, its names in both languages (with and without the bracketed part) and its local names. */
function namesOf(crop: GuideCrop): string[] {
  const names = [crop.crop.replace(/-/g, ' '), crop.names.en, crop.names.hi, ...crop.aliases];
  return [...names, ...names.map((name) => name.split('(')[0]!)].map((name) => normaliseText(name).trim());
}

/** The guide's crop for an id, a name in either language or a local name; undefined when none. */
export function findGuideCrop(query: string, guide = symptomGuide()): GuideCrop | undefined {
  const wanted = normaliseText(query.replace(/-/g, ' ')).trim();
  return guide.crops.find((crop) => namesOf(crop).includes(wanted));
}

/**
 * How many of a problem's keywords the text contains, in either language (a farmer may mix them). Each keyword
 * counts once, matched at the start of a word, so "stripe" finds "stripes" and "पीली" finds "पीली"; a keyword of
 * several words counts as many points as it has words.
 */
export function keywordScore(text: string, keywords: { en: string[]; hi: string[] }): number {
  const normalised = normaliseText(text);
  return [...keywords.en, ...keywords.hi].reduce((score, keyword) => {
    const words = normaliseText(keyword).trim();
    return normalised.includes(` ${words}`) ? score + words.split(' ').length : score;
  }, 0);
}

/** At most this many entries are returned, best first. */
const MAX_MATCHES = 3;
/** An entry needs this many keyword points to be offered: one shared word (such as "leaf" or "yellow") is not enough. */
const MIN_SCORE = 2;

const doseWords = {
  en: { ha: 'per hectare', 'kg seed': 'per kg of seed', g: 'g', ml: 'ml' },
  hi: { ha: 'प्रति हेक्टेयर', 'kg seed': 'प्रति किलो बीज', g: 'ग्राम', ml: 'मि.ली.' },
} as const;

function describeDose(dose: GuideCrop['problems'][number]['products'][number]['dose'], language: Language): string {
  const words = doseWords[language];
  const amount = dose.max === undefined ? `${dose.min}` : `${dose.min}–${dose.max}`;
  return `${amount} ${words[dose.unit]} ${words[dose.per]}`;
}

function citeSource(id: string, sources: GuideSources, page?: number): string {
  const source = sources[id]!;
  return `${source.institution}, ${source.document}${page ? `, p. ${page}` : ''}`;
}

/**
 * The guide's entries for `crop` (an id, a name or a local name) whose symptoms best match the farmer's own words,
 * worded in `language`. Undefined when the guide has no such crop.
 */
export function matchSymptoms(crop: string, text: string, language: Language, guide = symptomGuide()): SymptomGuideAnswer | undefined {
  const found = findGuideCrop(crop, guide);
  if (!found) return undefined;
  const ranked = found.problems
    .map((problem) => ({ problem, score: keywordScore(text, problem.keywords) }))
    .filter(({ score }) => score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_MATCHES);
  return {
    crop: { id: found.crop, name: found.names[language] },
    matches: ranked.map(({ problem }) => ({
      id: problem.id,
      part: problem.part,
      symptom: problem.symptom[language],
      candidates: problem.candidates.map((candidate) => ({ name: candidate[language], scientificName: candidate.scientificName })),
      management: problem.management.map((step) => ({ text: step[language], source: citeSource(step.source, guide.sources) })),
      products: problem.products.map((product) => ({
        product: product.product,
        dose: describeDose(product.dose, language),
        waitingPeriodDays: product.waitingPeriodDays,
        source: citeSource(product.source, guide.sources, product.page),
      })),
    })),
  };
}

/** The crops the guide covers, named in `language`, each with the plant parts its entries describe. */
export function guideCrops(language: Language, guide = symptomGuide()): SymptomGuideCrops {
  return {
    crops: guide.crops.map((crop) => ({
      id: crop.crop,
      name: crop.names[language],
      parts: plantParts.filter((part) => crop.problems.some((problem) => problem.part === part)),
    })),
  };
}
