import type { PlantingSeason } from '@farmsight/contracts';

/** Publications the planning rules rest on, as cited in each reason. */
export const planningSources = {
  seasons:
    'NCERT: Contemporary India II, Geography textbook for Class X, chapter 4 "Agriculture" (cropping seasons: kharif with the monsoon, rabi in winter, zaid in the summer months between them) (2006), https://ncert.nic.in/textbook/pdf/jess104.pdf',
  rotation:
    'FAO: Save and Grow, a policymaker\'s guide to the sustainable intensification of smallholder crop production, chapter 3 "Farming systems" (rotations with legumes; unrelated crops in sequence break pest and disease cycles) (2011), https://www.fao.org/3/i2215e/i2215e.pdf',
  irrigation:
    'FAO: Irrigation Water Management Training Manual No. 4, Irrigation Water Needs (Brouwer, Prins and Heibloem; field application efficiency by method) (1989), https://www.fao.org/3/s2022e/s2022e00.htm',
} as const;

/**
 * The sowing month (1-12, northern hemisphere) of each season, after the NCERT description: kharif is sown with the
 * monsoon (June to September), rabi in the cool months (October to January), zaid in the hot months between rabi
 * harvest and the monsoon (February to May). Where one season ends and the next begins varies by state; these are
 * the cut-offs we use.
 */
export const seasonOfMonth: Record<number, PlantingSeason> = {
  1: 'rabi',
  2: 'zaid',
  3: 'zaid',
  4: 'zaid',
  5: 'zaid',
  6: 'kharif',
  7: 'kharif',
  8: 'kharif',
  9: 'kharif',
  10: 'rabi',
  11: 'rabi',
  12: 'rabi',
};

/**
 * Points of the ranking; the best a crop can reach is 100 (base, season, regional sowing, pH, nitrogen, irrigation,
 * rotation). The weights are our own judgement, not a published scheme: the season decides whether a crop
 * is listed at all, a regional sowing date and a pH within range are the strongest signs of fit, rotation comes next,
 * water last since irrigation can make up for it.
 */
export const points = {
  base: 15,
  season: 30,
  regionalSowing: 10,
  phWithin: 15,
  phNear: -10,
  legumeOnLowNitrogen: 10,
  irrigated: 5,
  thirstyCropRainfed: -15,
  sameFamily: -20,
  legumeAfterCereal: 15,
} as const;

/** A crop whose season needs more than this (rain it is grown under, mm) counts as thirsty when the farm is rainfed. */
export const THIRSTY_RAINFALL_MM = 1000;

/** The botanical family of the legumes (pulses, and soybean and groundnut among the oilseeds). */
export const LEGUME_FAMILY = 'Fabaceae';

/** How many suggestions the list holds. */
export const SUGGESTION_COUNT = 10;
