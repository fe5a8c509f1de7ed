import {
  DEFAULT_SOIL_UNIT,
  type Language,
  NOT_PROVIDED,
  type GeneralRecommendation,
  type NutrientAnalysis,
  type SoilAnalysisResponse,
  type SoilRating,
  type SoilUnit,
  type SuggestedCrop,
} from '@farmsight/contracts';
import { knowledge, type Crop } from '../../knowledge';
import { cropGroups, nitrogenFixingCrops, type CropGroup } from './data/crops';
import { doseFactorByRating } from './data/fertilizer-plan';
import { cornBuildUp, nitrateTest, phosphorusOlsen, potassiumAmmoniumAcetate, type NutrientClass } from './data/nutrients';
import { calcareousAbovePh, limePerPhUnit, phClasses, phTarget, sodicFromPh, type PhClass } from './data/ph';
import type { FertilityRating } from './data/soil-health-card';
import { POUNDS_PER_ACRE_TO_KG_PER_HA, TONS_PER_ACRE_TO_TONNES_PER_HA } from './data/sources';
import { soilSentences, type SoilSentences, type SoilTopic } from './sentences';
import {
  nutrientClassOf,
  nutrientLines,
  phosphorusTestFor,
  rateNutrient,
  ratingSystemFor,
  toPpm,
  type NutrientRating,
  type RatedNutrient,
  type SoilRatingSystem,
} from './rating';

/** One soil test; a value left out was not measured (0 is a measurement). */
export interface SoilTest {
  pH?: number | null;
  nitrogen?: number | null;
  phosphorus?: number | null;
  potassium?: number | null;
}

const isMeasured = (value: number | null | undefined): value is number => typeof value === 'number';
const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const kgPerHa = (poundsPerAcre: number) => round(poundsPerAcre * POUNDS_PER_ACRE_TO_KG_PER_HA);
const tonnesPerHa = (tonsPerAcre: number) => round(tonsPerAcre * TONS_PER_ACRE_TO_TONNES_PER_HA, 1);

export function phClassOf(pH: number): PhClass {
  const reading = round(pH, 1);
  return phClasses.find((phClass) => reading <= phClass.maxPh) ?? phClasses[phClasses.length - 1]!;
}

function notProvided(topic: SoilTopic, words: SoilSentences): NutrientAnalysis {
  return { interpretation: words.notProvided(topic), importance: words.importance[topic], recommendation: words.testFirst(topic) };
}

function limeRecommendation(pH: number, words: SoilSentences): string[] {
  const rise = round(phTarget.high - pH, 1);
  const low = round(rise * limePerPhUnit.sandy, 1);
  const high = round(rise * limePerPhUnit.clay, 1);
  return words.lime({
    rise,
    targetLow: phTarget.low,
    targetHigh: phTarget.high,
    low,
    high,
    lowHa: tonnesPerHa(low),
    highHa: tonnesPerHa(high),
    sandy: limePerPhUnit.sandy,
    clay: limePerPhUnit.clay,
  });
}

function alkalineRecommendation(pH: number, words: SoilSentences): string[] {
  const advice = [...words.noLimeOnAlkaline];
  advice.push(pH > calcareousAbovePh.ph ? words.calcareous(calcareousAbovePh.sulfurToNeutraliseOnePercentCarbonate) : words.sulfurIfNoFreeLime);
  if (pH >= sodicFromPh.ph) advice.push(words.sodic);
  return advice;
}

/** A pH class's name and meaning in the language. */
const phClassIn = (phClass: PhClass, words: SoilSentences, language: Language) => ({
  name: words.rating(phClass.name),
  meaning: language === 'hi' ? phClass.meaningHi : phClass.meaning,
});

