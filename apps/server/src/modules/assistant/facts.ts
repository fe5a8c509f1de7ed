import type { AnswerSource } from '@farmsight/contracts';
import {
  convertRate,
  describeRegisteredUse,
  formatAmount,
  listedIngredient,
  midpoint,
  normaliseIngredient,
  normaliseName,
  nutrientsToProducts,
  ACRES_PER_HECTARE,
  practiceFact,
  regionChain,
  regionName as keyName,
  registeredAgainst,
  seasonWindows,
  sourceOf,
  type Catalogue,
  type Chemical,
  type Crop,
  type DeficientNutrient,
  type FarmRegion,
  type Practice,
  type RegionalFact,
} from '../../knowledge';
import type { Language, Replies } from './data/replies';
import { resurgence, type Resurgence } from './data/resurgence';
import { stopWords } from './data/search-terms';
import {
  diseaseWords,
  genericPestWords,
  insectWords,
  lateSeasonWords,
  namedNutrients,
  neutralWords,
  pestFillerWords,
  pestGroups,
  pestSynonyms,
  practiceTopics,
  timeWords,
  topicWords,
  type Topic,
} from './data/vocabulary';

/** An answer built from the catalogue's facts for one crop, topic and region. */
export interface FactAnswer {
  heading: string;
  lines: string[];
  sources: AnswerSource[];
  /** The region whose facts were used, in the answer's language. */
  regionName: string;
  /** The question's words for something narrower (a pest, a variety type) that the facts do not hold. */
  partial?: string[];
  /** The pest the answer is about. */
  pest?: string;
}

const varietyTexts = new WeakMap<Crop, string>();
/** The names and notes of a crop's varieties in every region, once per crop. */
function varietyText(crop: Crop): string {
  let text = varietyTexts.get(crop);
  if (text === undefined) {
    const varieties = Object.values(crop.practices).flatMap((practice) => practice.varieties ?? []);
    text = ` ${normaliseName(varieties.map((variety) => `${variety.name} ${variety.note ?? ''}`).join(' '))} `;
    varietyTexts.set(crop, text);
  }
  return text;
}

/**
 * The entries whose text holds the question's own words ("late", "basmati", "PR 126", "toria"); all of them when none
 * does.
 */
function narrow<T>(items: readonly T[], textOf: (item: T) => string, question: FactQuestion): T[] {
  const { words } = question;
  const { names } = question.crop;
  const main = new Set([question.crop.id, ...[names.en, names.hi, ...names.native].flatMap((name) => normaliseName(name).split(' '))]);
  // The crop's name as typed is a sub-type when the crop's facts use it (toria, basmati); a synonym (gehu) they never do.
  const aliases = names.aliases.map(normaliseName).filter((alias) => !main.has(alias));
  const subTypes = question.cropWords.filter((word) => aliases.includes(word));
  const own = distinctiveWords(question.crop, words).filter((word) => !question.cropWords.includes(word));
  const asked = [
    ...own,
    ...subTypes,
    // A variety's name: letters then a number ("PR 126", "PBW 826").
    ...words.flatMap((word, index) => (/^\d+$/.test(words[index + 1] ?? '') && /^[a-z]+$/.test(word) ? [`${word} ${words[index + 1]}`] : [])),
  ];
  const matching = items.filter((item) => {
    const text = ` ${normaliseName(textOf(item))} `;
    return asked.some((phrase) => text.includes(` ${phrase} `));
  });
  // A sub-type asked (toria) that the entries do not name, while they name others (raya, gobhi sarson): not this one.
  const texts = items.map((item) => ` ${normaliseName(textOf(item))} `).join(' ');
  const otherTypes = aliases.some((alias) => !subTypes.includes(alias) && texts.includes(` ${alias} `));
  // A variety group (basmati, narma) is named in the crop's varieties; a plain synonym (paddy, gehu) never is.
  const groups = subTypes.filter((word) => otherTypes || varietyText(question.crop).includes(` ${word} `));
  const lacking = [...own, ...groups];
  if (matching.length === 0 && lacking.length > 0) question.partial = lacking;
  return matching.length > 0 ? matching : [...items];
}

