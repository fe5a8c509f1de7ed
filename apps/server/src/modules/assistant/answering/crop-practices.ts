/**
 * The crop catalogue's answer for a crop, topic and region: the nearest region whose practice holds what is asked,
 * said as such when it is not the farmer's own. Varieties, sowing, seed rate, spacing, seed treatment, harvest and
 * climate are built here; fertilizer, irrigation, weeds and pests have their own files.
 */
import { formatNumber, yieldInUnit, type AnswerSource } from '@farmsight/contracts';
import {
  ACRES_PER_HECTARE,
  formatAmount,
  regionChain,
  regionName as keyName,
  seasonWindows,
  type Catalogue,
  type Crop,
  type Practice,
  type RegionalFact,
} from '../../../knowledge';
import type { Replies } from '../data/replies';
import { practiceTopics, type Topic } from '../data/vocabulary';
import { chemicalLine, chemicalLines, namedChemical, rate } from './chemicals';
import {
  citeSource,
  cropName,
  isPracticeTopic,
  ownRegionLabel,
  regionLabel,
  unique,
  type FactAnswer,
  type FactQuestion,
  type LineContext,
  type PracticeField,
  type PracticeTopic,
} from './fact-answer';
import { irrigationLines } from './irrigation';
import { askedTopicName, deficiencyLines, nutrientLines, nutrientsNamed } from './nutrients';
import { pestTopicLines } from './pests';
import { weedLines } from './weeds';
import { narrow } from './words';

const MAX_VARIETIES = 8;
/** 1 t/ha in quintals per acre. */
const QUINTALS_PER_ACRE_PER_TONNE_HA = 10 / ACRES_PER_HECTARE;

/** A typical yield range: in the farmer's chosen unit when the profile has one, else t per ha and quintals per acre. */
function yieldRangeLine([low, high]: [number, number], replies: Replies): string {
  const chosen = replies.farmerUnits?.yield;
  if (chosen) {
    const inUnit = (tonnes: number) => formatNumber(yieldInUnit(tonnes, chosen.unit), { maximumFractionDigits: 1 });
    return replies.yieldRangeIn(inUnit(low), inUnit(high), chosen.name, low, high);
  }
  const acre = (value: number) => Math.round(value * QUINTALS_PER_ACRE_PER_TONNE_HA * 10) / 10;
  return replies.yieldRange(low, high, acre(low), acre(high));
}

/** The lines of one practice topic's fact. */
function topicLines(
  question: FactQuestion & { topic: Topic },
  fact: RegionalFact<unknown>,
  field: PracticeField,
  catalogue: Catalogue,
  sources: AnswerSource[],
): string[] | undefined {
  const { crop, replies } = question;
  const inIndia = fact.regionKey.startsWith('IN');
  const cite = (id: string | undefined) => sources.push(...citeSource(id, crop, catalogue));
  const note = (text: string | undefined) => (text ? [`${replies.noteLabel}: ${text}`] : []);
  const line: LineContext = { question, fact, catalogue, inIndia, cite, sources, note };
  if (field === 'deficiencies') return deficiencyLines(line);
  switch (question.topic) {
    case 'varieties': {
      const practice = crop.practices[fact.regionKey]!;
      const varieties = narrow(fact.value as NonNullable<Practice['varieties']>, (variety) => `${variety.name} ${variety.note ?? ''}`, question);
      cite(practice.varietiesSource);
      for (const variety of varieties.slice(0, MAX_VARIETIES)) cite(variety.source);
      return varieties
        .slice(0, MAX_VARIETIES)
        .map((variety) => `${variety.name} (${variety.institute}${variety.year ? `, ${variety.year}` : ''})${variety.note ? `: ${variety.note}` : ''}`);
    }
    case 'sowing': {
      // DES's window for the farm's state (or India's) heads the answer; the state's Package of Practices follows.
      const official = seasonWindows(crop, question.region, catalogue, question.language).filter((window) => window.source === 'des-crop-calendar');
      if (official.length) cite('des-crop-calendar');
      const officialLines = official
        .sort((a, b) => Number(b.season === question.season) - Number(a.season === question.season))
        .map((window) => replies.officialWindow(window.label));
      const windows = narrow(fact.value as NonNullable<Practice['sowing']>, (window) => window.note ?? '', question).sort(
        (a, b) => Number(b.season === question.season) - Number(a.season === question.season),
      );
      return [
        ...officialLines,
        ...windows.flatMap((window) => {
          cite(window.source);
          const season = window.season ? replies.seasonNames[window.season] : undefined;
          // The notes are in English: a Hindi answer keeps the dates.
          const note = window.note && question.language !== 'hi' ? ` (${window.note})` : '';
          return [`${replies.sowingWindow(season, replies.day(window.from), replies.day(window.to))}${note}`];
        }),
      ];
    }
    case 'seedRate': {
      return (fact.value as NonNullable<Practice['seedRate']>).map((seedRate) => {
        cite(seedRate.source);
        const note = seedRate.note && question.language !== 'hi' ? ` (${seedRate.note})` : '';
        return `${replies.seedRate(rate(seedRate.value, seedRate.unit, seedRate.per, replies))}${note}`;
      });
    }
    case 'spacing': {
      const spacing = fact.value as NonNullable<Practice['spacing']>;
      cite(spacing.source);
      return [replies.spacing(formatAmount(spacing.rowCm), spacing.plantCm === undefined ? undefined : formatAmount(spacing.plantCm)), ...note(spacing.note)];
    }
    case 'seedTreatment': {
      const treatment = fact.value as NonNullable<Practice['seedTreatment']>;
      cite(treatment.source);
      return [treatment.text, ...chemicalLines(treatment.chemicals, inIndia, replies)];
    }
    case 'nutrients':
      return nutrientLines(line);
    case 'irrigation':
      return irrigationLines(line);
    case 'weeds':
      return weedLines(line);
    case 'pests':
      return pestTopicLines(line);
    case 'harvest': {
      const harvest = fact.value as NonNullable<Practice['harvest']>;
      cite(harvest.source);
      return [harvest.signs, ...(harvest.yieldTPerHa ? [yieldRangeLine(harvest.yieldTPerHa, replies)] : []), ...note(harvest.note)];
    }
    default:
      return undefined;
  }
}

