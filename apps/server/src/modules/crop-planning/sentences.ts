import { dateInWords, monthNames } from '../../lib/calendar-words';
import type { IrrigationMethod, Language, PlantingSeason } from '@farmsight/contracts';

type Range = [number, number];

/**
 * The crop-planning sentences in each language the app speaks. Figures, crop and region names come from the catalogue
 * and the farm; only the words live here (the English ones are those the dashboard has always shown).
 */
export type PlanningSentences = {
  months: readonly string[];
  seasons: Record<PlantingSeason, string>;
  /** The season name alone, as in 'rabi 2025-26'. */
  seasonNames: Record<PlantingSeason, string>;
  methods: Record<IrrigationMethod, string>;
  litres: (value: string) => string;
  and: string;
  basisAsked: (season: PlantingSeason) => string;
  basisMonth: (month: string, thisMonth: boolean, southern: boolean, season: PlantingSeason) => string;
  grownInSeason: (crop: string, season: PlantingSeason) => string;
  sownIn: (region: string, from: string, to: string, season: PlantingSeason) => string;
  /** Whether the sowing window is open on the day the field is free, or in how many days it opens. */
  windowOpens: (days: number, afterField: boolean) => string;
  /** The crop in the field and when it should come off: the suggestions are for after it. */
  fieldOccupied: (crop: string, until: string) => string;
  pHWithin: (pH: number, range: Range) => string;
  /** The soil's pH a little outside the crop's best range: it is listed, with fewer points. */
  pHNear: (pH: number, range: Range) => string;
  /** A nutrient of the last soil test with its rating: 'phosphorus High (27 kg/ha)'. */
  nutrientLevel: (nutrient: 'nitrogen' | 'phosphorus' | 'potassium', level: string, value: number, unit: string) => string;
  levels: Record<string, string>;
  soilTest: (parts: string[], legumeHelps: boolean) => string;
  irrigated: (method: IrrigationMethod | null, stored: { litres: string; sources: number } | null) => string;
  rainfed: (rain: Range, thirsty: boolean) => string;
  sameFamily: (family: string, last: string) => string;
  legumeAfterCereal: (last: string) => string;
  otherFamily: (last: string, family: string) => string;
  lacking: { location: string; soilTest: string; pH: string; water: string; lastCrop: string };
  /** Why the list is empty: no crop of the season sown now, or the pH outside every candidate's range, and the remedy. */
  excluded: {
    noCrop: (season: PlantingSeason) => string;
    pHAbove: (pH: number, season: PlantingSeason, highest: number) => string;
    pHBelow: (pH: number, season: PlantingSeason, lowest: number) => string;
    pHBetween: (pH: number, season: PlantingSeason) => string;
    gypsum: string;
    acidify: string;
    lime: (target: string) => string;
  };
};

const englishSeasons: Record<PlantingSeason, string> = { kharif: 'kharif (monsoon)', rabi: 'rabi (winter)', zaid: 'zaid (summer)' };