export interface FactQuestion {
  crop: Crop;
  /** Undefined: only a chemical named in the question is looked up. */
  topic: Topic | undefined;
  words: string[];
  region: FarmRegion | null;
  language: Language;
  replies: Replies;
  /** The season today falls in, to put the coming sowing window first. */
  season: string;
  /** The words the farmer used for the crop ("toria", "basmati"): a sub-type narrows the varieties and dates. */
  cropWords: string[];
  /** Set while answering: the words of something narrower than the facts hold. */
  partial?: string[];
  /** Set while answering: the pest the answer is about, for follow-ups ("may I use cypermethrin on them?"). */
  pest?: string;
}

type PracticeTopic = keyof typeof practiceTopics;
/** The catalogue practice fields an answer reads: a topic's own, and the deficiencies behind a nutrient question. */
type PracticeField = (typeof practiceTopics)[PracticeTopic] | 'deficiencies';

const MAX_VARIETIES = 8;
const MAX_CHEMICALS = 3;
const MAX_PESTS_LISTED = 8;
/** 1 t/ha in quintals per acre. */
const QUINTALS_PER_ACRE_PER_TONNE_HA = 10 / ACRES_PER_HECTARE;

export const isPracticeTopic = (topic: Topic): topic is PracticeTopic => topic in practiceTopics;

/** A publication, as the answer's source list shows it. */
export function citeSource(id: string | undefined, crop: Crop | undefined, catalogue: Catalogue): AnswerSource[] {
  const source = id ? sourceOf(id, crop, catalogue) : undefined;
  return source ? [{ title: source.institution, source: `${source.document} (${source.year})`, url: source.url }] : [];
}

/** The region a fact came from, in the answer's language. */
function regionLabel(key: string, name: string, catalogue: Catalogue, language: Language): string {
  if (language === 'en') return name;
  if (key === 'default') return 'सामान्य सलाह';
  if (key === 'IN') return 'भारत';
  return catalogue.regions.states.find((state) => state.code === key)?.hi ?? name;
}

function ownRegionLabel(region: FarmRegion | null, language: Language): string | undefined {
  if (!region?.country) return undefined;
  if (region.state) return language === 'hi' ? region.state.hi : region.state.en;
  return region.countryName ?? undefined;
}

/** The crop's name in the answer's language, as it reads mid-sentence ("For green gram in Punjab"). */
export const cropName = (crop: Crop, language: Language) => (language === 'hi' ? crop.names.hi : `${crop.names.en[0]!.toLowerCase()}${crop.names.en.slice(1)}`);

/** Words compared with spelling slips folded: doubled letters once ("catterpillar"), no plural s. */
export const fold = (word: string) => word.replace(/(.)\1+/g, '$1').replace(/s$/, '');

function rate(amount: Parameters<typeof formatAmount>[0], unit: string, per: string, replies: Replies): string {
  if (per !== 'acre' && per !== 'ha') return replies.perOther(formatAmount(amount), unit, per);
  return replies.perArea(formatAmount(amount), unit, per, formatAmount(convertRate(amount, per)));
}

/** A dosed chemical's product, dose, water and timing in the answer's words. */
function chemicalParts(chemical: Chemical & { dose: NonNullable<Chemical['dose']> }, replies: Replies) {
  return {
    product: chemical.formulation ? `${chemical.ai} ${chemical.formulation}` : chemical.ai,
    rate: rate(chemical.dose.value, chemical.dose.unit, chemical.dose.per, replies),
    water: chemical.water ? rate(chemical.water.litres, replies.litres, chemical.water.per, replies) : undefined,
    timing: chemical.timing?.replace(/[.\s]+$/, ''),
  };
}

