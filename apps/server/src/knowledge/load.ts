import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ACRE, HECTARE, pesticideCrops } from '@farmsight/contracts';
import type { z } from 'zod';
import { restrictionOn, restrictionReason } from './restrictions';
import {
  bannedPesticidesSchema,
  cropCalendarSchema,
  cropSchema,
  landUnitsSchema,
  hindiPhrasesSchema,
  pestNamesSchema,
  registeredUsesSchema,
  regionsSchema,
  sharedSourcesSchema,
  type BannedPesticides,
  type CalendarEntry,
  type Chemical,
  type Crop,
  type LandUnits,
  type Practice,
  type Regions,
  type RegisteredUse,
  type Source,
} from './schema';

export interface Catalogue {
  crops: Crop[];
  sharedSources: Record<string, Source>;
  regions: Regions;
  banned: BannedPesticides;
  /** CIB&RC's registered uses on the catalogue's crops (india/registered-uses.json). */
  registeredUses: RegisteredUse[];
  /** DES's sowing and harvest windows by crop, season and state (india/crop-calendar.json). */
  calendar: CalendarEntry[];
  /** Acre, hectare and each state's local land units with their sizes (india/land-units.json). */
  landUnits: LandUnits;
  /** Hindi of the catalogue phrases screens show as they stand, by their English text (hindi-phrases.json). */
  hindiPhrases: Record<string, string>;
  /** Hindi names of CIB&RC's registered targets, by lower-case English or scientific name (india/pest-names-hi.json). */
  pestNamesHi: Record<string, string>;
}

/** A knowledge file that fails its schema or a cross-check: the message names the file and the field. */
export class KnowledgeError extends Error {
  override name = 'KnowledgeError';
}

function readJson(file: string, displayName: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new KnowledgeError(`${displayName}: ${(error as Error).message}`);
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown, displayName: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? issue.path.join('.') : '(file)';
  throw new KnowledgeError(`${displayName}: ${field}: ${issue.message}`);
}

const chemicalsOf = (practice: Practice): { chemical: Chemical; field: string }[] => [
  ...(practice.seedTreatment?.chemicals ?? []).map((chemical, index) => ({ chemical, field: `seedTreatment.chemicals.${index}` })),
  ...(practice.weeds ?? []).flatMap((weed, w) => weed.chemicals.map((chemical, index) => ({ chemical, field: `weeds.${w}.chemicals.${index}` }))),
  ...(practice.pests ?? []).flatMap((pest, p) => pest.chemicals.map((chemical, index) => ({ chemical, field: `pests.${p}.chemicals.${index}` }))),
  ...(practice.deficiencies ?? []).flatMap((deficiency, d) =>
    deficiency.chemicals.map((chemical, index) => ({ chemical, field: `deficiencies.${d}.chemicals.${index}` })),
  ),
];

/** Every `source` value anywhere in a crop file, with where it stands. */
function sourceRefs(value: unknown, path: string[] = []): { id: string; field: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => sourceRefs(item, [...path, String(index)]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    if (path.length === 0 && key === 'sources') return [];
    if ((key === 'source' || key === 'varietiesSource') && typeof inner === 'string') return [{ id: inner, field: [...path, key].join('.') }];
    return sourceRefs(inner, [...path, key]);
  });
}

function checkCrop(crop: Crop, file: string, catalogue: Pick<Catalogue, 'sharedSources' | 'regions' | 'banned'>): void {
  if (`${crop.id}.json` !== file.split('/').pop()) throw new KnowledgeError(`${file}: id: must match the file name`);
  for (const { id, field } of sourceRefs(crop)) {
    if (!crop.sources[id] && !catalogue.sharedSources[id]) throw new KnowledgeError(`${file}: ${field}: unknown source '${id}'`);
  }
  for (const [region, practice] of Object.entries(crop.practices)) {
    if (!region.startsWith('IN')) continue;
    for (const { chemical, field } of chemicalsOf(practice)) {
      const entry = restrictionOn([chemical.ai], crop, catalogue.banned, { product: `${chemical.ai} ${chemical.formulation ?? ''}`, per: chemical.dose?.per });
      if (entry) throw new KnowledgeError(`${file}: practices.${region}.${field}.ai: ${chemical.ai}: ${restrictionReason(entry)}`);
      if (!chemical.dose) throw new KnowledgeError(`${file}: practices.${region}.${field}.dose: an Indian recommendation needs its published dose`);
    }
  }
  for (const state of catalogue.regions.focusStates) {
    const covered = crop.practices[state] !== undefined;
    const listed = crop.noEntryYet.includes(state);
    if (covered === listed) {
      throw new KnowledgeError(`${file}: noEntryYet: ${state} must be ${covered ? 'left out (it has an entry)' : 'listed (it has no entry yet)'}`);
    }
  }
}

