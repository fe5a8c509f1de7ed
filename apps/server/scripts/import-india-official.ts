/**
 * Builds the catalogue's Indian official facts from the machine extractions in ../shared/datasets/india-official
 * (see its SOURCES.md): CIB&RC's registered uses per crop and DES's sowing and harvest windows per state. The
 * extractions are not committed; what this writes is our own records, each citing the official document's page.
 *
 * A row is left out when any of its cells is doubtful: a crop cell that names no single catalogue crop (or a known
 * list of them), a pest cell that is a fragment, a dose that is not a plain figure or range, a dose of active
 * ingredient that does not match the formulation's dose at its printed strength (within 25 %, which covers w/w
 * strengths of liquids), a waiting period that is not a whole number of days, or a row the upstream lists among the
 * document's own contradictions. DES windows flagged `suspect` are left out too.
 *
 * Usage: npx tsx apps/server/scripts/import-india-official.ts [../shared/datasets/india-official]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { knowledgeDataDir } from '../src/paths';

const sourceDir = process.argv[2] ?? join(process.cwd(), '../shared/datasets/india-official');

/** RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function readCsv<Row>(file: string): Row[] {
  const text = readFileSync(join(sourceDir, file), 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...data] = rows;
  return data.filter((cells) => cells.length === header!.length).map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])) as Row);
}

/** The columns of label_db.csv and exclusion_log.csv this reads. */
interface LabelRow {
  source_file: string;
  source_page: string;
  source_row_index: string;
  crop_slug: string;
  crop_raw: string;
  crop_multi_crop_split: string;
  flag_pest_bled: string;
  active_ingredient: string;
  pest_or_disease: string;
  dose_ai_raw: string;
  dose_formulation_raw: string;
  phi_raw: string;
  exclusion_reason?: string;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** CIB&RC's crop cells (lower case, spaces squashed) → catalogue crop ids. Cells not listed here are left out. */
const cropCells: Record<string, string[]> = {
  rice: ['rice'],
  paddy: ['rice'],
  'rice (paddy)': ['rice'],
  'paddy (rice)': ['rice'],
  'paddy(rice)': ['rice'],
  'rice(paddy)': ['rice'],
  'paddy ( rice)': ['rice'],
  'transplanted paddy': ['rice'],
  'transplanted rice': ['rice'],
  wheat: ['wheat'],
  maize: ['maize'],
  corn: ['maize'],
  chilli: ['chilli'],
  chillies: ['chilli'],
  chilies: ['chilli'],
  chili: ['chilli'],
  chilly: ['chilli'],
  groundnut: ['groundnut'],
  'ground nut': ['groundnut'],
  brinjal: ['brinjal'],
  potato: ['potato'],
  apple: ['apple'],
  apples: ['apple'],
  cabbage: ['cabbage'],
  okra: ['okra'],
  'okra (bhindi)': ['okra'],
  'okra(bhindi)': ['okra'],
  'bhindi (okra)': ['okra'],
  mango: ['mango'],
  cucumber: ['cucumber'],
  sugarcane: ['sugarcane'],
  citrus: ['citrus'],
  banana: ['banana'],
  sorghum: ['sorghum'],
  jowar: ['sorghum'],
  mustard: ['mustard'],
  'rapeseed/ mustard': ['mustard'],
  cauliflower: ['cauliflower'],
  'black gram': ['black-gram'],
  blackgram: ['black-gram'],
  'urd bean': ['black-gram'],
  'green gram': ['green-gram'],
  moong: ['green-gram'],
  sunflower: ['sunflower'],
  carrot: ['carrot'],
  pea: ['garden-pea', 'field-pea'],
  peas: ['garden-pea', 'field-pea'],
  'green pea': ['garden-pea'],
  barley: ['barley'],
  jute: ['jute'],
  bajra: ['pearl-millet'],
  'pearl millet': ['pearl-millet'],
  capsicum: ['capsicum'],
  sesamum: ['sesame'],
  'bottle gourd': ['bottle-gourd'],
  guava: ['guava'],
  papaya: ['papaya'],
  ragi: ['finger-millet'],
  'cabbage & cauliflower': ['cabbage', 'cauliflower'],
  'chillies & okra': ['chilli', 'okra'],
  // label_db.csv's eight crops, by the upstream's slug.
  cotton: ['cotton'],
  tomato: ['tomato'],
  grape: ['grapes'],
  grapes: ['grapes'],
  soybean: ['soybean'],
  gram: ['chickpea'],
  tur: ['pigeon-pea'],
  onion: ['onion'],
  pomegranate: ['pomegranate'],
};

const documents = {
  'insecticides_20260331.pdf': { source: 'cibrc-mup-insecticides-2026', kind: 'insecticide' },
  'fungicides_20260331.pdf': { source: 'cibrc-mup-fungicides-2026', kind: 'fungicide' },
  'bio_insecticides_20260331.pdf': { source: 'cibrc-mup-bio-insecticides-2026', kind: 'insecticide' },
  'bio_fungicides_20260331.pdf': { source: 'cibrc-mup-bio-fungicides-2026', kind: 'fungicide' },
} as const;

const LIQUID_FORMULATIONS = new Set(['EC', 'SC', 'SL', 'EW', 'OD', 'SE', 'ME', 'CS', 'FS', 'ZC', 'AS', 'LF', 'DC', 'EO', 'OF', 'FC', 'LS', 'MEC', 'LC', 'F']);
/** Formulations made for treating seed: a dose per hectare printed for them is a misplaced cell. */
const SEED_TREATMENT_FORMULATIONS = new Set(['FS', 'WS', 'DS', 'LS', 'ES']);
const SOLID_FORMULATIONS = new Set([
  'WP',
  'WG',
  'WDG',
  'SP',
  'GR',
  'G',
  'CG',
  'DS',
  'WS',
  'DP',
  'D',
  'SG',
  'DF',
  'RB',
  'CB',
  'GB',
  'WSG',
  'TB',
  'FG',
  'WDP',
  'SD',
]);

interface Product {
  /** Active ingredients, as printed (cleaned of spacing). */
  ingredients: string[];
  /** Strength of each ingredient in % (g per 100 g or 100 ml). */
  strengths: number[];
  formulation: string;
  liquid: boolean;
}

/** "Propiconazole 25% EC", "Tebuconazole 50% + Trifloxystrobin 25% WG", "Fluxapyroxad 167 g/l + Pyraclostrobin 333 g/l SC". */
function parseProduct(cell: string): Product | undefined {
  const text = squash(cell.replace(/\(.*$/, '')).replace(/%\s*(w\/w|w\/v)/gi, '%');
  const tail = /\b([A-Z]{1,4})\s*$/.exec(text);
  if (!tail) return undefined;
  const formulation = tail[1]!;
  const liquid = LIQUID_FORMULATIONS.has(formulation);
  if (!liquid && !SOLID_FORMULATIONS.has(formulation)) return undefined;
  const parts = text.slice(0, tail.index).split('+');
  const ingredients: string[] = [];
  const strengths: number[] = [];
  for (const part of parts) {
    const match = /^\s*([A-Za-z][A-Za-z .,'()-]*?[A-Za-z)])\s*(\d+(?:\.\d+)?)\s*(%|g\/l|gm\/l)?\s*([A-Z]{1,4})?\s*$/i.exec(part);
    if (!match) return undefined;
    const name = squash(match[1]!).replace(/\s*-\s*/g, '-');
    if (/\d/.test(name) || name.length < 3) return undefined;
    const value = Number(match[2]);
    const unit = (match[3] ?? '%').toLowerCase();
    ingredients.push(name.charAt(0).toUpperCase() + name.slice(1));
    strengths.push(unit === '%' ? value : value / 10);
  }
  if (strengths.some((strength) => !(strength > 0 && strength <= 100))) return undefined;
  return { ingredients, strengths, formulation, liquid };
}

/** A plain figure or range with an optional unit: "125gm", "1.5-2kg", "450 - 600", "25 to 30gm", "1.125kg -1.5 kg". */
function parseAmount(cell: string): { low: number; high: number; unit: string | undefined } | undefined {
  // A spray concentration printed beside the amount ("0.25% or 2500gm", "2.25 kg (0.3%)") is not the amount.
  const withoutConcentration = /\d\s*(kg|gm?s?|ml|l|lit|lt|litres?)\b/i.test(cell)
    ? cell.replace(/\(?\s*\d+(?:\.\d+)?\s*%\s*\)?/g, ' ').replace(/\bor\b/gi, ' ')
    : cell;
  const text = squash(withoutConcentration).toLowerCase().replace(/–/g, '-');
  const unitPattern = '(kg|gm|gms|g|ml|l|lit|lt|litre|litres)?';
  const match = new RegExp(`^(\\d+(?:\\.\\d+)?)\\s*${unitPattern}\\s*(?:(?:-|to)\\s*(\\d+(?:\\.\\d+)?))?\\s*${unitPattern}$`).exec(text);
  if (!match) return undefined;
  const [, lowText, lowUnit, highText, highUnit] = match;
  if (lowUnit && highUnit && lowUnit !== highUnit) return undefined;
  if (lowUnit && !highText) return amount(Number(lowText), Number(lowText), lowUnit);
  if (lowUnit && !highUnit) return undefined;
  return amount(Number(lowText), highText ? Number(highText) : Number(lowText), highUnit ?? lowUnit);
}

function amount(low: number, high: number, unit: string | undefined) {
  if (!(low > 0) || high < low) return undefined;
  const canonical = unit && ({ gm: 'g', gms: 'g', lit: 'l', lt: 'l', litre: 'l', litres: 'l' } as Record<string, string>)[unit];
  return { low, high, unit: canonical ?? unit };
}

/** A seed treatment's dose per kg of seed: "2gm/kg seed", "2-2.5 gm/ kg seed", "3.0 ml/10 Kg of seed". */
function parsePerKgSeed(cell: string): { low: number; high: number; unit: string | undefined } | undefined {
  const match = /^(.*?)\s*\/\s*(\d+)?\s*kg\s*(of\s*)?seeds?$/.exec(squash(cell).toLowerCase());
  const parsed = match && parseAmount(match[1]!);
  if (!parsed) return undefined;
  const perKg = match[2] ? Number(match[2]) : 1;
  return { low: parsed.low / perKg, high: parsed.high / perKg, unit: parsed.unit };
}

/** "36 + 84" (a combination's ingredients, summed); a single figure or range otherwise. */
function parseActiveDose(cell: string): { low: number; high: number; unit: string | undefined } | undefined {
  const text = squash(cell);
  if (text.includes('+')) {
    const parts = text.split('+').map((part) => parseAmount(part));
    if (parts.some((part) => !part || part.low !== part.high)) return undefined;
    const total = parts.reduce((sum, part) => sum + part!.low, 0);
    return { low: total, high: total, unit: parts[0]!.unit };
  }
  return parseAmount(text);
}

const inGrams = (value: number, unit: string | undefined) => (unit === 'kg' || unit === 'l' ? value * 1000 : value);

interface Use {
  crop: string;
  target: string;
  kind: string;
  product: string;
  ingredients: string[];
  formulation: string;
  /** What the doses are measured against: a hectare sprayed or treated, or a kg of seed (seed treatments). */
  per: 'ha' | 'kg seed';
  /** Grams of active ingredient, [low, high]. */
  activeGrams: [number, number];
  /** Formulated product, [low, high], in `unit`. */
  productAmount: [number, number];
  unit: 'g' | 'ml';
  /** Days between the last application and harvest; null where the document prints none (seed treatments, '-'). */
  waitingDays: number | null;
  source: string;
  page: number;
  row: number;
}

const contradictions = new Set(readCsv<LabelRow>('known_contradictions.csv').map((row) => `${row.source_file}|${row.source_page}|${row.source_row_index}`));

function kindOf(documentKind: string, target: string): string {
  const lower = target.toLowerCase();
  if (/\brats?\b|\bmice\b|\bmouse\b|rodent|bandicoot/.test(lower)) return 'rodenticide';
  if (/nematode/.test(lower)) return 'nematicide';
  if (documentKind === 'insecticide' && /^(red spider |yellow |two spotted |spider )?mites?$|^(red )?spider mites?$/.test(lower)) return 'miticide';
  if (documentKind === 'fungicide' && /bacterial/.test(lower) && !/fung|blight|rot|mildew|spot|rust|blast/.test(lower.replace('bacterial', ''))) {
    return 'bactericide';
  }
  return documentKind;
}

const left = new Map<string, number>();
const leaveOut = (reason: string) => {
  left.set(reason, (left.get(reason) ?? 0) + 1);
  return undefined;
};

function useOf(row: LabelRow): Use[] | undefined {
  const document = documents[row.source_file as keyof typeof documents];
  if (!document) return leaveOut('unknown document');
  if (contradictions.has(`${row.source_file}|${row.source_page}|${row.source_row_index}`)) return leaveOut('contradicted in the document');
  if (row.flag_pest_bled === 'True' || row.crop_multi_crop_split === 'True') return leaveOut('crop or pest cell bled');
  const crops = cropCells[squash(row.crop_slug || row.crop_raw).toLowerCase()] ?? cropCells[squash(row.crop_raw).toLowerCase()];
  if (!crops) return leaveOut('crop cell names no catalogue crop');
  const target = squash(row.pest_or_disease);
  if (target.length < 4 || !/^[A-Z(]/.test(target) || (target.match(/\(/g)?.length ?? 0) !== (target.match(/\)/g)?.length ?? 0)) {
    return leaveOut('pest cell is a fragment');
  }
  if (/\b[a-z]{1,3} [a-z]{1,3}\b/.test(target) && /\b\w\s\w{1,2}\b/.test(target.replace(/\b(of|on|in|and|&|the|f\.?\s?sp)\b/gi, ''))) {
    return leaveOut('pest cell has split words');
  }
  const product = parseProduct(row.active_ingredient);
  if (!product) return leaveOut('product cell not a plain product and strength');
  const perSeed = parsePerKgSeed(row.dose_formulation_raw);
  const active = perSeed ? parsePerKgSeed(row.dose_ai_raw) : parseActiveDose(row.dose_ai_raw);
  const formulated = perSeed ?? parseAmount(row.dose_formulation_raw);
  if (!active || !formulated) return leaveOut('dose not a plain figure per hectare or per kg of seed');
  if (!perSeed && SEED_TREATMENT_FORMULATIONS.has(product.formulation)) return leaveOut('seed-treatment formulation without a dose per kg of seed');
  const strength = product.strengths.reduce((sum, value) => sum + value, 0) / 100;
  // Without a printed unit, a formulated dose under 20 per hectare is in kg or litres ("1.0" of a 25 % WP against
  // 250 g a.i.), and the a.i. figure then may be in kg too ("0.1875" against "0.750" of a 25 % WG).
  const productScale = formulated.unit ? inGrams(1, formulated.unit) : !perSeed && formulated.high < 20 ? 1000 : 1;
  const activeScales = active.unit ? [inGrams(1, active.unit)] : productScale === 1000 ? [1, 1000] : [1];
  const activeScale = activeScales.find((scale) => {
    const expected = formulated.high * productScale * strength;
    const stated = active.high * scale;
    return Math.abs(expected - stated) <= 0.25 * Math.max(expected, stated);
  });
  if (activeScale === undefined) return leaveOut('active-ingredient dose does not match the formulation at its strength');
  if (!perSeed && (active.high * activeScale < 1 || active.high * activeScale > 5000)) return leaveOut('active-ingredient dose per hectare implausible');
  if (perSeed && formulated.high * productScale > 20) return leaveOut('dose per kg of seed implausible');
  const fit = { activeScale, productScale };
  const phi = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(squash(row.phi_raw).replace(/\s*days?$/i, ''));
  let waitingDays: number | null = null;
  // A printed range of waiting periods: the longer one is the safe one to tell a farmer.
  if (phi) waitingDays = Number(phi[2] ?? phi[1]);
  else if (!perSeed && !/^(-+|na|n\/a|)$/i.test(squash(row.phi_raw))) return leaveOut('waiting period not a whole number of days');
  const page = Number(row.source_page);
  const index = Number(row.source_row_index);
  const name = squash(row.active_ingredient.replace(/\(.*$/, ''));
  return crops.map((crop) => ({
    crop,
    target: target.replace(/[,;.\s]+$/, ''),
    kind: kindOf(document.kind, target),
    product:
      name === name.toUpperCase()
        ? name
            .toLowerCase()
            .replace(/^\w/, (letter) => letter.toUpperCase())
            .replace(/\b(ec|sc|sl|wg|wp|se|od|gr|fs|ws)\b/g, (code) => code.toUpperCase())
        : name,
    ingredients: product.ingredients.map((ingredient) =>
      ingredient === ingredient.toUpperCase() ? ingredient.charAt(0) + ingredient.slice(1).toLowerCase() : ingredient,
    ),
    formulation: product.formulation,
    per: perSeed ? 'kg seed' : 'ha',
    activeGrams: [round(active.low * fit.activeScale), round(active.high * fit.activeScale)],
    productAmount: [round(formulated.low * fit.productScale), round(formulated.high * fit.productScale)],
    // The unit as printed (some liquids are dosed in g); by the formulation's form where none is printed.
    unit: formulated.unit === 'g' || formulated.unit === 'kg' ? 'g' : formulated.unit ? 'ml' : product.liquid ? 'ml' : 'g',
    waitingDays: perSeed ? null : waitingDays,
    source: document.source,
    page,
    row: index,
  }));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

const rows = [...readCsv<LabelRow>('label_db.csv'), ...readCsv<LabelRow>('exclusion_log.csv').filter((row) => row.exclusion_reason === 'crop_out_of_scope')];
const uses: Use[] = [];
const seen = new Set<string>();
for (const row of rows) {
  for (const use of useOf(row) ?? []) {
    const key = `${use.crop}|${use.product}|${use.target}|${use.productAmount.join('-')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    uses.push(use);
  }
}
uses.sort((a, b) => a.crop.localeCompare(b.crop) || a.source.localeCompare(b.source) || a.page - b.page || a.row - b.row);

const calendarStates: Record<string, string> = {
  'All India': 'IN',
  'Andhra Pradesh': 'IN-AP',
  'Arunachal Pradesh': 'IN-AR',
  Assam: 'IN-AS',
  Bihar: 'IN-BR',
  Chhattisgarh: 'IN-CT',
  Goa: 'IN-GA',
  Gujarat: 'IN-GJ',
  Haryana: 'IN-HR',
  'Himachal Pradesh': 'IN-HP',
  'Jammu and Kashmir': 'IN-JK',
  'Jammu & Kashmir': 'IN-JK',
  Jharkhand: 'IN-JH',
  Karnataka: 'IN-KA',
  Kerala: 'IN-KL',
  'Madhya Pradesh': 'IN-MP',
  Maharashtra: 'IN-MH',
  Manipur: 'IN-MN',
  Meghalaya: 'IN-ML',
  Mizoram: 'IN-MZ',
  Nagaland: 'IN-NL',
  Odisha: 'IN-OR',
  Orissa: 'IN-OR',
  Punjab: 'IN-PB',
  Rajasthan: 'IN-RJ',
  Sikkim: 'IN-SK',
  'Tamil Nadu': 'IN-TN',
  Telangana: 'IN-TG',
  Tripura: 'IN-TR',
  'Uttar Pradesh': 'IN-UP',
  Uttarakhand: 'IN-UK',
  'West Bengal': 'IN-WB',
  Puducherry: 'IN-PY',
  Delhi: 'IN-DL',
};
const calendarCrops: Record<string, string> = {
  bajra: 'pearl-millet',
  cotton: 'cotton',
  gram: 'chickpea',
  groundnut: 'groundnut',
  maize: 'maize',
  moong: 'green-gram',
  mustard: 'mustard',
  paddy: 'rice',
  soybean: 'soybean',
  sugarcane: 'sugarcane',
  tur: 'pigeon-pea',
  urad: 'black-gram',
  wheat: 'wheat',
  // jowar is left out: DES has no jowar sheet and the extraction's dates are its own.
};
const seasonNames: Record<string, string> = {
  kharif: 'kharif',
  rabi: 'rabi',
  summer: 'zaid',
  zaid: 'zaid',
  spring: 'zaid',
  autumn: 'kharif',
  early: 'kharif',
  late: 'kharif',
};

/** The length of a month-day window in days, over the new year where it runs past it. */
function windowDays([from, to]: [string, string]): number {
  const day = (monthDay: string) => Date.parse(`2001-${monthDay}`) / 86_400_000;
  return (day(to) - day(from) + 365) % 365;
}

interface Stage {
  basis: string;
  verbatim?: string;
  window?: [string, string];
  suspect?: unknown;
}
const calendar = parseYaml(readFileSync(join(sourceDir, 'crop_calendar.yaml'), 'utf8')) as {
  crops: Record<string, Record<string, Record<string, Record<string, Stage>>>>;
};
const windows: unknown[] = [];
const unknownStates = new Set<string>();
for (const [desCrop, seasons] of Object.entries(calendar.crops)) {
  const crop = calendarCrops[desCrop];
  if (!crop) continue;
  for (const [desSeason, states] of Object.entries(seasons)) {
    const season = seasonNames[desSeason.toLowerCase()];
    if (!season) {
      leaveOut(`calendar season '${desSeason}' unknown`);
      continue;
    }
    for (const [stateName, stages] of Object.entries(states)) {
      const state = calendarStates[stateName];
      if (!state) {
        unknownStates.add(stateName);
        continue;
      }
      const sowing = stages.sowing;
      const harvest = stages.harvest;
      const usable = (stage: Stage | undefined) => stage?.basis === 'sourced' && stage.window && stage.verbatim;
      if (stages.suspect || !usable(sowing) || !usable(harvest)) {
        leaveOut('calendar window suspect or not sourced');
        continue;
      }
      if (windowDays(sowing!.window!) > 150 || windowDays(harvest!.window!) > 150) {
        leaveOut('calendar window longer than five months');
        continue;
      }
      windows.push({
        crop,
        season,
        desSeason,
        region: state,
        sowing: { from: sowing!.window![0], to: sowing!.window![1], printed: squash(sowing!.verbatim!) },
        harvest: { from: harvest!.window![0], to: harvest!.window![1], printed: squash(harvest!.verbatim!) },
      });
    }
  }
}

const header = 'Generated by apps/server/scripts/import-india-official.ts from the extractions named in docs/coverage.md; do not edit by hand.';
writeFileSync(join(knowledgeDataDir, 'india', 'registered-uses.json'), `${JSON.stringify({ note: header, uses }, null, 0).replace(/\},\{/g, '},\n{')}\n`);
writeFileSync(
  join(knowledgeDataDir, 'india', 'crop-calendar.json'),
  `${JSON.stringify({ note: header, source: 'des-crop-calendar', windows }, null, 0).replace(/\},\{"crop"/g, '},\n{"crop"')}\n`,
);

console.log(`registered uses kept: ${uses.length} (crops: ${new Set(uses.map((use) => use.crop)).size})`);
for (const [reason, count] of [...left].sort((a, b) => b[1] - a[1])) console.log(`  left out ${String(count).padStart(5)}  ${reason}`);
console.log(`calendar windows kept: ${windows.length}`);
if (unknownStates.size) console.log(`calendar states not mapped: ${[...unknownStates].join(', ')}`);