function analysePh(pH: number | undefined, words: SoilSentences, language: Language): NutrientAnalysis {
  if (pH === undefined) return notProvided('pH', words);
  const phClass = phClassOf(pH);
  const { name, meaning } = phClassIn(phClass, words, language);
  const interpretation = words.phInterpretation(name, pH, meaning);
  const recommendation =
    phClass.direction === 'raise'
      ? limeRecommendation(pH, words)
      : phClass.direction === 'lower'
        ? alkalineRecommendation(pH, words)
        : words.phKeep(pH, phTarget.low, phTarget.high);
  return { interpretation, importance: words.importance.pH, recommendation };
}

function nitrogenNeed(ppm: number): number {
  return Math.max(0, round((nitrateTest.criticalPpm - ppm) * nitrateTest.poundsNPerPpmBelow));
}

function analyseNitrogen(ppm: number | undefined, words: SoilSentences): NutrientAnalysis {
  if (ppm === undefined) return notProvided('nitrogen', words);
  const need = nitrogenNeed(ppm);
  const test = words.nitrateTest(nitrateTest.criticalPpm);
  if (need === 0) {
    return { interpretation: words.nitrogenSufficient(ppm, test), importance: words.importance.nitrogen, recommendation: words.nitrogenSufficientAdvice };
  }
  return {
    interpretation: words.nitrogenDeficient(ppm, test),
    importance: words.importance.nitrogen,
    recommendation: words.nitrogenDeficientAdvice(need, kgPerHa(need), nitrateTest.poundsNPerPpmBelow, nitrateTest.criticalPpm),
  };
}

interface NutrientSpec {
  label: 'phosphorus' | 'potassium';
  oxide: 'P2O5' | 'K2O';
  extractant: string;
  extractantHi: string;
  classes: NutrientClass[];
  buildUp: Record<string, number>;
}

function nutrientRecommendation(spec: NutrientSpec, nutrientClass: NutrientClass, words: SoilSentences): string | string[] {
  const rate = spec.buildUp[nutrientClass.name];
  if (rate !== undefined) return words.buildUp(spec.label, rate, spec.oxide, kgPerHa(rate));
  if (nutrientClass.name === 'Optimum') return words.maintenance(spec.oxide);
  return nutrientClass.name === 'Very High' ? words.noneVeryHigh(spec.label, spec.oxide) : words.noneThisYear(spec.label);
}

function analyseMineral(spec: NutrientSpec, ppm: number | undefined, words: SoilSentences, language: Language, note = ''): NutrientAnalysis {
  if (ppm === undefined) return notProvided(spec.label, words);
  const nutrientClass = nutrientClassOf(ppm, spec.classes);
  const extractant = language === 'hi' ? spec.extractantHi : spec.extractant;
  const chance = language === 'hi' ? nutrientClass.responseChanceHi : nutrientClass.responseChance;
  return {
    interpretation: words.labInterpretation(words.rating(nutrientClass.name), ppm, extractant, spec.label, chance, note),
    importance: words.importance[spec.label],
    recommendation: nutrientRecommendation(spec, nutrientClass, words),
  };
}

function phosphorusSpec(pH: number | undefined): NutrientSpec {
  const test = phosphorusTestFor(pH);
  return {
    label: 'phosphorus',
    oxide: 'P2O5',
    extractant: test.extractant,
    extractantHi: test.extractantHi,
    classes: test.classes,
    buildUp: cornBuildUp.phosphorus,
  };
}

const potassiumSpec: NutrientSpec = {
  label: 'potassium',
  oxide: 'K2O',
  extractant: potassiumAmmoniumAcetate.extractant,
  extractantHi: potassiumAmmoniumAcetate.extractantHi,
  classes: potassiumAmmoniumAcetate.classes,
  buildUp: cornBuildUp.potassium,
};

function phosphorusNote(pH: number | undefined, words: SoilSentences): string {
  if (pH === undefined) return words.phosphorusNoPh;
  return pH >= phosphorusOlsen.fromPh ? words.phosphorusOlsen(pH) : words.phosphorusBray(pH);
}