function checkAcrossCrops(crops: Crop[], partial: boolean): void {
  const owner = new Map<string, string>();
  for (const crop of crops) {
    for (const name of [crop.id, crop.names.en, ...crop.names.aliases]) {
      const key = name.toLowerCase().trim();
      const other = owner.get(key);
      if (other && other !== crop.id) throw new KnowledgeError(`crops/${crop.id}.json: names.aliases: '${name}' also names ${other}`);
      owner.set(key, crop.id);
    }
  }
  if (partial) return;
  const listNames = new Set(crops.flatMap((crop) => (crop.pesticideListName ? [crop.pesticideListName] : [])));
  for (const name of pesticideCrops) {
    if (!listNames.has(name)) throw new KnowledgeError(`crops: pesticideListName: no crop carries the spec's name '${name}'`);
  }
}

/**
 * Reads and validates every knowledge file under `dir`; throws a KnowledgeError naming the file and field.
 * `partial` skips the check that the catalogue is complete (while data is being written).
 */
export function loadCatalogue(dir: string, options: { partial?: boolean } = {}): Catalogue {
  const display = (file: string) => relative(process.cwd(), join(dir, file));
  const sharedSources = parse(sharedSourcesSchema, readJson(join(dir, 'sources.json'), display('sources.json')), display('sources.json'));
  const regions = parse(regionsSchema, readJson(join(dir, 'regions.json'), display('regions.json')), display('regions.json'));
  const banned = parse(
    bannedPesticidesSchema,
    readJson(join(dir, 'india-banned-pesticides.json'), display('india-banned-pesticides.json')),
    display('india-banned-pesticides.json'),
  );
  for (const [file, refs] of [
    ['regions.json', [regions.source]],
    ['india-banned-pesticides.json', banned.entries.map((entry) => entry.source)],
  ] as const) {
    for (const id of refs) if (!sharedSources[id]) throw new KnowledgeError(`${display(file)}: source: unknown source '${id}'`);
  }
  const crops = readdirSync(join(dir, 'crops'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const name = display(join('crops', file));
      const crop = parse(cropSchema, readJson(join(dir, 'crops', file), name), name);
      checkCrop(crop, name, { sharedSources, regions, banned });
      return crop;
    });
  checkAcrossCrops(crops, options.partial ?? false);
  const cropIds = new Set(crops.map((crop) => crop.id));
  const official = (file: string) => join('india', file);
  const { uses: registeredUses } = parse(
    registeredUsesSchema,
    readJson(join(dir, official('registered-uses.json')), display(official('registered-uses.json'))),
    display(official('registered-uses.json')),
  );
  registeredUses.forEach((use, index) => {
    const where = `${display(official('registered-uses.json'))}: uses.${index}`;
    if (!cropIds.has(use.crop)) throw new KnowledgeError(`${where}.crop: unknown crop '${use.crop}'`);
    if (!sharedSources[use.source]) throw new KnowledgeError(`${where}.source: unknown source '${use.source}'`);
  });
  const calendarFile = parse(
    cropCalendarSchema,
    readJson(join(dir, official('crop-calendar.json')), display(official('crop-calendar.json'))),
    display(official('crop-calendar.json')),
  );
  if (!sharedSources[calendarFile.source])
    throw new KnowledgeError(`${display(official('crop-calendar.json'))}: source: unknown source '${calendarFile.source}'`);
  calendarFile.windows.forEach((entry, index) => {
    if (!cropIds.has(entry.crop)) throw new KnowledgeError(`${display(official('crop-calendar.json'))}: windows.${index}.crop: unknown crop '${entry.crop}'`);
  });
  const landUnits = loadLandUnits(join(dir, official('land-units.json')), display(official('land-units.json')), sharedSources, regions);
  const { phrases: hindiPhrases } = parse(
    hindiPhrasesSchema,
    readJson(join(dir, 'hindi-phrases.json'), display('hindi-phrases.json')),
    display('hindi-phrases.json'),
  );
  const pestNamesFile = display(official('pest-names-hi.json'));
  const pestNames = parse(pestNamesSchema, readJson(join(dir, official('pest-names-hi.json')), pestNamesFile), pestNamesFile);
  pestNames.sources.forEach((id, index) => {
    if (!sharedSources[id]) throw new KnowledgeError(`${pestNamesFile}: sources.${index}: unknown source '${id}'`);
  });
  banned.entries.forEach((entry, index) => {
    if (entry.status === 'restricted' && entry.note && !hindiPhrases[entry.note])
      throw new KnowledgeError(`${display('hindi-phrases.json')}: phrases: no Hindi for '${entry.note}' (india-banned-pesticides.json, entries.${index}.note)`);
  });
  for (const crop of crops) {
    for (const [region, practice] of Object.entries(crop.practices)) {
      const irrigation = practice.irrigation;
      const shown = {
        irrigation: [...(irrigation?.criticalStages ?? []), ...(irrigation?.avoid ?? []), ...(irrigation?.criticalStageDays ?? []).map((entry) => entry.stage)],
        weeds: (practice.weeds ?? []).flatMap((weed) => [
          weed.weeds,
          ...(weed.cultural ? [weed.cultural] : []),
          ...weed.chemicals.flatMap((chemical) => (chemical.timing ? [chemical.timing] : [])),
        ]),
      };
      for (const [topic, phrases] of Object.entries(shown)) {
        const missing = phrases.find((phrase) => !hindiPhrases[phrase]);
        if (missing)
          throw new KnowledgeError(
            `${display('hindi-phrases.json')}: phrases: no Hindi for '${missing}' (crops/${crop.id}.json, practices.${region}.${topic})`,
          );
      }
    }
  }
  return { crops, sharedSources, regions, banned, registeredUses, calendar: calendarFile.windows, landUnits, hindiPhrases, pestNamesHi: pestNames.names };
}

