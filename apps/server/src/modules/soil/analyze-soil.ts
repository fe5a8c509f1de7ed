import {
  DEFAULT_SOIL_UNIT,
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

function notProvided(nutrient: string, importance: string): NutrientAnalysis {
  return {
    interpretation: `${NOT_PROVIDED}: no ${nutrient} value was given, so it cannot be interpreted.`,
    importance,
    recommendation: `Have the ${nutrient} tested and analyse again before deciding on ${nutrient === 'pH' ? 'lime or sulfur' : 'fertilizer'}.`,
  };
}

const importance = {
  pH: 'pH controls which nutrients the roots can take up, whether aluminium becomes toxic, and how well soil life and legume nodules work.',
  nitrogen: 'Nitrogen builds proteins and chlorophyll; it drives leaf growth and yield and is the nutrient crops lack most often.',
  phosphorus: 'Phosphorus carries energy in the plant (ATP); it drives early root growth, flowering and seed set.',
  potassium: 'Potassium regulates water use through the stomata, strengthens stalks and improves disease and drought tolerance.',
};

function limeRecommendation(pH: number): string[] {
  const rise = round(phTarget.high - pH, 1);
  const low = round(rise * limePerPhUnit.sandy, 1);
  const high = round(rise * limePerPhUnit.clay, 1);
  return [
    `Raise the pH: apply agricultural limestone to bring it up about ${rise} units to ${phTarget.low}-${phTarget.high}.`,
    `Typical rate: ${low}-${high} t/acre (${tonnesPerHa(low)}-${tonnesPerHa(high)} t/ha), about ${limePerPhUnit.sandy} t/acre per pH unit on sandy soils and up to ${limePerPhUnit.clay} on clays; the lab's buffer-pH lime requirement sets the exact rate.`,
    'Work the lime into the top 15-20 cm several months before planting and test again after a year; split rates above 4 t/acre.',
  ];
}

function alkalineRecommendation(pH: number): string[] {
  const advice = [
    'Do not apply lime or wood ash: they raise the pH further.',
    'Use acidifying fertilizers (ammonium sulfate, urea) and band phosphorus near the seed so less of it is fixed by calcium.',
  ];
  if (pH > calcareousAbovePh.ph) {
    advice.push(
      `Test for free lime (fizz with dilute acid). On calcareous soil sulfur is uneconomic: ${calcareousAbovePh.sulfurToNeutraliseOnePercentCarbonate} t/acre of elemental sulfur only neutralises 1% carbonate in the top 15 cm. Choose tolerant crops and correct iron and zinc with chelated or foliar sprays instead.`,
    );
  } else {
    advice.push('If no free lime is present, elemental sulfur worked into the soil lowers pH over months; apply small doses and re-test.');
  }
  if (pH >= sodicFromPh.ph) {
    advice.push(
      'At pH 8.5 and above the soil is probably sodic: have exchangeable sodium (ESP) or SAR tested, then apply gypsum and leach the sodium below the root zone with good-quality water.',
    );
  }
  return advice;
}

function analysePh(pH: number | undefined): NutrientAnalysis {
  if (pH === undefined) return notProvided('pH', importance.pH);
  const phClass = phClassOf(pH);
  const interpretation = `${phClass.name} (pH ${pH}, USDA NRCS Soil Survey Manual soil reaction class): ${phClass.meaning}.`;
  const recommendation =
    phClass.direction === 'raise'
      ? limeRecommendation(pH)
      : phClass.direction === 'lower'
        ? alkalineRecommendation(pH)
        : `No lime or sulfur needed: pH ${pH} is within or near the ${phTarget.low}-${phTarget.high} target. Re-test every 3-4 years, since nitrogen fertilizers slowly acidify the soil.`;
  return { interpretation, importance: importance.pH, recommendation };
}

function nitrogenNeed(ppm: number): number {
  return Math.max(0, round((nitrateTest.criticalPpm - ppm) * nitrateTest.poundsNPerPpmBelow));
}

function analyseNitrogen(ppm: number | undefined): NutrientAnalysis {
  if (ppm === undefined) return notProvided('nitrogen', importance.nitrogen);
  const need = nitrogenNeed(ppm);
  const test = `late-spring (pre-sidedress) nitrate test, critical level ${nitrateTest.criticalPpm} ppm nitrate-N`;
  if (need === 0) {
    return {
      interpretation: `Sufficient: ${ppm} ppm nitrate-N is at or above the ${test}; the soil can supply the crop's nitrogen.`,
      importance: importance.nitrogen,
      recommendation:
        'No additional nitrogen is needed for corn this season. Extra nitrogen would mostly leach as nitrate; credit it when planning the next crop.',
    };
  }
  return {
    interpretation: `Deficient: ${ppm} ppm nitrate-N is below the ${test}; the crop is likely to respond to nitrogen.`,
    importance: importance.nitrogen,
    recommendation: [
      `Sidedress about ${need} lb N/acre (${kgPerHa(need)} kg N/ha) for corn: ${nitrateTest.poundsNPerPpmBelow} lb N for each ppm below ${nitrateTest.criticalPpm} ppm.`,
      'The test is calibrated on 0-30 cm samples taken when corn is 15-30 cm tall; for other crops use it as a guide to the nitrogen already available.',
      'Split the application and place it close to the rows to cut leaching losses.',
    ],
  };
}

interface NutrientSpec {
  label: 'phosphorus' | 'potassium';
  oxide: 'P2O5' | 'K2O';
  extractant: string;
  classes: NutrientClass[];
  buildUp: Record<string, number>;
}

function nutrientRecommendation(spec: NutrientSpec, nutrientClass: NutrientClass): string | string[] {
  const rate = spec.buildUp[nutrientClass.name];
  if (rate !== undefined) {
    return [
      `Build up ${spec.label}: apply about ${rate} lb ${spec.oxide}/acre (${kgPerHa(rate)} kg/ha) for corn this season, part of it banded at planting.`,
      'Keep applying more than the crop removes until the soil tests Optimum; other crops need rates scaled to their yield.',
    ];
  }
  if (nutrientClass.name === 'Optimum') {
    return `Maintenance only: apply about as much ${spec.oxide} as the harvest removes, so the level holds; there is little gain from more.`;
  }
  return nutrientClass.name === 'Very High'
    ? `None needed: skip ${spec.label} fertilizer and ${spec.oxide === 'P2O5' ? 'avoid manure applied for nitrogen, since excess phosphorus runs off to water' : 'let crop removal draw the level down'}.`
    : `None needed this year: the soil supplies the crop's ${spec.label}; re-test in 2-3 years.`;
}

function analyseMineral(spec: NutrientSpec, ppm: number | undefined, note = ''): NutrientAnalysis {
  if (ppm === undefined) return notProvided(spec.label, importance[spec.label]);
  const nutrientClass = nutrientClassOf(ppm, spec.classes);
  return {
    interpretation: `${nutrientClass.name} (${ppm} ppm by ${spec.extractant}, Iowa State PM 1688 classes): the chance of a profitable yield response to ${spec.label} fertilizer is ${nutrientClass.responseChance}.${note}`,
    importance: importance[spec.label],
    recommendation: nutrientRecommendation(spec, nutrientClass),
  };
}

function phosphorusSpec(pH: number | undefined): NutrientSpec {
  const test = phosphorusTestFor(pH);
  return { label: 'phosphorus', oxide: 'P2O5', extractant: test.extractant, classes: test.classes, buildUp: cornBuildUp.phosphorus };
}

const potassiumSpec: NutrientSpec = {
  label: 'potassium',
  oxide: 'K2O',
  extractant: potassiumAmmoniumAcetate.extractant,
  classes: potassiumAmmoniumAcetate.classes,
  buildUp: cornBuildUp.potassium,
};

function phosphorusNote(pH: number | undefined): string {
  if (pH === undefined) return ' pH was not given, so the Bray-1/Mehlich-3 ranges are assumed; on alkaline soil use the Olsen test.';
  return pH >= phosphorusOlsen.fromPh
    ? ` The Olsen ranges are used because at pH ${pH} the soil is alkaline and Bray-1 reads falsely low.`
    : ` The Bray-1/Mehlich-3 ranges are used because pH ${pH} is not alkaline.`;
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

function phManagement({ pH, phClass }: Classified): GeneralRecommendation {
  if (pH === undefined || !phClass) {
    return { description: 'pH was not provided.', recommendation: 'Test soil pH first: lime or sulfur decisions and the phosphorus test choice depend on it.' };
  }
  const description = `The soil is ${phClass.name.toLowerCase()} (pH ${pH}); the target for most crops is ${phTarget.low}-${phTarget.high}.`;
  if (phClass.direction === 'raise')
    return {
      description,
      recommendation: [
        'Lime before fertilizing: at this pH a large part of the phosphorus applied is fixed and wasted.',
        ...limeRecommendation(pH).slice(1, 2),
      ],
    };
  if (phClass.direction === 'lower') return { description, recommendation: alkalineRecommendation(pH) };
  return { description, recommendation: 'Keep the pH where it is: re-test every 3-4 years and apply maintenance lime only when it drops below the target.' };
}

const nutrientWords = [
  ['nitrogen', 'Nitrogen', 'N'],
  ['phosphorus', 'Phosphorus', 'P2O5'],
  ['potassium', 'Potassium', 'K2O'],
] as const;

/** What a Soil Health Card rating does to the crop's recommended dose (the plan in bags applies the same factor). */
function cardDose(rating: string, nutrient: string): string {
  const factor = doseFactorByRating[rating as FertilityRating];
  if (factor === 1) return `the crop's recommended dose of ${nutrient}`;
  return `${Math.round(Math.abs(factor - 1) * 100)}% ${factor > 1 ? 'more' : 'less'} ${nutrient} than the crop's recommended dose`;
}

function labFertilizerPlan(test: Classified): GeneralRecommendation {
  const steps: string[] = [];
  if (test.phClass?.direction === 'raise') steps.push('Lime: apply it first (see pH management).');
  if (test.nitrogenNeed === undefined) steps.push('Nitrogen: not tested; take a late-spring nitrate test before sidedressing.');
  else if (test.nitrogenNeed > 0) steps.push(`Nitrogen: sidedress about ${test.nitrogenNeed} lb N/acre (${kgPerHa(test.nitrogenNeed)} kg N/ha).`);
  else steps.push('Nitrogen: none needed this season.');
  for (const [label, oxide, rated, buildUp] of [
    ['Phosphorus', 'P2O5', test.phosphorus, cornBuildUp.phosphorus],
    ['Potassium', 'K2O', test.potassium, cornBuildUp.potassium],
  ] as const) {
    if (!rated) steps.push(`${label}: not tested; test before buying ${oxide}.`);
    else if (buildUp[rated.rating] !== undefined) steps.push(`${label}: build-up, about ${buildUp[rated.rating]} lb ${oxide}/acre.`);
    else if (rated.rating === 'Optimum') steps.push(`${label}: maintenance rate equal to crop removal.`);
    else steps.push(`${label}: none needed.`);
  }
  return { description: 'Rates are for a corn crop; scale them to your crop and expected yield.', recommendation: steps };
}

/** In India: the crop's recommended dose, changed by each nutrient's Soil Health Card rating (as the plan in bags does). */
function cardFertilizerPlan(test: Classified): GeneralRecommendation {
  const steps: string[] = [];
  if (test.phClass?.direction === 'raise') steps.push('Lime: apply it first (see pH management).');
  for (const [key, label, oxide] of nutrientWords) {
    const rated = test[key];
    steps.push(rated ? `${label}: ${rated.rating}, so ${cardDose(rated.rating, key)}.` : `${label}: not tested; have it tested before buying ${oxide}.`);
  }
  return {
    description: `Doses follow the Soil Health Card ratings: for a Low nutrient ${cardDose('Low', 'of it')}, for a High one ${cardDose('High', 'of it')}. Choose a crop for the plan in bags.`,
    recommendation: steps,
  };
}

function organicMatter(test: Classified): GeneralRecommendation {
  const advice = [
    'Return crop residues and keep the soil covered with a cover crop between cash crops.',
    'Reduce tillage so organic matter builds up and the soil keeps its structure.',
  ];
  if (test.nitrogen?.low) advice.push('Use a legume cover crop (clover, vetch) to add nitrogen as well as organic matter.');
  if (test.phosphorus?.high) {
    advice.push('Phosphorus is already high: rate manure and compost by their phosphorus, not their nitrogen.');
  } else {
    advice.push(
      'Well-rotted manure or compost adds organic matter and supplies nitrogen, phosphorus and potassium; subtract what it supplies from the fertilizer plan.',
    );
  }
  if (test.phClass?.direction === 'lower')
    advice.push('Organic matter also helps alkaline soils by improving structure and releasing iron and zinc in forms plants can take up.');
  return {
    description: 'Organic matter was not measured; these practices follow the USDA NRCS soil health principles and suit this report.',
    recommendation: advice,
  };
}

function nutrientCaveat(test: Classified): string {
  const low = [test.phosphorus?.low ? 'phosphorus' : undefined, test.potassium?.low ? 'potassium' : undefined].filter(Boolean);
  return low.length ? ` Build up ${low.join(' and ')} before planting, as the fertilizer plan says.` : '';
}

const claimedFamilies = new Set(cropGroups.flatMap((group) => group.families ?? []));
const inGroup = (group: CropGroup, crop: Crop) => (group.families ? group.families.includes(crop.family) : !claimedFamilies.has(crop.family));
const fitsPh = (crop: Crop, reading: number) => crop.climate.ph[0] <= reading && reading <= crop.climate.ph[1];
const cropNames = (crops: Crop[]) => crops.map((crop) => crop.names.en).sort();

function suggestCrops(test: Classified): GeneralRecommendation {
  const caveat = nutrientCaveat(test);
  const crops: SuggestedCrop[] = [];
  const catalogue = knowledge().catalogue.crops;
  if (test.pH !== undefined) {
    const reading = round(test.pH, 1);
    for (const group of cropGroups) {
      if (reading < group.minPh || reading > group.maxPh) continue;
      const examples = cropNames(catalogue.filter((crop) => inGroup(group, crop) && fitsPh(crop, reading)));
      if (examples.length) crops.push({ name: group.name, examples, recommendation: group.advice + caveat });
    }
  }
  const nitrogenShort = test.nitrogen?.low === true;
  if (nitrogenShort) {
    const limeFirst = test.pH !== undefined && test.pH < nitrogenFixingCrops.minPh ? ' Lime first: nodules form poorly below pH 6.' : '';
    const legumes = catalogue.filter((crop) => crop.family === nitrogenFixingCrops.family && (test.pH === undefined || fitsPh(crop, round(test.pH, 1))));
    if (legumes.length) crops.push({ name: nitrogenFixingCrops.name, examples: cropNames(legumes), recommendation: nitrogenFixingCrops.advice + limeFirst });
  }
  const description =
    test.pH === undefined
      ? 'pH was not provided, so crops cannot be matched to the soil reaction yet.'
      : crops.length === 0
        ? `No common crop does well at pH ${test.pH}; correct the pH first.`
        : `Crops matched to pH ${test.pH}${nitrogenShort ? ' and to the nitrogen shortage' : ''}.`;
  return {
    description,
    recommendation: crops.length
      ? 'Choose among these groups, then follow the fertilizer plan.'
      : 'Reclaim the soil as the pH management section says, then test again.',
    crops,
  };
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
}

function classify(measured: Measured, { country, unit = DEFAULT_SOIL_UNIT }: SoilTestContext): Classified {
  const { pH } = measured;
  const rate = (nutrient: RatedNutrient) => {
    const value = measured[nutrient];
    return value === undefined ? undefined : rateNutrient(nutrient, { value, unit }, { country, pH });
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
export function phLine(pH: number): SoilRating {
  const phClass = phClassOf(pH);
  return {
    parameter: 'pH',
    label: 'Soil pH',
    value: pH,
    unit: '',
    rating: phClass.name,
    attention: phClass.direction !== 'keep',
    norm: `Target ${phTarget.low}-${phTarget.high}; USDA NRCS Soil Survey Manual reaction classes`,
  };
}

/** The report's lead outside India: one line per measured value (in ppm), in the lab classes the detailed analysis uses. */
export function labClassLines(input: SoilTest): SoilRating[] {
  const { pH, ...nutrients } = measuredOf(input);
  return [...(pH === undefined ? [] : [phLine(pH)]), ...nutrientLines(nutrients, 'ppm', { country: null, pH })];
}

/** A nutrient as the Soil Health Card rates it, and what that does to the crop's dose. */
function analyseByCard(key: RatedNutrient, rated: NutrientRating | undefined): NutrientAnalysis {
  if (!rated) return notProvided(key, importance[key]);
  return {
    interpretation: `${rated.rating} (${rated.value} ${rated.unit} available ${key}; Soil Health Card norms: ${rated.norm}).`,
    importance: importance[key],
    recommendation: `Apply ${cardDose(rated.rating, key)}; choose a crop for its dose in bags.`,
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
      pH: analysePh(pH),
      Nitrogen: card ? analyseByCard('nitrogen', classified.nitrogen) : analyseNitrogen(ppm('nitrogen')),
      Phosphorus: card ? analyseByCard('phosphorus', classified.phosphorus) : analyseMineral(phosphorusSpec(pH), ppm('phosphorus'), phosphorusNote(pH)),
      Potassium: card ? analyseByCard('potassium', classified.potassium) : analyseMineral(potassiumSpec, ppm('potassium')),
    },
    generalRecommendations: {
      'pH management': phManagement(classified),
      'fertilizer plan': card ? cardFertilizerPlan(classified) : labFertilizerPlan(classified),
      'organic matter': organicMatter(classified),
      crops: suggestCrops(classified),
    },
  };
}