interface Classified {
  system: SoilRatingSystem;
  pH?: number;
  phClass?: PhClass;
  /** The lab's nitrogen to sidedress (lb N/acre), from the nitrate test; only outside India. */
  nitrogenNeed?: number;
  nitrogen?: NutrientRating;
  phosphorus?: NutrientRating;
  potassium?: NutrientRating;
}

function phManagement({ pH, phClass }: Classified, words: SoilSentences, language: Language): GeneralRecommendation {
  if (pH === undefined || !phClass) return words.phNotGiven;
  const description = words.phDescription(phClassIn(phClass, words, language).name, pH, phTarget.low, phTarget.high);
  if (phClass.direction === 'raise') return { description, recommendation: [words.limeBeforeFertilizer, ...limeRecommendation(pH, words).slice(1, 2)] };
  if (phClass.direction === 'lower') return { description, recommendation: alkalineRecommendation(pH, words) };
  return { description, recommendation: words.phKeepGeneral };
}

const nutrientOxides = [
  ['nitrogen', 'N'],
  ['phosphorus', 'P2O5'],
  ['potassium', 'K2O'],
] as const;

/** What a Soil Health Card rating does to the crop's recommended dose (the plan in bags applies the same factor). */
function cardDose(rating: string, nutrient: SoilTopic | 'it', words: SoilSentences): string {
  const factor = doseFactorByRating[rating as FertilityRating];
  if (factor === 1) return words.cardDoseSame(nutrient);
  return words.cardDoseChanged(Math.round(Math.abs(factor - 1) * 100), factor > 1, nutrient);
}

function labFertilizerPlan(test: Classified, words: SoilSentences): GeneralRecommendation {
  const steps: string[] = [];
  if (test.phClass?.direction === 'raise') steps.push(words.limeFirst);
  if (test.nitrogenNeed === undefined) steps.push(words.nitrogenNotTested);
  else if (test.nitrogenNeed > 0) steps.push(words.nitrogenSidedress(test.nitrogenNeed, kgPerHa(test.nitrogenNeed)));
  else steps.push(words.nitrogenNone);
  for (const [label, oxide, rated, buildUp] of [
    ['phosphorus', 'P2O5', test.phosphorus, cornBuildUp.phosphorus],
    ['potassium', 'K2O', test.potassium, cornBuildUp.potassium],
  ] as const) {
    if (!rated) steps.push(words.nutrientNotTested(label, oxide));
    else if (buildUp[rated.rating] !== undefined) steps.push(words.nutrientBuildUp(label, buildUp[rated.rating]!, oxide));
    else if (rated.rating === 'Optimum') steps.push(words.nutrientMaintenance(label));
    else steps.push(words.nutrientNone(label));
  }
  return { description: words.labPlanDescription, recommendation: steps };
}

/** In India: the crop's recommended dose, changed by each nutrient's Soil Health Card rating (as the plan in bags does). */
function cardFertilizerPlan(test: Classified, words: SoilSentences): GeneralRecommendation {
  const steps: string[] = [];
  if (test.phClass?.direction === 'raise') steps.push(words.limeFirst);
  for (const [key, oxide] of nutrientOxides) {
    const rated = test[key];
    steps.push(rated ? words.cardStep(key, words.rating(rated.rating), cardDose(rated.rating, key, words)) : words.cardNotTested(key, oxide));
  }
  return { description: words.cardPlanDescription(cardDose('Low', 'it', words), cardDose('High', 'it', words)), recommendation: steps };
}

function organicMatter(test: Classified, words: SoilSentences): GeneralRecommendation {
  const { base, legume, phosphorusHigh, manure, alkaline, description } = words.organicMatter;
  const advice = [...base];
  if (test.nitrogen?.low) advice.push(legume);
  advice.push(test.phosphorus?.high ? phosphorusHigh : manure);
  if (test.phClass?.direction === 'lower') advice.push(alkaline);
  return { description, recommendation: advice };
}

