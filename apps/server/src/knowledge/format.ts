import type { Language } from '@farmsight/contracts';
import type { Amount, Chemical } from './schema';

/** 1 ha = 2.4711 acres. */
export const ACRES_PER_HECTARE = 2.4711;

type Per = 'acre' | 'ha';
const isArea = (per: string): per is Per => per === 'acre' || per === 'ha';

const roundFigure = (value: number) => (value >= 100 ? Math.round(value) : value >= 10 ? Math.round(value * 2) / 2 : Math.round(value * 10) / 10);

function mapAmount(amount: Amount, convert: (value: number) => number): Amount {
  return typeof amount === 'number' ? convert(amount) : [convert(amount[0]), convert(amount[1])];
}

export function formatAmount(amount: Amount): string {
  return typeof amount === 'number' ? String(amount) : amount[0] === amount[1] ? String(amount[0]) : `${amount[0]}-${amount[1]}`;
}

/** The same rate for the other unit area, rounded as a farmer would measure it. */
export function convertRate(amount: Amount, from: Per): Amount {
  const factor = from === 'acre' ? ACRES_PER_HECTARE : 1 / ACRES_PER_HECTARE;
  return mapAmount(amount, (value) => roundFigure(value * factor));
}

/** The same rate for a piece of land of `hectares` (a farmer's bigha or kanal). */
export function rateForArea(amount: Amount, from: Per, hectares: number): Amount {
  const perHectare = from === 'ha' ? 1 : ACRES_PER_HECTARE;
  // Two significant figures below 10: a small plot's dose (0.19 litre) rounded to one decimal could be a quarter off.
  return mapAmount(amount, (value) => {
    const scaled = value * perHectare * hectares;
    return scaled < 10 ? Number(scaled.toPrecision(2)) : roundFigure(scaled);
  });
}

/** '40 ml per acre (99 ml per ha)': the published figure first, then the other unit area; '2 g per kg seed' as it is. */
export function formatRate(amount: Amount, unit: string, per: string): string {
  if (!isArea(per)) return `${formatAmount(amount)} ${unit} per ${per}`;
  const other: Per = per === 'acre' ? 'ha' : 'acre';
  return `${formatAmount(amount)} ${unit} per ${per} (${formatAmount(convertRate(amount, per))} ${unit} per ${other})`;
}

export const LABEL_CAUTION = 'Read the label, wear gloves and a mask while spraying';

/**
 * One chemical recommendation in words. In India: active ingredient, formulation, dose per acre and per hectare, the
 * spray water and the waiting period, as the source publishes them. Elsewhere: the active ingredient only, since
 * registrations and label rates differ by country. In Hindi the source's timing note follows in brackets where
 * hindi-phrases.json words it, and is left out where the catalogue holds it in English only.
 */
export function describeChemical(chemical: Chemical, inIndia: boolean, language: Language = 'en', hindiPhrases: Record<string, string> = {}): string {
  if (language === 'hi') return describeChemicalInHindi(chemical, inIndia, hindiPhrases);
  if (!inIndia || !chemical.dose) {
    return `${chemical.ai}: use a product registered in your country at its label rate. ${LABEL_CAUTION}.`;
  }
  const product = chemical.formulation ? `${chemical.ai} ${chemical.formulation}` : chemical.ai;
  const water = chemical.water ? ` in ${formatRate(chemical.water.litres, 'litres of water', chemical.water.per)}` : '';
  const timing = chemical.timing ? ` ${chemical.timing}` : '';
  const wait =
    chemical.waitingDays !== undefined
      ? `, and wait ${chemical.waitingDays} days before harvest`
      : ', and keep the waiting period before harvest that the label gives';
  return `${product}: ${formatRate(chemical.dose.value, chemical.dose.unit, chemical.dose.per)}${water}${timing}. ${LABEL_CAUTION}${wait}.`;
}

const LABEL_CAUTION_HI = 'लेबल पढ़ें, छिड़काव के समय दस्ताने और मास्क पहनें';
const hindiPer: Record<string, string> = { acre: 'एकड़', ha: 'हेक्टेयर', 'kg seed': 'किलो बीज', 'litre of water': 'लीटर पानी', plant: 'पौधा' };
/** The dose units' words beyond the unit symbols (g, ml, kg), which Hindi screens keep. */
export const hindiUnit = (unit: string) =>
  unit
    .replace('g per litre of water (seed soak)', 'g प्रति लीटर पानी (बीज भिगोने के लिए)')
    .replace(/^litres?\b/, 'लीटर')
    .replace(/ a\.i\.$/, ' सक्रिय तत्व');

