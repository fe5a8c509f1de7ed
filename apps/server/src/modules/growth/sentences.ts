import type { Language } from '@farmsight/contracts';
import type { ClimateZone } from '../../knowledge';
import { dateInWords } from '../../lib/calendar-words';

/** The figures a crop analysis' message is made of. */
export type AnalysisFacts = {
  crop: string;
  row: string;
  reason: string;
  lengths: [number, number, number, number];
  seasonLength: number;
  harvestDate: string;
  band: { min: number; max: number; target: number };
  texture: string;
  /** Where the season came from, when a regional calendar set it ('DES crop calendar for Punjab: sowing …'). */
  season?: { state: string; label: string };
  /** The farm's state when no regional calendar has the crop. */
  stateWithoutSeason?: string;
};

type RowReason = { noLocation: string; fits: (latitude: string, zone: ClimateZone) => string; default: (latitude: string, zone: ClimateZone) => string };
type Day = { reading: number; day: number };

/**
 * The growth analysis' sentences in each language the app speaks. The figures come from the engine; only the words
 * live here (the English ones are those the dashboard has always shown).
 */
export type GrowthSentences = {
  latitude: (degrees: string, north: boolean) => string;
  rowReason: RowReason;
  /** The analysis in the farmer's words: season length, harvest, the moisture to keep. */
  analysis: (facts: AnalysisFacts) => string;
  /** The FAO-56 row and stage lengths behind it, for the folded 'How this was worked out'. */
  analysisWorkings: (facts: AnalysisFacts) => string;
  moisture: Record<'below' | 'above' | 'within', (reading: Day & { band: string }) => string>;
  height: {
    onTrack: (reading: Day & { ideal: number }) => string;
    /** No regional curve for this crop, state and season: the reading is recorded but not rated. */
    unrated: (reading: Day & { crop: string; where: string }) => string;
    behind: (reading: Day & { ideal: number; difference: number }) => string;
    ahead: (reading: Day & { ideal: number; difference: number }) => string;
  };
  /** `yours` and `range` come written in the farmer's yield unit ('6 t/ha', '24.3 quintals per acre', '62-92 क्विंटल प्रति हेक्टेयर'). */
  yieldUncompared: (yours: string, crop: string, region: string | null) => string;
  yieldCompared: (yours: string, status: 'below' | 'within' | 'above', range: string, crop: string, region: string) => string;
  /** A yield or range in tonnes per hectare, the unit when the farmer has chosen none. */
  tonnesPerHectare: (figures: string) => string;
  /** The 422 for a crop name the catalogue does not know, naming the crops it does. */
  unknownCrop: (typed: string, known: string[]) => string;
  /** The 409 for a second harvest of the same crop. */
  alreadyHarvested: (crop: string) => string;
};

const english: GrowthSentences = {
  latitude: (degrees, north) => `${degrees}°${north ? 'N' : 'S'}`,
  rowReason: {
    noLocation: 'no farm location is set, so the default row',
    fits: (latitude, zone) => `chosen for your latitude ${latitude} (${zone} zone)`,
    default: (latitude, zone) => `the default row, as FAO-56 has none for your latitude ${latitude} (${zone} zone)`,
  },
  analysis: ({ crop, seasonLength, harvestDate, band, texture, season, stateWithoutSeason }) =>
    (season
      ? `${crop} in ${season.state}: the season follows the ${season.label}. `
      : stateWithoutSeason
        ? `There is no regional harvest window for ${crop.toLowerCase()} in ${stateWithoutSeason}, so the season is general guidance. `
        : '') +
    `${crop} takes ${seasonLength} days from sowing to harvest, so expect harvest around ${harvestDate}. ` +
    `In the middle of the season keep ${band.min}% to ${band.max}% of the soil's volume as water ` +
    `(aim for ${band.target}% on a ${texture} soil).`,
  analysisWorkings: ({ row, reason, lengths: [initial, development, mid, late], season }) =>
    `Growth stages from FAO-56 Table 11, row "${row}" (${season ? 'fitted to the regional season' : reason}): ` +
    `initial ${initial} days, development ${development}, mid-season ${mid} and late season ${late}. ` +
    'The moisture to keep is the soil water the crop draws without stress (FAO-56 Table 22).',
  moisture: {
    below: ({ reading, band, day }) => `Moisture ${reading}% is below the ideal ${band} for day ${day}: irrigate.`,
    above: ({ reading, band, day }) => `Moisture ${reading}% is above the ideal ${band} for day ${day}: check drainage.`,
    within: ({ reading, band, day }) => `Moisture ${reading}% is within the ideal ${band} for day ${day}: wait, no irrigation is needed yet.`,
  },
  height: {
    onTrack: ({ reading, ideal, day }) => `Height ${reading} cm is on track (the ideal ${ideal} cm for day ${day}).`,
    unrated: ({ reading, day, crop, where }) =>
      `Height ${reading} cm on day ${day} is recorded. There is no regional growth curve for ${crop} ${where}, so it is not rated behind or ahead.`,
    behind: ({ reading, ideal, day, difference }) => `Height ${reading} cm is ${difference} cm behind the ideal ${ideal} cm for day ${day}.`,
    ahead: ({ reading, ideal, day, difference }) => `Height ${reading} cm is ${difference} cm ahead of the ideal ${ideal} cm for day ${day}.`,
  },
  yieldUncompared: (yours, crop, region) =>
    `Your yield: ${yours}. The catalogue has no typical yield range for ${crop}${region ? ` in ${region}` : ''} yet, so it is not compared.`,
  yieldCompared: (yours, status, range, crop, region) => `Your yield: ${yours}, ${status} the typical ${range} for ${crop} in ${region}.`,
  tonnesPerHectare: (figures) => `${figures} t/ha`,
  unknownCrop: (typed, known) => `We have no growth data for "${typed}". Known crops: ${known.join(', ')}.`,
  alreadyHarvested: (crop) => `This ${crop} crop is already marked harvested.`,
};