const english: PlanningSentences = {
  months: monthNames.en,
  seasons: englishSeasons,
  seasonNames: { kharif: 'kharif', rabi: 'rabi', zaid: 'zaid' },
  methods: { drip: 'drip', sprinkler: 'sprinkler', furrow: 'furrow', surface: 'surface' },
  litres: (value) => `${value} litres`,
  and: ', ',
  basisAsked: (season) => `the ${englishSeasons[season]} season, as asked`,
  basisMonth: (month, thisMonth, southern, season) =>
    `${thisMonth ? `this month, ${month}` : month} in the ${southern ? 'southern' : 'northern'} hemisphere is a ${englishSeasons[season]} sowing month`,
  grownInSeason: (crop, season) => `${crop} is grown in the ${englishSeasons[season]} season.`,
  sownIn: (region, from, to, season) => `In ${region} it is sown from ${from} to ${to} in ${season}.`,
  windowOpens: (days, afterField) =>
    afterField
      ? days === 0
        ? 'Its sowing window is open when your field is free.'
        : `Its sowing window opens ${days} days after your field is free.`
      : days === 0
        ? 'Its sowing window is open now.'
        : `Its sowing window opens in ${days} days.`,
  fieldOccupied: (crop, until) => `your ${crop} is in the field until about ${until}, so these are crops to sow after it`,
  pHWithin: (pH, [low, high]) => `Your last soil test's pH ${pH} is within its range of ${low}-${high}.`,
  pHNear: (pH, [low, high]) =>
    `Your last soil test's pH ${pH} is ${pH > high ? 'above' : 'below'} its best range of ${low}-${high}: it grows, with some loss of yield.`,
  nutrientLevel: (nutrient, level, value, unit) => `${nutrient} ${level} (${value} ${unit})`,
  levels: {},
  soilTest: (parts, legumeHelps) =>
    `Your last soil test: ${parts.join(', ')}.${legumeHelps ? ' A legume fixes its own nitrogen.' : ' Plan the fertilizer dose on these levels.'}`,
  irrigated: (method, stored) =>
    `Irrigated ${method ? `by ${method} irrigation` : 'from your own water'}` +
    `${stored ? `, with ${stored.litres} stored in ${stored.sources} source${stored.sources === 1 ? '' : 's'}` : ''}.`,
  rainfed: ([low, high], thirsty) =>
    thirsty
      ? `Rainfed: it is grown where ${low}-${high} mm of rain fall, so without irrigation choose it only where rain is that high.`
      : `Rainfed: it is grown with ${low}-${high} mm of rain.`,
  sameFamily: (family, last) => `Same family (${family}) as your last crop, ${last}: its pests and diseases carry over.`,
  legumeAfterCereal: (last) => `A legume after your last crop, ${last} (a cereal), puts nitrogen back into the soil.`,
  otherFamily: (last, family) => `A different family from your last crop, ${last} (${family}).`,
  lacking: {
    location: 'no farm location: regional sowing dates not used',
    soilTest: 'no soil test yet',
    pH: 'no pH in the last soil test',
    water: 'no irrigation method or water storage saved: ranked as rainfed',
    lastCrop: 'no earlier crop saved: rotation not considered',
  },
  excluded: {
    noCrop: (season) => `No crop we know is sown in the ${englishSeasons[season]} season at this time on your farm.`,
    pHAbove: (pH, season, highest) =>
      `Your last soil test's pH ${pH} is above the range of every ${englishSeasons[season]} crop we know (the highest reaches ${highest}).`,
    pHBelow: (pH, season, lowest) =>
      `Your last soil test's pH ${pH} is below the range of every ${englishSeasons[season]} crop we know (the lowest starts at ${lowest}).`,
    pHBetween: (pH, season) => `Your last soil test's pH ${pH} is outside the range of every ${englishSeasons[season]} crop we know.`,
    gypsum:
      'At pH 8.5 and above the soil is probably sodic: have its exchangeable sodium tested, then apply gypsum and leach the sodium below the roots with good water.',
    acidify: 'Lower the pH with acidifying fertilizers (ammonium sulfate), or elemental sulfur where the soil holds no free lime, and test again.',
    lime: (target) => `Raise the pH with agricultural limestone towards ${target}, and test again.`,
  },
};

const hindiSeasons: Record<PlantingSeason, string> = { kharif: 'खरीफ़ (बरसात)', rabi: 'रबी (सर्दी)', zaid: 'ज़ायद (गर्मी)' };

