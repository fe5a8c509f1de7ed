import type { PlantingSeason, Scheme } from '@farmsight/contracts';
import { type Crop, knowledge, normaliseName } from '../../knowledge';
import { type SchemeRecord, schemesFile } from './data';

/** The member states of the European Union (ISO 3166-1), whose farms the CAP serves. */
const EU_MEMBERS = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

/** What the directory is filtered by: the farm's country and Indian state, its land area, and a chosen crop. */
export interface SchemeFilter {
  country: string | null;
  state: string | null;
  landHa: number | null;
  crop: Crop | null;
  /** List every scheme, each with whether it fits, instead of those that may fit. */
  all: boolean;
}

const stateName = (code: string) => knowledge().catalogue.regions.states.find((state) => state.code === code)?.en ?? code;

const servesCountry = (scheme: SchemeRecord, country: string) => scheme.country === country || (scheme.country === 'EU' && EU_MEMBERS.has(country));

/** Whether the farm fits the scheme: every rule it fails, and every rule it could not be checked against. */
function fitOf(scheme: SchemeRecord, filter: SchemeFilter): Scheme['fit'] {
  const fails: string[] = [];
  const unknown: string[] = [];
  if (filter.country === null) unknown.push("Your farm's location is not set, so its country and state are not known.");
  else if (!servesCountry(scheme, filter.country))
    fails.push(`For farms in ${scheme.country === 'IN' ? 'India' : scheme.country === 'EU' ? 'the European Union' : scheme.country}.`);
  if (scheme.state !== null && filter.country !== null && scheme.state !== filter.state) fails.push(`For farms in ${stateName(scheme.state)}.`);
  if (scheme.requiresLand || scheme.landMaxHa !== null) {
    if (filter.landHa === null) unknown.push('Your land area is not set.');
    else if (scheme.requiresLand && filter.landHa === 0) fails.push('Needs cultivable land of your own.');
    else if (scheme.landMaxHa !== null && filter.landHa > scheme.landMaxHa)
      fails.push(`For holdings up to ${scheme.landMaxHa} ha; yours is ${filter.landHa} ha.`);
  }
  if (scheme.seasons && filter.crop && !filter.crop.climate.seasons.some((season) => scheme.seasons!.includes(season as PlantingSeason)))
    fails.push(`Covers ${scheme.seasons.join(' and ')} crops; ${filter.crop.names.en} is grown in ${filter.crop.climate.seasons.join(' and ')}.`);
  if (fails.length > 0) return { verdict: 'does-not-fit', reasons: fails };
  return { verdict: unknown.length > 0 ? 'check' : 'fits', reasons: unknown };
}

function toScheme(record: SchemeRecord, filter: SchemeFilter): Scheme {
  const { sources } = schemesFile();
  return {
    id: record.id,
    name: record.name,
    nameHi: record.nameHi,
    level: record.level,
    country: record.country,
    state: record.state === null ? null : { code: record.state, name: stateName(record.state) },
    category: record.category,
    summary: record.summary,
    eligibility: record.eligibility,
    benefit: record.benefit,
    apply: record.apply,
    calendar: record.calendar.map(({ period, what }) => ({ period, what })),
    status: record.status,
    helplines: record.helplines,
    website: record.website,
    sources: record.sources.map((id) => sources[id]!),
    fit: fitOf(record, filter),
  };
}

const LEVEL_ORDER = { state: 0, central: 1, international: 2 } as const;

/**
 * The schemes for a farm: its state's own schemes first, then India's central schemes, then other countries'
 * programmes; those it does not fit are left out unless `all` is asked. Pure: reads only the data file.
 */
export function findSchemes(filter: SchemeFilter): Scheme[] {
  return schemesFile()
    .schemes.map((record) => toScheme(record, filter))
    .filter((scheme) => filter.all || scheme.fit.verdict !== 'does-not-fit')
    .sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
}

/** One scheme by id, as the directory shows it (fit unchecked), or undefined. */
export function schemeById(id: string): Scheme | undefined {
  const record = schemesFile().schemes.find((scheme) => scheme.id === id);
  return record && toScheme(record, { country: record.country, state: record.state, landHa: null, crop: null, all: true });
}

/** The scheme a question names ("PM KISAN kist kab aayegi", "किसान सम्मान निधि"), by its name or a known alias. */
export function schemeMentioned(text: string): Scheme | undefined {
  const words = ` ${normaliseName(text)} `;
  let best: { id: string; length: number } | undefined;
  for (const scheme of schemesFile().schemes)
    for (const name of [scheme.name, scheme.nameHi ?? '', ...scheme.aliases]) {
      const folded = normaliseName(name);
      if (folded && words.includes(` ${folded} `) && folded.length > (best?.length ?? 0)) best = { id: scheme.id, length: folded.length };
    }
  return best && schemeById(best.id);
}

export interface InstalmentTiming {
  /** The calendar entry whose months hold the date, and the one after it. */
  current: { period: string; what: string };
  next: { period: string; what: string };
}

const inMonths = (month: number, [from, to]: [number, number]) => (from <= to ? month >= from && month <= to : month >= from || month <= to);

/**
 * For a scheme paid in month windows (PM-KISAN: April–July, August–November, December–March), the window a date
 * falls in and the next one; undefined for a scheme without such a calendar.
 */
export function instalmentTiming(schemeId: string, date: Date): InstalmentTiming | undefined {
  const calendar = schemesFile().schemes.find((scheme) => scheme.id === schemeId)?.calendar ?? [];
  const windows = calendar.filter((entry): entry is typeof entry & { months: [number, number] } => entry.months !== undefined);
  const index = windows.findIndex((entry) => inMonths(date.getUTCMonth() + 1, entry.months));
  if (index === -1) return undefined;
  const strip = ({ period, what }: { period: string; what: string }) => ({ period, what });
  return { current: strip(windows[index]!), next: strip(windows[(index + 1) % windows.length]!) };
}