function nutrientCaveat(test: Classified, words: SoilSentences): string {
  const low = (['phosphorus', 'potassium'] as const).filter((nutrient) => test[nutrient]?.low);
  return low.length ? words.buildUpBeforePlanting(low) : '';
}

const claimedFamilies = new Set(cropGroups.flatMap((group) => group.families ?? []));
const inGroup = (group: CropGroup, crop: Crop) => (group.families ? group.families.includes(crop.family) : !claimedFamilies.has(crop.family));
const fitsPh = (crop: Crop, reading: number) => crop.climate.ph[0] <= reading && reading <= crop.climate.ph[1];
const cropNames = (crops: Crop[], language: Language) => crops.map((crop) => crop.names[language]).sort((a, b) => a.localeCompare(b, language));

function suggestCrops(test: Classified, words: SoilSentences, language: Language): GeneralRecommendation {
  const caveat = nutrientCaveat(test, words);
  const crops: SuggestedCrop[] = [];
  const catalogue = knowledge().catalogue.crops;
  const hindi = language === 'hi';
  if (test.pH !== undefined) {
    const reading = round(test.pH, 1);
    for (const group of cropGroups) {
      if (reading < group.minPh || reading > group.maxPh) continue;
      const examples = cropNames(
        catalogue.filter((crop) => inGroup(group, crop) && fitsPh(crop, reading)),
        language,
      );
      if (examples.length) crops.push({ name: hindi ? group.nameHi : group.name, examples, recommendation: (hindi ? group.adviceHi : group.advice) + caveat });
    }
  }
  const nitrogenShort = test.nitrogen?.low === true;
  if (nitrogenShort) {
    const limeFirst = test.pH !== undefined && test.pH < nitrogenFixingCrops.minPh ? words.legumesLimeFirst : '';
    const legumes = catalogue.filter((crop) => crop.family === nitrogenFixingCrops.family && (test.pH === undefined || fitsPh(crop, round(test.pH, 1))));
    if (legumes.length)
      crops.push({
        name: hindi ? nitrogenFixingCrops.nameHi : nitrogenFixingCrops.name,
        examples: cropNames(legumes, language),
        recommendation: (hindi ? nitrogenFixingCrops.adviceHi : nitrogenFixingCrops.advice) + limeFirst,
      });
  }
  const description = test.pH === undefined ? words.cropsNoPh : crops.length === 0 ? words.cropsNone(test.pH) : words.cropsMatched(test.pH, nitrogenShort);
  return { description, recommendation: crops.length ? words.cropsChoose : words.cropsReclaim, crops };
}

type Measured = Partial<Record<'pH' | RatedNutrient, number>>;

function measuredOf(input: SoilTest): Measured {
  return {
    pH: isMeasured(input.pH) ? input.pH : undefined,
    nitrogen: isMeasured(input.nitrogen) ? input.nitrogen : undefined,
    phosphorus: isMeasured(input.phosphorus) ? input.phosphorus : undefined,
    potassium: isMeasured(input.potassium) ? input.potassium : undefined,
  };
}

/** Where a test is read: the farm's country (which picks the rating system) and the unit N, P and K are in. */
export interface SoilTestContext {
  country?: string | null;
  /** ppm unless told otherwise. */
  unit?: SoilUnit;
  /** The language the report's sentences are worded in (English unless told otherwise). */
  language?: Language;
}

function classify(measured: Measured, { country, unit = DEFAULT_SOIL_UNIT, language = 'en' }: SoilTestContext): Classified {
  const { pH } = measured;
  const rate = (nutrient: RatedNutrient) => {
    const value = measured[nutrient];
    return value === undefined ? undefined : rateNutrient(nutrient, { value, unit }, { country, pH }, language);
  };
  const system = ratingSystemFor(country);
  const nitrogen = rate('nitrogen');
  return {
    system,
    pH,
    phClass: pH === undefined ? undefined : phClassOf(pH),
    nitrogenNeed: system === 'Lab classes' && nitrogen ? nitrogenNeed(nitrogen.value) : undefined,
    nitrogen,
    phosphorus: rate('phosphorus'),
    potassium: rate('potassium'),
  };
}

