import { z } from 'zod';

/**
 * What each alert tells the farmer to do, in our own words, and the publication it follows. Parsed at load, so a
 * missing source stops the server at start rather than reaching a farmer.
 */
const sourceSchema = z.strictObject({ institution: z.string().min(2), document: z.string().min(5), year: z.number().int(), url: z.url() });
const adviceSchema = z.strictObject({ advice: z.string().min(20), source: sourceSchema });

const imdAgromet = {
  institution: 'India Meteorological Department (IMD), Ministry of Earth Sciences',
  document: 'Gramin Krishi Mausam Sewa: district agromet advisory bulletins',
  year: 2024,
  url: 'https://mausam.imd.gov.in/imd_latest/contents/agromet/advisory/english/agro_advisory.php',
};
const cridaContingency = {
  institution: 'ICAR-Central Research Institute for Dryland Agriculture (CRIDA)',
  document: 'District Agriculture Contingency Plans',
  year: 2023,
  url: 'https://www.icar-crida.res.in/contingency-plans',
};

export const alertAdvice = z.record(z.enum(['flood', 'drought', 'heavy-rain', 'heat', 'cold']), adviceSchema).parse({
  flood: {
    advice: 'Open the field drains and bunds so standing water leaves within a day or two, and move seed, fertilizer, machinery and animals to higher ground before the river rises.',
    source: {
      institution: 'National Disaster Management Authority (NDMA), Government of India',
      document: "Floods: do's and don'ts",
      year: 2023,
      url: 'https://ndma.gov.in/Natural-Hazards/Floods/Dos-Donts',
    },
  },
  'heavy-rain': {
    advice: 'Hold back irrigation and any spraying or fertilizer until the rain has passed, and clear the field drains so water does not stand on the crop.',
    source: imdAgromet,
  },
  drought: {
    advice: 'Keep the water you have for the critical stages of the crop, mulch the soil to cut evaporation, and use life-saving irrigation rather than full irrigations.',
    source: cridaContingency,
  },
  heat: {
    advice: 'Give light, frequent irrigations in the early morning or evening, mulch to keep the soil cool, and shade nurseries and young seedlings.',
    source: imdAgromet,
  },
  cold: {
    advice: 'Give a light irrigation the evening before the cold night, since moist soil holds heat, and cover nurseries and young plants overnight.',
    source: imdAgromet,
  },
});

/** Where the thresholds come from. */
export const thresholdSources = {
  heavyRain: 'IMD rainfall intensity classes: heavy 64.5-115.5 mm/day, very heavy 115.6-204.4, extremely heavy 204.5 or more',
  heat: 'IMD heat wave criteria: maximum at least 40 °C and 4.5 °C above normal (severe above 6.4 °C), or at least 45 °C (severe from 47 °C)',
  drought: 'SPI (McKee et al., 1993) against 30 years of ERA5-Land rain; levels after the US Drought Monitor bands',
  flood: 'GloFAS river discharge (Copernicus) through the Open-Meteo flood API; 2-, 5- and 20-year return flows from a Gumbel fit of the annual maxima since 1984',
  cold: 'Frost risk when the minimum is 2 °C or lower',
} as const;
