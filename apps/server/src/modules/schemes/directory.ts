import type { Language, PlantingSeason, Scheme } from '@farmsight/contracts';
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
  /** The language the fit's reasons are worded in (English unless told otherwise). */
  language?: Language;
}

const stateName = (code: string, language: Language = 'en') => knowledge().catalogue.regions.states.find((state) => state.code === code)?.[language] ?? code;

const countryNames: Record<Language, Intl.DisplayNames> = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  hi: new Intl.DisplayNames(['hi'], { type: 'region' }),
};

/** Why a scheme does not fit, or could not be checked: one sentence per rule, per language. */
const fitWords = {
  en: {
    noLocation: "Your farm's location is not set, so its country and state are not known.",
    forFarmsIn: (place: string) => `For farms in ${place}.`,
    europeanUnion: 'the European Union',
    noLand: 'Your land area is not set.',
    needsLand: 'Needs cultivable land of your own.',
    holdingsUpTo: (max: number, yours: number) => `For holdings up to ${max} ha; yours is ${yours} ha.`,
    seasons: (covered: string[], crop: string, grown: string[]) => `Covers ${covered.join(' and ')} crops; ${crop} is grown in ${grown.join(' and ')}.`,
    season: (season: string) => season,
  },
  hi: {
    noLocation: 'आपके खेत की जगह तय नहीं है, इसलिए उसका देश और राज्य पता नहीं।',
    forFarmsIn: (place: string) => `${place} के खेतों के लिए।`,
    europeanUnion: 'यूरोपीय संघ',
    noLand: 'आपकी ज़मीन का रकबा तय नहीं है।',
    needsLand: 'अपनी खेती की ज़मीन होनी चाहिए।',
    holdingsUpTo: (max: number, yours: number) => `${max} हेक्टेयर तक की जोत के लिए; आपकी ${yours} हेक्टेयर है।`,
    seasons: (covered: string[], crop: string, grown: string[]) => `${covered.join(' और ')} की फ़सलों के लिए; ${crop} ${grown.join(' और ')} में उगाई जाती है।`,
    season: (season: string) => ({ kharif: 'ख़रीफ़', rabi: 'रबी', zaid: 'ज़ायद' })[season] ?? season,
  },
} satisfies Record<Language, unknown>;

const servesCountry = (scheme: SchemeRecord, country: string) => scheme.country === country || (scheme.country === 'EU' && EU_MEMBERS.has(country));

/** Whether the farm fits the scheme: every rule it fails, and every rule it could not be checked against. */
function fitOf(scheme: SchemeRecord, filter: SchemeFilter): Scheme['fit'] {
  const language = filter.language ?? 'en';
  const words = fitWords[language];
  const fails: string[] = [];
  const unknown: string[] = [];
  if (filter.country === null) unknown.push(words.noLocation);
  else if (!servesCountry(scheme, filter.country))
    fails.push(words.forFarmsIn(scheme.country === 'EU' ? words.europeanUnion : (countryNames[language].of(scheme.country) ?? scheme.country)));
  if (scheme.state !== null && filter.country !== null && scheme.state !== filter.state) fails.push(words.forFarmsIn(stateName(scheme.state, language)));
  if (scheme.requiresLand || scheme.landMaxHa !== null) {
    if (filter.landHa === null) unknown.push(words.noLand);
    else if (scheme.requiresLand && filter.landHa === 0) fails.push(words.needsLand);
    else if (scheme.landMaxHa !== null && filter.landHa > scheme.landMaxHa) fails.push(words.holdingsUpTo(scheme.landMaxHa, filter.landHa));
  }
  if (scheme.seasons && filter.crop && !filter.crop.climate.seasons.some((season) => scheme.seasons!.includes(season as PlantingSeason)))
    fails.push(words.seasons(scheme.seasons.map(words.season), filter.crop.names[language], filter.crop.climate.seasons.map(words.season)));
  if (fails.length > 0) return { verdict: 'does-not-fit', reasons: fails };
  return { verdict: unknown.length > 0 ? 'check' : 'fits', reasons: unknown };
}

type CalendarEntry = SchemeRecord['calendar'][number];
const calendarEntry = (entry: CalendarEntry, language: Language) =>
  language === 'hi' ? { period: entry.periodHi, what: entry.whatHi } : { period: entry.period, what: entry.what };

/** The scheme in the farmer's language: the data's Hindi twin of each text for Hindi, its English otherwise. */
function toScheme(record: SchemeRecord, filter: SchemeFilter): Scheme {
  const { sources } = schemesFile();
  const language = filter.language ?? 'en';
  const hindi = language === 'hi';
  return {
    id: record.id,
    name: record.name,
    nameHi: record.nameHi,
    level: record.level,
    country: record.country,
    state: record.state === null ? null : { code: record.state, name: stateName(record.state, language) },
    category: hindi ? record.categoryHi : record.category,
    summary: hindi ? record.summaryHi : record.summary,
    eligibility: hindi ? record.eligibilityHi : record.eligibility,
    benefit: hindi ? record.benefitHi : record.benefit,
    apply: hindi ? { how: record.apply.howHi, documents: record.apply.documentsHi } : { how: record.apply.how, documents: record.apply.documents },
    calendar: record.calendar.map((entry) => calendarEntry(entry, language)),
    status: record.status && { how: hindi ? record.status.howHi : record.status.how, url: record.status.url },
    helplines: record.helplines.map(({ number, label, labelHi }) => ({ number, label: hindi ? labelHi : label })),
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

/** One scheme by id, as the directory shows it in the language asked (fit unchecked), or undefined. */
export function schemeById(id: string, language: Language = 'en'): Scheme | undefined {
  const record = schemesFile().schemes.find((scheme) => scheme.id === id);
  return record && toScheme(record, { country: record.country, state: record.state, landHa: null, crop: null, all: true, language });
}

/** The scheme a question names ("PM KISAN kist kab aayegi", "किसान सम्मान निधि"), by its name or a known alias. */
export function schemeMentioned(text: string): Scheme | undefined {
  const words = ` ${normaliseName(text)} `;
  let best: { id: string; length: number } | undefined;
  for (const scheme of schemesFile().schemes)
    for (const name of [scheme.name, scheme.nameHi, ...scheme.aliases]) {
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
 * falls in and the next one, in the language asked; undefined for a scheme without such a calendar.
 */
export function instalmentTiming(schemeId: string, date: Date, language: Language = 'en'): InstalmentTiming | undefined {
  const calendar = schemesFile().schemes.find((scheme) => scheme.id === schemeId)?.calendar ?? [];
  const windows = calendar.filter((entry): entry is typeof entry & { months: [number, number] } => entry.months !== undefined);
  const index = windows.findIndex((entry) => inMonths(date.getUTCMonth() + 1, entry.months));
  if (index === -1) return undefined;
  return { current: calendarEntry(windows[index]!, language), next: calendarEntry(windows[(index + 1) % windows.length]!, language) };
}