const zonesInHindi: Record<ClimateZone, string> = { tropical: 'उष्णकटिबंधीय', subtropical: 'उपोष्णकटिबंधीय', temperate: 'समशीतोष्ण' };
const texturesInHindi: Record<string, string> = { loam: 'दोमट' };

const hindi: GrowthSentences = {
  latitude: (degrees, north) => `${degrees}° ${north ? 'उत्तर' : 'दक्षिण'}`,
  rowReason: {
    noLocation: 'खेत की जगह तय नहीं है, इसलिए सामान्य पंक्ति',
    fits: (latitude, zone) => `आपके अक्षांश ${latitude} (${zonesInHindi[zone]} क्षेत्र) के लिए चुनी गई`,
    default: (latitude, zone) => `सामान्य पंक्ति, क्योंकि FAO-56 में आपके अक्षांश ${latitude} (${zonesInHindi[zone]} क्षेत्र) के लिए कोई पंक्ति नहीं है`,
  },
  analysis: ({ crop, seasonLength, harvestDate, band, texture, season, stateWithoutSeason }) =>
    (season
      ? `${season.state} में ${crop}: मौसम ${season.label} के अनुसार है। `
      : stateWithoutSeason
        ? `${stateWithoutSeason} में ${crop} की कटाई का कोई क्षेत्रीय समय नहीं मिला, इसलिए मौसम सामान्य सलाह के अनुसार है। `
        : '') +
    `${crop} को बुवाई से कटाई तक ${seasonLength} दिन लगते हैं, इसलिए कटाई लगभग ${dateInWords(harvestDate, 'hi')} के आसपास होगी। ` +
    `मौसम के बीच में मिट्टी के आयतन का ${band.min}% से ${band.max}% हिस्सा पानी रखें ` +
    `(${texturesInHindi[texture] ?? texture} मिट्टी पर ${band.target}% का लक्ष्य रखें)।`,
  analysisWorkings: ({ row, reason, lengths: [initial, development, mid, late], season }) =>
    `बढ़वार की अवस्थाएँ FAO-56 की तालिका 11 की पंक्ति "${row}" से (${season ? 'क्षेत्रीय मौसम के हिसाब से ढाली गईं' : reason}): ` +
    `शुरुआती ${initial} दिन, बढ़वार ${development}, मध्य अवस्था ${mid} और पकने की अवस्था ${late} दिन। ` +
    'रखने लायक नमी वह पानी है जिसे फ़सल बिना दबाव के ले पाती है (FAO-56 तालिका 22)।',
  moisture: {
    below: ({ reading, band, day }) => `नमी ${reading}% है, दिन ${day} की आदर्श नमी ${band} से कम: सिंचाई करें।`,
    above: ({ reading, band, day }) => `नमी ${reading}% है, दिन ${day} की आदर्श नमी ${band} से ज़्यादा: खेत से पानी की निकासी जाँचें।`,
    within: ({ reading, band, day }) => `नमी ${reading}% है, दिन ${day} की आदर्श नमी ${band} के भीतर: रुकें, अभी सिंचाई की ज़रूरत नहीं है।`,
  },
  height: {
    onTrack: ({ reading, ideal, day }) => `ऊँचाई ${reading} सेमी ठीक चल रही है (दिन ${day} की आदर्श ऊँचाई ${ideal} सेमी)।`,
    unrated: ({ reading, day, crop, where }) =>
      `दिन ${day} की ऊँचाई ${reading} सेमी दर्ज हो गई है। ${where} ${crop} की बढ़वार का कोई क्षेत्रीय वक्र नहीं है, इसलिए इसे पीछे या आगे नहीं आँका गया।`,
    behind: ({ reading, ideal, day, difference }) => `ऊँचाई ${reading} सेमी है, दिन ${day} की आदर्श ऊँचाई ${ideal} सेमी से ${difference} सेमी कम।`,
    ahead: ({ reading, ideal, day, difference }) => `ऊँचाई ${reading} सेमी है, दिन ${day} की आदर्श ऊँचाई ${ideal} सेमी से ${difference} सेमी ज़्यादा।`,
  },
  yieldUncompared: (yours, crop, region) =>
    `आपकी उपज: ${yours}। ${region ? `${region} में ` : ''}${crop} की आम उपज का दायरा अभी सूची में नहीं है, इसलिए तुलना नहीं की गई।`,
  tonnesPerHectare: (figures) => `${figures} टन/हेक्टेयर`,
  yieldCompared: (yours, status, range, crop, region) =>
    `आपकी उपज: ${yours}, जो ${region} में ${crop} की आम उपज ${range} ${{ below: 'से कम', within: 'के भीतर', above: 'से ज़्यादा' }[status]} है।`,
  unknownCrop: (typed, known) => `"${typed}" की बढ़वार की जानकारी हमारे पास नहीं है। इन फ़सलों की जानकारी है: ${known.join(', ')}।`,
  alreadyHarvested: (crop) => `इस ${crop} फ़सल की कटाई पहले ही दर्ज हो चुकी है।`,
};

export const growthSentences: Record<Language, GrowthSentences> = { en: english, hi: hindi };
