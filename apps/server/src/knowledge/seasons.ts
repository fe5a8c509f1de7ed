import type { Language } from '@farmsight/contracts';
import { dayInWords } from '../lib/calendar-words';
import type { Catalogue } from './load';
import type { FarmRegion } from './places';
import { regionName } from './practice';
import type { CalendarEntry, Crop } from './schema';

/**
 * A crop's sowing (and, from DES, harvest) window for a farm, and where it came from: the state's DES row, the state's
 * Package of Practices, India's DES row, then a neighbouring state's DES row (labelled as such).
 */
export interface SeasonWindow {
  season: CalendarEntry['season'];
  sowing: { from: string; to: string };
  /** DES's harvest window; undefined where only a Package of Practices' sowing window is known. */
  harvest: { from: string; to: string } | undefined;
  /** The practices key it came from ('IN-PB', 'IN', a neighbour's code). */
  regionKey: string;
  /** True when the window is a neighbouring state's. */
  neighbour: boolean;
  /** In words: 'DES crop calendar for Punjab: sowing Oct(B)-Nov(E), harvest Apr(B)-May(E)'. */
  label: string;
  /** The source id (shared or the crop's own). */
  source: string;
}

const DAY_MS = 86_400_000;

/** A Hindi label gives DES's dates in words, since its printed cells are English abbreviations ('Oct(B)'). */
const hindiDay = (monthDay: string) => dayInWords(monthDay, 'hi');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first date on or after `after` (YYYY-MM-DD) that falls on `monthDay` (MM-DD). */
function nextDate(monthDay: string, after: string): string {
  const year = Number(after.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const day = monthDay === '02-29' ? '02-28' : monthDay;
    const date = `${candidate}-${day}`;
    if (date >= after) return date;
  }
  return `${year + 1}-${monthDay}`;
}

/** True when MM-DD `day` lies in the window [from, to], which may run over the new year. */
function inWindow(day: string, window: { from: string; to: string }): boolean {
  return window.from <= window.to ? day >= window.from && day <= window.to : day >= window.from || day <= window.to;
}

/** Days from the window's last closing to `date` (YYYY-MM-DD); 0 when it is open on that date. */
function daysSinceClose(window: { from: string; to: string }, date: string): number {
  if (inWindow(date.slice(5), window)) return 0;
  const year = Number(date.slice(0, 4));
  const closed = `${year}-${window.to}` <= date ? `${year}-${window.to}` : `${year - 1}-${window.to}`;
  return Math.round((Date.parse(date) - Date.parse(closed)) / DAY_MS);
}

/** Days from `date` (YYYY-MM-DD) to the window's next opening; 0 when it is open on that date. */
export function daysUntilOpen(window: { from: string; to: string }, date: string): number {
  if (inWindow(date.slice(5), window)) return 0;
  return Math.round((Date.parse(nextDate(window.from, date)) - Date.parse(date)) / DAY_MS);
}

function desWindow(entry: CalendarEntry, neighbour: boolean, catalogue: Catalogue, language: Language): SeasonWindow {
  const where = regionName(entry.region, catalogue, language);
  const label =
    language === 'hi'
      ? `${where} के लिए कृषि मंत्रालय (अर्थ एवं सांख्यिकी निदेशालय) का फ़सल कैलेंडर${neighbour ? ' (पड़ोसी राज्य)' : ''}: ` +
        `बुवाई ${hindiDay(entry.sowing.from)} से ${hindiDay(entry.sowing.to)}, कटाई ${hindiDay(entry.harvest.from)} से ${hindiDay(entry.harvest.to)}`
      : `DES crop calendar for ${where}${neighbour ? ', a neighbouring state' : ''}: sowing ${entry.sowing.printed}, harvest ${entry.harvest.printed}`;
  return {
    season: entry.season,
    sowing: { from: entry.sowing.from, to: entry.sowing.to },
    harvest: { from: entry.harvest.from, to: entry.harvest.to },
    regionKey: entry.region,
    neighbour,
    label,
    source: 'des-crop-calendar',
  };
}