/** Topics the catalogue holds for a crop in any region, in the answer's words (for an honest "don't know"). */
export function availableTopics(crop: Crop, replies: Replies): string[] {
  const held = new Set(Object.values(crop.practices).flatMap((practice) => Object.keys(practice)));
  return Object.entries(practiceTopics)
    .filter(([, field]) => held.has(field))
    .map(([topic]) => replies.topicNames[topic as Topic]);
}

/** The crop's climate and soil needs. */
function climateAnswer(question: FactQuestion, catalogue: Catalogue): FactAnswer {
  const { crop, replies, language } = question;
  const climate = crop.climate;
  return {
    heading: replies.heading(replies.topicNames.climate, cropName(crop, language), language === 'hi' ? 'सामान्य सलाह' : 'general guidance'),
    lines: [
      replies.climate(
        climate.temperatureC.min,
        climate.temperatureC.max,
        climate.ph[0],
        climate.ph[1],
        climate.soils.join(', '),
        climate.seasons.map((season) => replies.seasonNames[season] ?? season).join(', '),
      ),
    ],
    sources: citeSource(climate.source, crop, catalogue),
    regionName: language === 'hi' ? 'सामान्य सलाह' : 'general guidance',
  };
}

/**
 * The topic's fact along the farm's region chain; for an Indian farm (or one without a location) whose chain has none,
 * another Indian state's practice, said as such, rather than nothing.
 */
/** The practice keys to try for a farm, nearest first; for an Indian farm (or none) every Indian state after its own chain. */
function keysFor(question: FactQuestion, catalogue: Catalogue): string[] {
  const chain = regionChain(question.region);
  if (question.region?.country && question.region.country !== 'IN') return chain;
  return [...new Set([...chain, ...catalogue.regions.focusStates, ...Object.keys(question.crop.practices).filter((key) => key.startsWith('IN-'))])];
}

/** The topic's fact at one practice key, as a regional fact (fallen back when it is not the first key tried). */
function factAt(question: FactQuestion, field: PracticeField, key: string, first: string, catalogue: Catalogue): RegionalFact<unknown> | undefined {
  const value = question.crop.practices[key]?.[field];
  return value === undefined ? undefined : { value, regionKey: key, regionName: keyName(key, catalogue), fellBack: key !== first, note: undefined };
}

/**
 * The catalogue's answer for a crop, topic and region: a named chemical's dose, or the topic's fact for the nearest
 * region that has one (saying so when it is not the farmer's own). Undefined when the catalogue has no such fact.
 */
export function answerFromCatalogue(question: FactQuestion, catalogue: Catalogue): FactAnswer | undefined {
  const { crop, replies, language } = question;
  if (question.topic === 'climate') return climateAnswer(question, catalogue);
  const topic = question.topic;
  const sources: AnswerSource[] = [];
  const named = namedChemical(question, catalogue);
  if (!named && !(topic && isPracticeTopic(topic))) return undefined;
  let fact = named?.fact;
  let asked = { ...question, topic: topic! };
  let lines: string[] | undefined;
  if (named) {
    lines = [`${named.against}:`, chemicalLine(named.chemical, named.fact.regionKey.startsWith('IN'), replies)];
    sources.push(...citeSource(named.source, crop, catalogue));
  } else {
    // The nearest region whose entries hold what is asked (a pest, a variety group); else the nearest with the topic.
    // A named micronutrient is asked of the deficiency facts first, then of the fertilizer notes.
    const keys = keysFor(question, catalogue);
    const fields: PracticeField[] =
      topic === 'nutrients' && nutrientsNamed(question.words).length > 0 ? ['deficiencies', 'nutrients'] : [practiceTopics[topic as PracticeTopic]];
    let nearest: { fact: RegionalFact<unknown>; field: PracticeField; asked: typeof asked; lines: string[] | undefined; sources: AnswerSource[] } | undefined;
    search: for (const field of fields) {
      for (const key of keys) {
        const candidate = factAt(question, field, key, regionChain(question.region)[0]!, catalogue);
        if (!candidate) continue;
        const tried = { ...question, topic: topic!, partial: undefined };
        const cited: AnswerSource[] = [];
        const result = { fact: candidate, field, asked: tried, lines: topicLines(tried, candidate, field, catalogue, cited), sources: cited };
        nearest ??= result;
        if (!tried.partial && result.lines?.length) {
          nearest = result;
          break search;
        }
      }
    }
    if (nearest) {
      ({ fact, asked, lines } = nearest);
      sources.push(...nearest.sources);
    }
  }
  if (!fact) return undefined;
  if (!lines?.length) return undefined;
  const regionName = regionLabel(fact.regionKey, fact.regionName, catalogue, language);
  const own = ownRegionLabel(question.region, language);
  return {
    heading: replies.heading(named ? named.chemical.ai : askedTopicName(topic!, question.words, replies), cropName(crop, language), regionName),
    lines: [...(fact.fellBack ? [replies.fellBack(own ?? replies.yourRegion, regionName)] : []), ...lines],
    sources: unique(sources),
    regionName,
    partial: asked.partial,
    pest: asked.pest,
  };
}
