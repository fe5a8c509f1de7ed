import { z } from 'zod';

/**
 * What each alert tells the farmer to do, in our own words, and the publication it follows. Parsed at load, so a
 * missing source stops the server at start rather than reaching a farmer.
 */
const sourceSchema = z.strictObject({ institution: z.string().min(2), document: z.string().min(5), year: z.number().int(), url: z.url() });
const adviceSchema = z.strictObject({
  advice: z.strictObject({ en: z.string().min(20), hi: z.string().regex(/^[\u0900-\u097F]/, 'must be Hindi in Devanagari') }),
  source: sourceSchema,
});

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
    advice: {
      en: 'Open the field drains and bunds so standing water leaves within a day or two, and move seed, fertilizer, machinery and animals to higher ground before the river rises.',
      hi: 'खेत की नालियाँ और मेड़ खोल दें ताकि खड़ा पानी एक-दो दिन में निकल जाए, और नदी का पानी चढ़ने से पहले बीज, खाद, मशीनें और पशु ऊँची जगह पर ले जाएँ।',
    },
    source: {
      institution: 'National Disaster Management Authority (NDMA), Government of India',
      document: "Floods: do's and don'ts",
      year: 2023,
      url: 'https://ndma.gov.in/Natural-Hazards/Floods/Dos-Donts',
    },
  },
  'heavy-rain': {
    advice: {
      en: 'Hold back irrigation and any spraying or fertilizer until the rain has passed, and clear the field drains so water does not stand on the crop.',
      hi: 'बारिश थमने तक सिंचाई, छिड़काव और खाद डालना रोक दें, और खेत की नालियाँ साफ़ रखें ताकि फ़सल में पानी न ठहरे।',
    },
    source: imdAgromet,
  },
  drought: {
    advice: {
      en: 'Keep the water you have for the critical stages of the crop, mulch the soil to cut evaporation, and use life-saving irrigation rather than full irrigations.',
      hi: 'जो पानी है उसे फ़सल की नाज़ुक अवस्थाओं के लिए बचाकर रखें, भाप बनकर उड़ने वाला पानी घटाने के लिए मिट्टी पर पलवार (मल्च) बिछाएँ, और पूरी सिंचाई के बजाय केवल फ़सल बचाने लायक सिंचाई करें।',
    },
    source: cridaContingency,
  },
  heat: {
    advice: {
      en: 'Give light, frequent irrigations in the early morning or evening, mulch to keep the soil cool, and shade nurseries and young seedlings.',
      hi: 'सुबह जल्दी या शाम को हल्की और बार-बार सिंचाई करें, मिट्टी ठंडी रखने के लिए पलवार बिछाएँ, और नर्सरी व छोटे पौधों को छाया दें।',
    },
    source: imdAgromet,
  },
  cold: {
    advice: {
      en: 'Give a light irrigation the evening before the cold night, since moist soil holds heat, and cover nurseries and young plants overnight.',
      hi: 'ठंडी रात से पहले शाम को हल्की सिंचाई करें, क्योंकि नम मिट्टी गर्मी रोके रखती है, और नर्सरी व छोटे पौधों को रात भर ढककर रखें।',
    },
    source: imdAgromet,
  },
});
