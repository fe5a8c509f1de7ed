import { plantingSeasons, schemeLevels } from '@farmsight/contracts';
import { z } from 'zod';
import { knowledge } from '../../knowledge';
import { readDataFile } from '../../lib/data-file';
import { schemesDataDir } from '../../paths';

/**
 * The schemes directory (data/schemes.json): for each scheme who is eligible, the benefit, how to apply and with
 * which documents, its calendar, how to check status and the helplines, each scheme citing its sources. Every text a
 * screen shows carries its Hindi beside the English (`…Hi`, ADR 0060), so no scheme reaches a Hindi screen in English.
 * Checked at start: every source id resolves, every state code is the catalogue's, months are 1–12, and every Hindi
 * list renders its English one line for line.
 */
const month = z.number().int().min(1).max(12);
const text = z.string().min(1);
const lines = z.array(text);

const schemeRecordSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  nameHi: text,
  /** Other ways farmers name it ("pm kisan", "किसान सम्मान निधि"), for the assistant. */
  aliases: z.array(z.string().min(2)),
  level: z.enum(schemeLevels),
  country: z.string().regex(/^[A-Z]{2}$/),
  state: z
    .string()
    .regex(/^IN-[A-Z]{2}$/)
    .nullable(),
  category: text,
  categoryHi: text,
  summary: text,
  summaryHi: text,
  eligibility: lines.min(1),
  eligibilityHi: lines.min(1),
  /** Only for farmers with land of their own (or leased, where the scheme says so); a landless farmer does not fit. */
  requiresLand: z.boolean(),
  /** Largest holding the scheme serves, in hectares. */
  landMaxHa: z.number().positive().nullable(),
  /** Only crops of these seasons (the catalogue's climate.seasons). */
  seasons: z.array(z.enum(plantingSeasons)).nullable(),
  benefit: text,
  benefitHi: text,
  apply: z.strictObject({ how: text, howHi: text, documents: lines, documentsHi: lines }),
  /** `months` [from, to] (to may wrap past December) for calendars tied to months, so the next one can be told. */
  calendar: z.array(z.strictObject({ period: text, periodHi: text, what: text, whatHi: text, months: z.tuple([month, month]).optional() })),
  status: z.strictObject({ how: text, howHi: text, url: z.url() }).nullable(),
  helplines: z.array(z.strictObject({ number: z.string().regex(/^[\d-]+$/), label: text, labelHi: text })),
  website: z.url(),
  sources: z.array(z.string()).min(1),
});
export type SchemeRecord = z.infer<typeof schemeRecordSchema>;

export const schemesFileSchema = z.strictObject({
  sources: z.record(z.string(), z.strictObject({ title: z.string().min(1), url: z.url() })),
  schemes: z.array(schemeRecordSchema).min(1),
});
export type SchemesFile = z.infer<typeof schemesFileSchema>;

let loaded: SchemesFile | undefined;

export function schemesFile(): SchemesFile {
  loaded ??= checkSchemes(readDataFile(schemesDataDir, 'schemes.json', schemesFileSchema));
  return loaded;
}

/** The checks across fields that the schema cannot make; throws naming the scheme and field, or returns the file. */
export function checkSchemes(file: SchemesFile): SchemesFile {
  const states = new Set(knowledge().catalogue.regions.states.map((state) => state.code));
  const ids = new Set<string>();
  file.schemes.forEach((scheme, index) => {
    const at = `schemes.json: schemes.${index}`;
    if (ids.has(scheme.id)) throw new Error(`${at}.id: '${scheme.id}' is used twice`);
    ids.add(scheme.id);
    for (const source of scheme.sources) if (!file.sources[source]) throw new Error(`${at}.sources: no source '${source}'`);
    if (scheme.state !== null && !states.has(scheme.state)) throw new Error(`${at}.state: no state ${scheme.state}`);
    if ((scheme.level === 'state') !== (scheme.state !== null)) throw new Error(`${at}.state: a state scheme names its state, no other does`);
    const renders = (english: string[], hindi: string[], field: string) => {
      if (hindi.length !== english.length) throw new Error(`${at}.${field}: ${hindi.length} Hindi lines for ${english.length} English ones`);
    };
    renders(scheme.eligibility, scheme.eligibilityHi, 'eligibilityHi');
    renders(scheme.apply.documents, scheme.apply.documentsHi, 'apply.documentsHi');
  });
  return file;
}