/** One chemical in the answer's words: product, dose per acre and per ha, water, waiting days; outside India the a.i. only. */
export function chemicalLine(chemical: Chemical, inIndia: boolean, replies: Replies): string {
  if (!inIndia || !chemical.dose) return replies.chemicalOutsideIndia(chemical.ai);
  const { product, rate: dose, water, timing } = chemicalParts({ ...chemical, dose: chemical.dose }, replies);
  return replies.chemical(product, dose, water, timing, chemical.waitingDays);
}

/** A fertilizer against a deficiency: the published dose in India, the salt alone elsewhere. */
function correctionLine(chemical: Chemical, inIndia: boolean, replies: Replies): string {
  if (!inIndia || !chemical.dose) return replies.correctionOutsideIndia(chemical.ai);
  const { product, rate: dose, water, timing } = chemicalParts({ ...chemical, dose: chemical.dose }, replies);
  return replies.correction(product, dose, water, timing);
}

const nutrientByWord = new Map(Object.entries(namedNutrients));
/** The secondary nutrients and micronutrients a question names ("borax" is boron). */
const nutrientsNamed = (words: readonly string[]): DeficientNutrient[] => [...new Set(words.flatMap((word) => nutrientByWord.get(word) ?? []))];

/** What a question asks about, in words: the topic's name, or "boron deficiency" for a fertilizer question naming boron. */
export function askedTopicName(topic: Topic, words: readonly string[], replies: Replies): string {
  const nutrient = topic === 'nutrients' ? nutrientsNamed(words)[0] : undefined;
  return nutrient ? replies.deficiency(nutrient) : replies.topicNames[topic];
}

/** The deficiencies of the nutrients asked about, with their signs, prevention and corrective doses. */
function deficiencyLines(question: FactQuestion, fact: RegionalFact<unknown>, cite: (id: string | undefined) => void): string[] | undefined {
  const asked = nutrientsNamed(question.words);
  const entries = (fact.value as NonNullable<Practice['deficiencies']>).filter((entry) => asked.includes(entry.nutrient));
  if (entries.length === 0) return undefined;
  const { replies } = question;
  const inIndia = fact.regionKey.startsWith('IN');
  return entries.flatMap((entry) => {
    cite(entry.source);
    for (const chemical of entry.chemicals) cite(chemical.source);
    const heading = replies.deficiency(entry.nutrient);
    return [
      `${heading[0]!.toUpperCase()}${heading.slice(1)}. ${replies.symptoms(entry.symptoms)}`,
      ...(entry.prevention ? [replies.prevention(entry.prevention)] : []),
      ...entry.chemicals.map((chemical) => correctionLine(chemical, inIndia, replies)),
    ];
  });
}

function chemicalLines(chemicals: Chemical[], inIndia: boolean, replies: Replies): string[] {
  return chemicals.slice(0, MAX_CHEMICALS).map((chemical) => chemicalLine(chemical, inIndia, replies));
}

const has = (words: readonly string[], list: readonly string[]) => list.some((entry) => words.includes(normaliseName(entry)));

type Pest = NonNullable<Practice['pests']>[number];

const wordsOf = (phrases: readonly string[]) => new Set(phrases.flatMap((phrase) => normaliseName(phrase).split(' ')));
/** Every topic word: left over after them, a question's words say what exactly it asks about. */
const vocabulary = wordsOf(Object.values(topicWords).flat());
/** Topic words besides the pest ones, and the pest words that name no pest: left over, the words name the pest. */
const notPestNames = wordsOf([...Object.entries(topicWords).flatMap(([topic, phrases]) => (topic === 'pests' ? [] : phrases)), ...genericPestWords]);

/** The names of a crop, word by word: they say nothing about which pest or variety is meant. */
const cropWords = (crop: Crop) =>
  new Set([crop.id, crop.names.en, crop.names.hi, ...crop.names.aliases, ...crop.names.native].flatMap((name) => normaliseName(name).split(' ')));

/** Words that never say what exactly is asked: neutral, time and late-season words. */
const plainWords = wordsOf([...neutralWords, ...lateSeasonWords, ...timeWords]);