const hindi: PlanningSentences = {
  months: monthNames.hi,
  seasons: hindiSeasons,
  seasonNames: { kharif: 'खरीफ़', rabi: 'रबी', zaid: 'ज़ायद' },
  methods: { drip: 'टपक (ड्रिप)', sprinkler: 'फव्वारा (स्प्रिंकलर)', furrow: 'कूंड़ (फरो)', surface: 'क्यारी (बाढ़)' },
  litres: (value) => `${value} लीटर`,
  and: ', ',
  basisAsked: (season) => `${hindiSeasons[season]} मौसम, जैसा आपने चुना`,
  basisMonth: (month, thisMonth, southern, season) =>
    `${thisMonth ? `यह महीना, ${month},` : month} ${southern ? 'दक्षिणी' : 'उत्तरी'} गोलार्ध में ${hindiSeasons[season]} की बुवाई का महीना है`,
  grownInSeason: (crop, season) => `${crop} ${hindiSeasons[season]} मौसम में उगाई जाती है।`,
  sownIn: (region, from, to, season) => `${region} में इसकी बुवाई ${hindiSeasons[season]} में ${from} से ${to} तक होती है।`,
  windowOpens: (days, afterField) =>
    afterField
      ? days === 0
        ? 'खेत खाली होने पर इसकी बुवाई का समय चल रहा होगा।'
        : `खेत खाली होने के ${days} दिन बाद इसकी बुवाई का समय शुरू होगा।`
      : days === 0
        ? 'इसकी बुवाई का समय अभी चल रहा है।'
        : `इसकी बुवाई का समय ${days} दिन में शुरू होगा।`,
  fieldOccupied: (crop, until) => `आपकी ${crop} लगभग ${dateInWords(until, 'hi')} तक खेत में है, इसलिए ये फ़सलें उसके बाद बोने के लिए हैं`,
  pHWithin: (pH, [low, high]) => `आपकी पिछली मिट्टी जाँच का pH ${pH} इसकी सही सीमा ${low}-${high} के भीतर है।`,
  pHNear: (pH, [low, high]) =>
    `आपकी पिछली मिट्टी जाँच का pH ${pH} इसकी सबसे अच्छी सीमा ${low}-${high} से ${pH > high ? 'ज़्यादा' : 'कम'} है: फ़सल हो जाती है, पर उपज कुछ घटती है।`,
  nutrientLevel: (nutrient, level, value, unit) =>
    `${{ nitrogen: 'नाइट्रोजन', phosphorus: 'फ़ॉस्फ़ोरस', potassium: 'पोटाश' }[nutrient]} ${level} (${value} ${unit})`,
  levels: {
    'very low': 'बहुत कम',
    low: 'कम',
    optimum: 'उचित',
    medium: 'मध्यम',
    high: 'ज़्यादा',
    'very high': 'बहुत ज़्यादा',
    deficient: 'कमी',
    sufficient: 'पर्याप्त',
  },
  soilTest: (parts, legumeHelps) =>
    `आपकी पिछली मिट्टी जाँच: ${parts.join(', ')}।${legumeHelps ? ' दलहनी फ़सल अपनी नाइट्रोजन ख़ुद जुटा लेती है।' : ' खाद की मात्रा इन्हीं स्तरों पर तय करें।'}`,
  irrigated: (method, stored) =>
    `${method ? `${hindi.methods[method]} सिंचाई से` : 'अपने पानी से'} सिंचित` + `${stored ? `, ${stored.sources} स्रोतों में ${stored.litres} पानी जमा` : ''}।`,
  rainfed: ([low, high], thirsty) =>
    thirsty
      ? `बारानी (बिना सिंचाई): यह ${low}-${high} मिमी बारिश वाले इलाक़ों में उगती है, इसलिए सिंचाई के बिना इसे तभी चुनें जब इतनी बारिश होती हो।`
      : `बारानी (बिना सिंचाई): यह ${low}-${high} मिमी बारिश में उग जाती है।`,
  sameFamily: (family, last) => `आपकी पिछली फ़सल ${last} वाला ही कुल (${family}): उसके कीट और रोग इसमें भी आ सकते हैं।`,
  legumeAfterCereal: (last) => `आपकी पिछली फ़सल ${last} (अनाज) के बाद दलहनी फ़सल मिट्टी में नाइट्रोजन लौटाती है।`,
  otherFamily: (last, family) => `आपकी पिछली फ़सल ${last} (${family}) से अलग कुल।`,
  lacking: {
    location: 'खेत की जगह नहीं दी गई: इलाक़े की बुवाई की तारीख़ें नहीं ली गईं',
    soilTest: 'अभी कोई मिट्टी जाँच नहीं',
    pH: 'पिछली मिट्टी जाँच में pH नहीं है',
    water: 'सिंचाई का तरीक़ा या जमा पानी नहीं दिया गया: बारानी मानकर क्रम दिया गया',
    lastCrop: 'पिछली कोई फ़सल नहीं दी गई: फ़सल चक्र नहीं देखा गया',
  },
  excluded: {
    noCrop: (season) => `हमारी जानकारी की कोई भी ${hindiSeasons[season]} फ़सल इस समय आपके खेत में नहीं बोई जाती।`,
    pHAbove: (pH, season, highest) =>
      `आपकी पिछली मिट्टी जाँच का pH ${pH} हमारी जानकारी की हर ${hindiSeasons[season]} फ़सल की सीमा से ज़्यादा है (सबसे ऊँची सीमा ${highest} तक है)।`,
    pHBelow: (pH, season, lowest) =>
      `आपकी पिछली मिट्टी जाँच का pH ${pH} हमारी जानकारी की हर ${hindiSeasons[season]} फ़सल की सीमा से कम है (सबसे नीची सीमा ${lowest} से शुरू होती है)।`,
    pHBetween: (pH, season) => `आपकी पिछली मिट्टी जाँच का pH ${pH} हमारी जानकारी की हर ${hindiSeasons[season]} फ़सल की सीमा से बाहर है।`,
    gypsum: 'pH 8.5 या उससे ज़्यादा पर मिट्टी शायद सोडियम वाली (ऊसर) है: विनिमेय सोडियम की जाँच कराएँ, फिर जिप्सम डालें और अच्छे पानी से सोडियम को जड़ों से नीचे बहा दें।',
    acidify: 'अमोनियम सल्फ़ेट जैसी अम्लीय खाद से, या जहाँ मिट्टी में चूना न हो वहाँ गंधक से pH घटाएँ, और फिर जाँच कराएँ।',
    lime: (target) => `कृषि चूना डालकर pH को ${target} की ओर बढ़ाएँ, और फिर जाँच कराएँ।`,
  },
};

export const planningSentences: Record<Language, PlanningSentences> = { en: english, hi: hindi };