/**
 * Every sowing window known for the crop at the farm, nearest source first, by the one resolution rule: the state's
 * own facts (DES, then its Package of Practices), then India's (DES All India, then ICAR's practice), then the
 * neighbouring states' DES rows. Empty outside India or without a location. With `wholeChain`, every row of the chain,
 * nearest first.
 */
export function seasonWindows(
  crop: Crop,
  region: FarmRegion | null,
  catalogue: Catalogue,
  language: Language = 'en',
  options: { wholeChain?: boolean } = {},
): SeasonWindow[] {
  if (region?.country !== 'IN') return [];
  const des = (key: string) => catalogue.calendar.filter((entry) => entry.crop === crop.id && entry.region === key);
  const practice = (key: string): SeasonWindow[] =>
    (crop.practices[key]?.sowing ?? [])
      .filter((sowing) => sowing.season)
      .map((sowing) => ({
        season: sowing.season!,
        sowing: { from: sowing.from, to: sowing.to },
        harvest: undefined,
        regionKey: key,
        neighbour: false,
        label:
          language === 'hi'
            ? `${regionName(key, catalogue, language)} की खेती पद्धतियाँ: बुवाई ${hindiDay(sowing.from)} से ${hindiDay(sowing.to)}`
            : `${key === 'IN' ? 'national' : `${regionName(key, catalogue, language)}'s`} package of practices: sowing ${sowing.from} to ${sowing.to}`,
        source: sowing.source,
      }));
  const state = region.state;
  const own = state ? [...des(state.code).map((entry) => desWindow(entry, false, catalogue, language)), ...practice(state.code)] : [];
  const national = [...des('IN').map((entry) => desWindow(entry, false, catalogue, language)), ...practice('IN')];
  const neighbours = (state?.fallback ?? []).flatMap((code) => des(code).map((entry) => desWindow(entry, true, catalogue, language)));
  // A state's own facts stand alone; India's fill in where it has none; a neighbour's only where neither has one.
  // The whole chain, nearest first, serves a caller that needs a figure the nearer rows lack (a harvest window).
  if (options.wholeChain) return [...own, ...national, ...neighbours];
  if (own.length) return own;
  return national.length ? national : neighbours;
}

/** The window a sowing on `date` (YYYY-MM-DD) belongs to: the one open then, else the one whose sowing is nearest. */
export function windowForSowing(windows: SeasonWindow[], date: string): SeasonWindow | undefined {
  const day = date.slice(5);
  const open = windows.find((window) => window.harvest && inWindow(day, window.sowing)) ?? windows.find((window) => inWindow(day, window.sowing));
  if (open) return open;
  const distance = (window: SeasonWindow) => Math.min(daysUntilOpen(window.sowing, date), daysSinceClose(window.sowing, date));
  const nearest = [...windows].sort((a, b) => distance(a) - distance(b))[0];
  return nearest && distance(nearest) <= 30 ? nearest : undefined;
}

/**
 * The harvest date for a crop sown on `sowingDate` whose FAO-56 stages last `faoLength` days, held to the regional
 * harvest window: a season that would end before the window opens lasts until it opens, one that would end after it
 * closes ends when it closes.
 */
export function regionalHarvest(sowingDate: string, faoLength: number, window: SeasonWindow): { harvestDate: string; lengthDays: number } | undefined {
  if (!window.harvest) return undefined;
  const earliest = nextDate(window.harvest.from, isoDay(new Date(Date.parse(sowingDate) + 30 * DAY_MS)));
  const latest = nextDate(window.harvest.to, earliest);
  const unclamped = isoDay(new Date(Date.parse(sowingDate) + faoLength * DAY_MS));
  const harvestDate = unclamped < earliest ? earliest : unclamped > latest ? latest : unclamped;
  return { harvestDate, lengthDays: Math.round((Date.parse(harvestDate) - Date.parse(sowingDate)) / DAY_MS) };
}