/** The question's own words: not fillers, topic words or the crop's names ("karnal bunt", "salt tolerant"). */
export function distinctiveWords(crop: Crop, words: readonly string[], known: Set<string> = vocabulary): string[] {
  const names = cropWords(crop);
  return words.filter(
    (word) =>
      word.length > 2 &&
      !pestFillerWords.has(word) &&
      !stopWords.has(word) &&
      !plainWords.has(word) &&
      !known.has(word) &&
      !names.has(word) &&
      !/^\d+$/.test(word),
  );
}

/** The crop's pest the question names (by name, local name or id), the one with most words in common. */
export function namedPest(crop: Crop, pests: Pest[], words: readonly string[]): Pest | undefined {
  const names = cropWords(crop);
  const own = words.filter((word) => !pestFillerWords.has(word) && !names.has(word));
  const asked = new Set([...own, ...own.flatMap((word) => pestSynonyms[word] ?? [])].map(fold));
  for (let index = 0; index + 1 < words.length; index++) asked.add(fold(words[index]! + words[index + 1]!));
  let best: { pest: Pest; score: number } | undefined;
  for (const pest of pests) {
    const pestWords = new Set(
      [pest.name, ...pest.localNames, pest.id.replace(/-/g, ' ')]
        .flatMap((name) => normaliseName(name).split(' '))
        .filter((word) => word.length > 2 && !pestFillerWords.has(word) && !names.has(word))
        .map(fold),
    );
    // A compound in the pest's own name holds the asked word: "armyworm", "bollworm" are worms.
    const compounds = normaliseName(pest.name).split(' ').map(fold);
    const holds = (word: string) => compounds.includes(word) && [...asked].some((one) => one.length >= 4 && word.length > one.length && word.endsWith(one));
    const score = [...pestWords].filter((word) => asked.has(word) || holds(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { pest, score };
  }
  return best?.pest;
}

/** The crop's pests of a group the question names ("sucking pests": its jassid, whitefly and thrips entries). */
function groupedPests(crop: Crop, pests: Pest[], words: readonly string[]): Pest[] {
  const members = new Set(words.flatMap((word) => pestGroups[word] ?? []).map(fold));
  if (members.size === 0) return [];
  const names = cropWords(crop);
  return pests.filter((pest) =>
    [pest.name, ...pest.localNames, pest.id.replace(/-/g, ' ')].some((name) =>
      normaliseName(name)
        .split(' ')
        .some((word) => !names.has(word) && members.has(fold(word))),
    ),
  );
}

/** One pest in the answer's words: name and local names with its signs, threshold, control without and with chemicals. */
function pestLines(pest: Pest, inIndia: boolean, replies: Replies, cite: (id: string | undefined) => void, language: Language): string[] {
  cite(pest.source);
  for (const chemical of pest.chemicals) cite(chemical.source);
  // The signs are written in English: a Hindi answer names the pest with its Hindi names and goes on to what to do.
  const hindiNames = pest.localNames.filter((name) => /[\u0900-\u097F]/.test(name));
  return [
    language === 'hi'
      ? `${pest.name}${hindiNames.length ? ` (${hindiNames.join(', ')})` : ''}:`
      : `${pest.name}${pest.localNames.length ? ` (${pest.localNames.join(', ')})` : ''}: ${pest.symptoms}`,
    ...(pest.threshold ? [replies.threshold(pest.threshold)] : []),
    ...(pest.cultural ? [replies.cultural(pest.cultural)] : []),
    ...(pest.biological ? [replies.biological(pest.biological)] : []),
    ...chemicalLines(pest.chemicals, inIndia, replies),
  ];
}

/** A practice's chemicals with what each is used against and the entry's source: seed treatment, weeds, pests. */
export function chemicalGroups(practice: Practice): { against: string; chemicals: Chemical[]; source: string }[] {
  const treatment = practice.seedTreatment;
  return [
    ...(treatment ? [{ against: treatment.text, chemicals: treatment.chemicals, source: treatment.source }] : []),
    ...(practice.weeds ?? []).map((weed) => ({ against: weed.weeds, chemicals: weed.chemicals, source: weed.source })),
    ...(practice.pests ?? []).map((pest) => ({ against: pest.name, chemicals: pest.chemicals, source: pest.source })),
  ];
}

/** A chemical of the crop's practice the question names by its active ingredient (a herbicide's dose). */
function namedChemical(
  question: FactQuestion,
  catalogue: Catalogue,
): { chemical: Chemical; fact: RegionalFact<unknown>; against: string; source: string } | undefined {
  const text = ` ${question.words.join(' ')} `;
  // The active ingredient, or its leading words when they are distinctive ("2,4-D" for "2,4-D amine salt").
  const mentions = (chemical: Chemical) => {
    const words = normaliseIngredient(chemical.ai).split(' ');
    return words.some((_, index) => {
      const prefix = words.slice(0, index + 1).join(' ');
      return prefix.length >= 5 && text.includes(` ${prefix} `);
    });
  };
  for (const topic of ['weeds', 'pests', 'seedTreatment'] as const) {
    const fact = practiceFact(question.crop, topic, question.region, catalogue);
    if (!fact) continue;
    const groups = chemicalGroups({ [topic]: fact.value } as Practice);
    for (const group of groups) {
      const chemical = group.chemicals.find(mentions);
      if (chemical) return { chemical, fact, against: group.against, source: chemical.source ?? group.source };
    }
  }
  return undefined;
}

/** The lines of one practice topic's fact. */
function topicLines(
  question: FactQuestion & { topic: Topic },
  fact: RegionalFact<unknown>,
  field: PracticeField,
  catalogue: Catalogue,
  sources: AnswerSource[],
): string[] | undefined {
  const { crop, replies, words } = question;
  const inIndia = fact.regionKey.startsWith('IN');
  const cite = (id: string | undefined) => sources.push(...citeSource(id, crop, catalogue));
  if (field === 'deficiencies') return deficiencyLines(question, fact, cite);
  const note = (text: string | undefined) => (text ? [`${replies.noteLabel}: ${text}`] : []);
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
    case 'seedRate':
      return (fact.value as NonNullable<Practice['seedRate']>).map((seedRate) => {
        cite(seedRate.source);
        const note = seedRate.note && question.language !== 'hi' ? ` (${seedRate.note})` : '';
        return `${replies.seedRate(rate(seedRate.value, seedRate.unit, seedRate.per, replies))}${note}`;
      });
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
    case 'nutrients': {
      const nutrients = fact.value as NonNullable<Practice['nutrients']>;
      const text = normaliseName(`${nutrients.split} ${nutrients.note ?? ''}`);
      const asked = nutrientsNamed(words);
      // "Manganese deficiency in wheat" is not answered by the NPK dose, unless its notes name the nutrient.
      if (asked.length > 0 && !asked.some((nutrient) => text.includes(nutrient))) return undefined;
      cite(nutrients.source);
      const per = nutrients.per;
      if (per === 'plant') {
        const figures = [nutrients.n, nutrients.p2o5, nutrients.k2o].map(formatAmount);
        return [replies.nutrientsPerPlant(figures[0]!, figures[1]!, figures[2]!), nutrients.split, ...note(nutrients.note)];
      }
      const convert = (amount: typeof nutrients.n) => formatAmount(convertRate(amount, per));
      const perAcre = (amount: typeof nutrients.n) => midpoint(per === 'acre' ? amount : convertRate(amount, 'ha'));
      const products = nutrientsToProducts(perAcre(nutrients.n), perAcre(nutrients.p2o5), perAcre(nutrients.k2o));
      cite('fco-1985');
      return [
        replies.nutrients(formatAmount(nutrients.n), formatAmount(nutrients.p2o5), formatAmount(nutrients.k2o), per, {
          n: convert(nutrients.n),
          p: convert(nutrients.p2o5),
          k: convert(nutrients.k2o),
        }),
        replies.products(products.urea, products.dap, products.mop, products.ureaWithSsp, products.ssp),
        nutrients.split,
        ...note(nutrients.note),
      ];
    }
    case 'irrigation': {
      const irrigation = fact.value as NonNullable<Practice['irrigation']>;
      cite(irrigation.source);
      const avoid = irrigation.avoid.map(replies.avoid);
      const rest = [
        ...(irrigation.count === undefined ? [] : [replies.irrigationCount(formatAmount(irrigation.count))]),
        ...(irrigation.criticalStages.length ? [replies.criticalStages(irrigation.criticalStages.join('; '))] : []),
        ...note(irrigation.note),
      ];
      // Asked about the last watering before harvest: what to avoid comes first, so it cannot be missed.
      return has(words, lateSeasonWords) ? [...avoid, ...rest] : [...rest, ...avoid];
    }
    case 'weeds':
      return narrow(
        fact.value as NonNullable<Practice['weeds']>,
        (weed) => `${weed.weeds} ${weed.chemicals.map((chemical) => chemical.timing ?? '').join(' ')}`,
        question,
      ).flatMap((weed) => {
        cite(weed.source);
        return [`${weed.weeds}:`, ...chemicalLines(weed.chemicals, inIndia, replies), ...(weed.cultural ? [replies.cultural(weed.cultural)] : [])];
      });
    case 'pests': {
      const all = fact.value as NonNullable<Practice['pests']>;
      const kind = has(words, diseaseWords) ? 'disease' : has(words, insectWords) ? 'insect' : undefined;
      const pest = namedPest(crop, all, words);
      const group = pest ? [] : groupedPests(crop, all, words);
      if (group.length > 0) return group.slice(0, MAX_CHEMICALS).flatMap((member) => pestLines(member, inIndia, replies, cite, question.language));
      if (!pest) {
        // A pest named that the facts do not hold: the list of those they hold, as a "don't know".
        const asked = distinctiveWords(crop, words, notPestNames).filter((word) => !question.cropWords.includes(word));
        if (asked.length > 0) question.partial = asked;
        const listed = all.filter((entry) => !kind || (kind === 'disease' ? entry.kind === 'disease' : entry.kind !== 'disease'));
        for (const entry of listed) cite(entry.source);
        return [
          replies.pestList(
            cropName(crop, question.language),
            (listed.length ? listed : all)
              .slice(0, MAX_PESTS_LISTED)
              .map((entry) => entry.name)
              .join(', '),
          ),
        ];
      }
      const elsewhere = pest.chemicals.length ? undefined : chemicalsElsewhere(question, pest, catalogue);
      if (elsewhere) {
        cite(elsewhere.pest.source);
        for (const chemical of elsewhere.pest.chemicals) cite(chemical.source);
      }
      question.pest = pest.name;
      const worsening = resurgenceOf(crop, pest.name);
      for (const source of worsening?.sources ?? []) sources.push(source);
      const registered = question.region?.country === 'IN' ? registeredAgainst(crop, [pest.name, ...pest.localNames], catalogue).slice(0, MAX_CHEMICALS) : [];
      if (registered.length) cite(registered[0]!.source);
      return [
        ...pestLines(pest, inIndia, replies, cite, question.language),
        ...(registered.length ? [replies.registeredFor, ...registered.map((use) => describeRegisteredUse(use, question.language))] : []),
        ...(elsewhere
          ? [replies.chemicalsFrom(elsewhere.regionName), ...chemicalLines(elsewhere.pest.chemicals, elsewhere.key.startsWith('IN'), replies)]
          : []),
        ...(worsening ? [replies.resurgence(worsening.group[question.language], worsening.ingredients.join(', '), worsening.effect[question.language])] : []),
      ];
    }
    case 'harvest': {
      const harvest = fact.value as NonNullable<Practice['harvest']>;
      cite(harvest.source);
      const acre = (value: number) => Math.round(value * QUINTALS_PER_ACRE_PER_TONNE_HA * 10) / 10;
      return [
        harvest.signs,
        ...(harvest.yieldTPerHa
          ? [replies.yieldRange(harvest.yieldTPerHa[0], harvest.yieldTPerHa[1], acre(harvest.yieldTPerHa[0]), acre(harvest.yieldTPerHa[1]))]
          : []),
        ...note(harvest.note),
      ];
    }
    default:
      return undefined;
  }
}

/**
 * A pest the crop's practices do not hold ("tikka" on groundnut), answered from the products CIB&RC registers against
 * it on the crop in India: the answer's lines, or undefined when nothing registered names it.
 */
export function registeredOnly(question: FactQuestion, catalogue: Catalogue): FactAnswer | undefined {
  if (question.region?.country && question.region.country !== 'IN') return undefined;
  const { crop, replies, language } = question;
  const asked = distinctiveWords(crop, question.words, notPestNames).filter((word) => !question.cropWords.includes(word));
  const names = [...asked, ...asked.flatMap((word) => pestSynonyms[word] ?? [])];
  // Without the state's practice to weigh them, an ingredient on the banned and restricted list is never offered.
  const uses = registeredAgainst(crop, names, catalogue)
    .filter((use) => !use.ingredients.some((ai) => listedIngredient(ai, catalogue.banned)))
    .slice(0, MAX_CHEMICALS);
  if (uses.length === 0) return undefined;
  const india = language === 'hi' ? 'भारत' : 'India';
  return {
    heading: replies.heading(replies.topicNames.pests, cropName(crop, language), india),
    lines: [replies.registeredFor, ...uses.map((use) => describeRegisteredUse(use, language))],
    sources: citeSource(uses[0]!.source, crop, catalogue),
    regionName: india,
  };
}

/** Products that make the crop's pest worse, when a cited fact says so. */
export function resurgenceOf(crop: Crop, pestName: string): Resurgence | undefined {
  const words = new Set(normaliseName(pestName).split(' '));
  return resurgence.find((entry) => entry.crops.includes(crop.id) && entry.pestWords.some((word) => words.has(word)));
}

/** The same pest's chemical control in the nearest region that gives one, when the farmer's region gives none. */
function chemicalsElsewhere(question: FactQuestion, pest: Pest, catalogue: Catalogue): { pest: Pest; key: string; regionName: string } | undefined {
  const inIndia = !question.region?.country || question.region.country === 'IN';
  const keys = [...regionChain(question.region), ...(inIndia ? [...catalogue.regions.focusStates, ...Object.keys(question.crop.practices)] : [])];
  for (const key of keys) {
    const other = question.crop.practices[key]?.pests?.find((entry) => (entry.id === pest.id || entry.name === pest.name) && entry.chemicals.length > 0);
    if (other) return { pest: other, key, regionName: regionLabel(key, keyName(key, catalogue), catalogue, question.language) };
  }
  return undefined;
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

/** Where the catalogue's Indian practices use a named active ingredient: crop, target and dose, for a question without a crop. */
export function chemicalAcrossCrops(chemical: string, language: Language, replies: Replies, catalogue: Catalogue): FactAnswer | undefined {
  const uses: { ai: string; line: string; sources: AnswerSource[] }[] = [];
  for (const crop of catalogue.crops) {
    for (const [key, practice] of Object.entries(crop.practices)) {
      if (!key.startsWith('IN')) continue;
      for (const group of chemicalGroups(practice)) {
        const found = group.chemicals.find((entry) => normaliseIngredient(entry.ai) === normaliseIngredient(chemical) && entry.dose);
        if (found && uses.length < MAX_CHEMICALS) {
          uses.push({
            ai: found.ai,
            line: `${language === 'hi' ? crop.names.hi : crop.names.en}, ${group.against}: ${chemicalLine(found, true, replies)}`,
            sources: citeSource(found.source ?? group.source, crop, catalogue),
          });
        }
      }
    }
  }
  if (uses.length === 0) return undefined;
  const india = language === 'hi' ? 'भारत' : 'India';
  return { heading: `${uses[0]!.ai}:`, lines: uses.map((use) => use.line), sources: unique(uses.flatMap((use) => use.sources)), regionName: india };
}

export function unique(sources: AnswerSource[]): AnswerSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.title}|${source.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
