import { plantingSeasons, schemeLevels } from '@farmsight/contracts';
import { z } from 'zod';
import { knowledge } from '../../knowledge';
import { readDataFile } from '../../lib/data-file';
import { schemesDataDir } from '../../paths';

/**
 * The schemes directory (data/schemes.json): for each scheme who is eligible, the benefit, how to apply and with
 * which documents, its calendar, how to check status and the helplines, each scheme citing its sources. Checked at
 * start: every source id resolves, every state code is the catalogue's, months are 1–12.
 */
const month = z.number().int().min(1).max(12);

const schemeRecordSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  nameHi: z.string().min(1).nullable(),
  /** Other ways farmers name it ("pm kisan", "किसान सम्मान निधि"), for the assistant. */
  aliases: z.array(z.string().min(2)),
  level: z.enum(schemeLevels),
  country: z.string().regex(/^[A-Z]{2}$/),
  state: z
    .string()
    .regex(/^IN-[A-Z]{2}$/)
    .nullable(),
  category: z.string().min(1),
  summary: z.string().min(1),
  eligibility: z.array(z.string().min(1)).min(1),
  /** Only for farmers with land of their own (or leased, where the scheme says so); a landless farmer does not fit. */
  requiresLand: z.boolean(),
  /** Largest holding the scheme serves, in hectares. */
  landMaxHa: z.number().positive().nullable(),
  /** Only crops of these seasons (the catalogue's climate.seasons). */
  seasons: z.array(z.enum(plantingSeasons)).nullable(),
  benefit: z.string().min(1),
  apply: z.strictObject({ how: z.string().min(1), documents: z.array(z.string().min(1)) }),
  /** `months` [from, to] (to may wrap past December) for calendars tied to months, so the next one can be told. */
  calendar: z.array(z.strictObject({ period: z.string().min(1), what: z.string().min(1), months: z.tuple([month, month]).optional() })),
  status: z.strictObject({ how: z.string().min(1), url: z.url() }).nullable(),
  helplines: z.array(z.strictObject({ number: z.string().regex(/^[\d-]+$/), label: z.string().min(1) })),
  website: z.url(),
  sources: z.array(z.string()).min(1),
});
export type SchemeRecord = z.infer<typeof schemeRecordSchema>;

const fileSchema = z.strictObject({
  sources: z.record(z.string(), z.strictObject({ title: z.string().min(1), url: z.url() })),
  schemes: z.array(schemeRecordSchema).min(1),
});
export type SchemesFile = z.infer<typeof fileSchema>;

let loaded: SchemesFile | undefined;

export function schemesFile(): SchemesFile {
  if (loaded) return loaded;
  const file = readDataFile(schemesDataDir, 'schemes.json', fileSchema);
  const states = new Set(knowledge().catalogue.regions.states.map((state) => state.code));
  const ids = new Set<string>();
  file.schemes.forEach((scheme, index) => {
    const at = `schemes.json: schemes.${index}`;
    if (ids.has(scheme.id)) throw new Error(`${at}.id: '${scheme.id}' is used twice`);
    ids.add(scheme.id);
    for (const source of scheme.sources) if (!file.sources[source]) throw new Error(`${at}.sources: no source '${source}'`);
    if (scheme.state !== null && !states.has(scheme.state)) throw new Error(`${at}.state: no state ${scheme.state}`);
    if ((scheme.level === 'state') !== (scheme.state !== null)) throw new Error(`${at}.state: a state scheme names its state, no other does`);
  });
  loaded = file;
  return file;
}