/** The land-unit file, with its sources, its states and the exact acre and hectare checked against the contracts'. */
function loadLandUnits(file: string, name: string, sharedSources: Record<string, Source>, regions: Regions): LandUnits {
  const landUnits = parse(landUnitsSchema, readJson(file, name), name);
  const stateCodes = new Set(regions.states.map((state) => state.code));
  const seen = new Set<string>();
  for (const [list, entries] of [
    ['everywhere', landUnits.everywhere],
    ['states', landUnits.states],
  ] as const) {
    entries.forEach((entry, index) => {
      if (!sharedSources[entry.source]) throw new KnowledgeError(`${name}: ${list}.${index}.source: unknown source '${entry.source}'`);
      const state = 'state' in entry ? entry.state : 'everywhere';
      if (state !== 'everywhere' && !stateCodes.has(state)) throw new KnowledgeError(`${name}: ${list}.${index}.state: unknown state '${state}'`);
      if (seen.has(`${state} ${entry.unit}`)) throw new KnowledgeError(`${name}: ${list}.${index}.unit: ${entry.unit} is listed twice for ${state}`);
      seen.add(`${state} ${entry.unit}`);
    });
  }
  for (const exact of [ACRE, HECTARE]) {
    const entry = landUnits.everywhere.findIndex((candidate) => candidate.unit === exact.id);
    if (entry < 0 || landUnits.everywhere[entry]!.squareMetres !== exact.squareMetres) {
      throw new KnowledgeError(`${name}: everywhere: the ${exact.id} must be ${exact.squareMetres} square metres`);
    }
  }
  return landUnits;
}
