/**
 * Where a farmer in India gets a person on the line besides the Kisan Call Centre (whose number is in the catalogue's
 * sources): the state agriculture department's block and district offices, and the district's Krishi Vigyan Kendra.
 * The KVKs listed are those whose district and host institution a cited page states; ICAR's portal lists them all.
 */
import type { AnswerSource } from '@farmsight/contracts';

/** The ICAR portal that lists every district's KVK with its address and phone. */
export const kvkDirectory: { url: string; sources: AnswerSource[] } = {
  url: 'https://kvk.icar.gov.in/',
  sources: [{ title: 'Krishi Vigyan Kendra portal', source: 'Indian Council of Agricultural Research', url: 'https://kvk.icar.gov.in/' }],
};

/** One district's Krishi Vigyan Kendra. */
export interface Kvk {
  /** The state (ISO 3166-2, as the catalogue's regions). */
  state: string;
  district: string;
  /** Towns whose name says the farm is in the district: the district, its headquarters and the KVK's own town (ASCII). */
  places: string[];
  name: string;
  /** The university, institute or organisation that runs it. */
  host: string;
  /** Where the source publishes one; none is given otherwise. */
  phone?: string;
  source: AnswerSource;
}

const uasRaichur: AnswerSource = {
  title: 'Krishi Vigyan Kendras of the University of Agricultural Sciences, Raichur',
  source: 'University of Agricultural Sciences, Raichur',
  url: 'https://www.uasraichur.edu.in/index.php/en/extension/krishi-vigyan-kendras/krishi-vigyan-kendras',
};

export const kvks: Kvk[] = [
  { state: 'IN-KA', district: 'Raichur', places: ['raichur'], name: 'Krishi Vigyan Kendra, Raichur', host: 'University of Agricultural Sciences, Raichur', source: uasRaichur },
  { state: 'IN-KA', district: 'Bidar', places: ['bidar'], name: 'Krishi Vigyan Kendra, Bidar', host: 'University of Agricultural Sciences, Raichur', source: uasRaichur },
  {
    state: 'IN-KA',
    district: 'Kalaburagi',
    places: ['kalaburagi', 'gulbarga'],
    name: 'Krishi Vigyan Kendra, Kalaburagi (Gulbarga)',
    host: 'University of Agricultural Sciences, Raichur',
    source: uasRaichur,
  },
  { state: 'IN-KA', district: 'Koppal', places: ['koppal', 'gangavati'], name: 'Krishi Vigyan Kendra, Gangavati', host: 'University of Agricultural Sciences, Raichur', source: uasRaichur },
  { state: 'IN-KA', district: 'Ballari', places: ['ballari', 'bellary', 'hagari'], name: 'Krishi Vigyan Kendra, Hagari', host: 'University of Agricultural Sciences, Raichur', source: uasRaichur },
  {
    state: 'IN-PB',
    district: 'Barnala',
    places: ['barnala'],
    name: 'Krishi Vigyan Kendra, Barnala',
    host: 'Guru Angad Dev Veterinary and Animal Sciences University, Ludhiana',
    source: { title: 'KVK Barnala visit by the GADVASU Vice-Chancellor', source: 'Kisaan Helpline', url: 'https://kisaanhelpline.com/agriculture/kvk-gramina-janata-ki-seva-karane-ka-asali-manca-hai-o-indra/2058' },
  },
  {
    state: 'IN-PB',
    district: 'Gurdaspur',
    places: ['gurdaspur'],
    name: 'Krishi Vigyan Kendra, Gurdaspur',
    host: 'Punjab Agricultural University, Ludhiana',
    source: { title: 'Krishi Vigyan Kendras (KVKs): Frontline Extension Support for Farmers', source: 'Punjab Agricultural University', url: 'https://pauwp.pau.edu/kvks' },
  },
  {
    state: 'IN-OR',
    district: 'Kalahandi',
    places: ['kalahandi', 'bhawanipatna'],
    name: 'Krishi Vigyan Kendra, Kalahandi (Bhawanipatna)',
    host: 'Odisha University of Agriculture and Technology, Bhubaneswar',
    source: { title: 'Krishi Vigyan Kendra, Kalahandi', source: 'KVK Kalahandi', url: 'http://kvkkalahandi.org' },
  },
  {
    state: 'IN-TN',
    district: 'The Nilgiris',
    places: ['nilgiris', 'ooty', 'udhagamandalam'],
    name: 'Krishi Vigyan Kendra, Nilgiris',
    host: 'Tamil Nadu Agricultural University, Coimbatore',
    source: { title: 'KVK Nilgiris', source: 'Tamil Nadu Agricultural University', url: 'https://tnau.ac.in/site/kvk-nilgiris' },
  },
  {
    state: 'IN-KL',
    district: 'Kottayam',
    places: ['kottayam'],
    name: 'Krishi Vigyan Kendra, Kottayam',
    host: 'Kerala Agricultural University',
    source: { title: 'Krishi Vigyan Kendra, Kottayam', source: 'Kerala Agricultural University', url: 'https://kvkkottayam.kau.in' },
  },
  {
    state: 'IN-AP',
    district: 'Chittoor',
    places: ['chittoor'],
    name: 'Krishi Vigyan Kendra, Chittoor',
    host: 'Rashtriya Seva Samithi (RASS), Tirupati',
    source: { title: 'Krishi Vigyan Kendra (Farm Science Centre)', source: 'Rashtriya Seva Samithi', url: 'https://rassngo.org/farm-science-center' },
  },
];