/** formatRate in Hindi: '40 ml प्रति एकड़ (99 ml प्रति हेक्टेयर)'. */
function formatRateInHindi(amount: Amount, unit: string, per: string): string {
  const words = hindiUnit(unit);
  if (!isArea(per)) return `${formatAmount(amount)} ${words} प्रति ${hindiPer[per] ?? per}`;
  const other: Per = per === 'acre' ? 'ha' : 'acre';
  return `${formatAmount(amount)} ${words} प्रति ${hindiPer[per]} (${formatAmount(convertRate(amount, per))} ${words} प्रति ${hindiPer[other]})`;
}

function describeChemicalInHindi(chemical: Chemical, inIndia: boolean, hindiPhrases: Record<string, string>): string {
  if (!inIndia || !chemical.dose) return `${chemical.ai}: अपने देश में पंजीकृत उत्पाद लेबल की मात्रा में इस्तेमाल करें। ${LABEL_CAUTION_HI}।`;
  const product = chemical.formulation ? `${chemical.ai} ${chemical.formulation}` : chemical.ai;
  const water = chemical.water ? `, ${formatRateInHindi(chemical.water.litres, 'लीटर पानी', chemical.water.per)} में` : '';
  const timingInHindi = chemical.timing && hindiPhrases[chemical.timing];
  const timing = timingInHindi ? ` (${timingInHindi})` : '';
  const wait = chemical.waitingDays !== undefined ? `, और कटाई से पहले ${chemical.waitingDays} दिन रुकें` : ', और कटाई से पहले लेबल में दी गई प्रतीक्षा अवधि रखें';
  return `${product}: ${formatRateInHindi(chemical.dose.value, chemical.dose.unit, chemical.dose.per)}${water}${timing}। ${LABEL_CAUTION_HI}${wait}।`;
}

/**
 * Nutrient content of the common fertilizers (Fertiliser (Control) Order, 1985, Schedule I), and their bag sizes in
 * India (urea 45 kg since the Department of Fertilizers' 2017 notification; the others 50 kg): shared sources
 * 'fco-1985', 'urea-bag-45kg' and 'fertilizer-bag-50kg'.
 */
export const fertilizers = {
  urea: { n: 0.46, bagKg: 45 },
  dap: { n: 0.18, p2o5: 0.46, bagKg: 50 },
  ssp: { p2o5: 0.16, bagKg: 50 },
  mop: { k2o: 0.6, bagKg: 50 },
} as const;

export interface ProductPlan {
  /** kg per the given area. */
  urea: number;
  dap: number;
  mop: number;
  /** The same phosphorus from single super phosphate instead of DAP (with all N from urea). */
  ssp: number;
  ureaWithSsp: number;
}

const kg = (value: number) => Math.max(0, Math.round(value));

/** N, P2O5 and K2O (kg per some area) as urea + DAP + MOP, or urea + SSP + MOP, per that same area. */
export function nutrientsToProducts(n: number, p2o5: number, k2o: number): ProductPlan {
  const dap = p2o5 / fertilizers.dap.p2o5;
  return {
    dap: kg(dap),
    urea: kg((n - dap * fertilizers.dap.n) / fertilizers.urea.n),
    mop: kg(k2o / fertilizers.mop.k2o),
    ssp: kg(p2o5 / fertilizers.ssp.p2o5),
    ureaWithSsp: kg(n / fertilizers.urea.n),
  };
}

/** How many of the product's bags a kg figure fills, to the half bag (as a farmer buys and spreads them). */
export function bagCount(kilograms: number, product: keyof typeof fertilizers): number {
  return Math.round((kilograms / fertilizers[product].bagKg) * 2) / 2;
}

/** 'about 2 bags' for a kg figure, in the product's bag size. */
export function bags(kilograms: number, product: keyof typeof fertilizers): string {
  const count = bagCount(kilograms, product);
  return `${count} bag${count === 1 ? '' : 's'} of ${fertilizers[product].bagKg} kg`;
}

/** The middle of a range, for sums where one figure is needed. */
export const midpoint = (amount: Amount) => (typeof amount === 'number' ? amount : (amount[0] + amount[1]) / 2);