/** The soil's pH as a report line: its reaction class, needing action when lime or sulfur is advised. */
export function phLine(pH: number, language: Language = 'en'): SoilRating {
  const phClass = phClassOf(pH);
  return {
    parameter: 'pH',
    label: 'Soil pH',
    value: pH,
    unit: '',
    rating: phClass.name,
    attention: phClass.direction !== 'keep',
    norm: soilSentences[language].norms.ph(phTarget.low, phTarget.high),
  };
}

/** The report's lead outside India: one line per measured value (in ppm), in the lab classes the detailed analysis uses. */
export function labClassLines(input: SoilTest, language: Language = 'en'): SoilRating[] {
  const { pH, ...nutrients } = measuredOf(input);
  return [...(pH === undefined ? [] : [phLine(pH, language)]), ...nutrientLines(nutrients, 'ppm', { country: null, pH }, language)];
}

/** A nutrient as the Soil Health Card rates it, and what that does to the crop's dose. */
function analyseByCard(key: RatedNutrient, rated: NutrientRating | undefined, words: SoilSentences): NutrientAnalysis {
  if (!rated) return notProvided(key, words);
  return {
    interpretation: words.cardInterpretation(words.rating(rated.rating), rated.value, rated.unit, key, rated.norm),
    importance: words.importance[key],
    recommendation: words.cardAdvice(cardDose(rated.rating, key, words)),
  };
}

/** The lab's reading of a soil test: per-nutrient analysis and whole-report recommendations. */
export type LabReport = Pick<SoilAnalysisResponse, 'soilData' | 'analysis' | 'generalRecommendations'>;

/**
 * Interprets a soil test (N, P and K in `context.unit`, ppm by default) by the farm's country's rating system: the
 * Soil Health Card norms in India, the lab classes elsewhere (ADR 0039). soilData gives the values in ppm.
 */
export function analyzeSoil(input: SoilTest, context: SoilTestContext = {}): LabReport {
  const measured = measuredOf(input);
  const unit = context.unit ?? DEFAULT_SOIL_UNIT;
  const inPpm = (value: number | undefined) => (value === undefined ? NOT_PROVIDED : toPpm(value, unit));
  const classified = classify(measured, context);
  const { pH } = measured;
  const language = context.language ?? 'en';
  const words = soilSentences[language];
  const card = classified.system === 'Soil Health Card';
  const ppm = (nutrient: RatedNutrient) => (measured[nutrient] === undefined ? undefined : toPpm(measured[nutrient], unit));

  return {
    soilData: {
      pH: pH ?? NOT_PROVIDED,
      Nitrogen_ppm: inPpm(measured.nitrogen),
      Phosphorus_ppm: inPpm(measured.phosphorus),
      Potassium_ppm: inPpm(measured.potassium),
    },
    analysis: {
      pH: analysePh(pH, words, language),
      Nitrogen: card ? analyseByCard('nitrogen', classified.nitrogen, words) : analyseNitrogen(ppm('nitrogen'), words),
      Phosphorus: card
        ? analyseByCard('phosphorus', classified.phosphorus, words)
        : analyseMineral(phosphorusSpec(pH), ppm('phosphorus'), words, language, phosphorusNote(pH, words)),
      Potassium: card ? analyseByCard('potassium', classified.potassium, words) : analyseMineral(potassiumSpec, ppm('potassium'), words, language),
    },
    generalRecommendations: {
      'pH management': phManagement(classified, words, language),
      'fertilizer plan': card ? cardFertilizerPlan(classified, words) : labFertilizerPlan(classified, words),
      'organic matter': organicMatter(classified, words),
      crops: suggestCrops(classified, words, language),
    },
  };
}
