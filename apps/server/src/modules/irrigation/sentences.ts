import type { IrrigationMethod, Language, SoilTexture } from '@farmsight/contracts';

type RainDay = { date: string; counted: number; forecast: number };
type Next = { date: string; depthMm: number; netMm: number; litres: string | null; areaHectares: number | null; pumpHours: number | null };

/**
 * The irrigation schedule's sentences in each language the app speaks (ADR 0051). The engine passes figures, dates
 * already written for the language, and the crop's and the catalogue's names in it; only the words live here (the
 * English ones are those the irrigation page has always shown).
 */
export type ScheduleSentences = {
  stage: (stage: string) => string;
  texture: (texture: SoilTexture) => string;
  method: (method: IrrigationMethod) => string;
  notSown: (crop: string, seedingDate: string) => string;
  seasonEnded: (crop: string) => string;
  rootZone: (crop: string, stage: string, texture: string, figures: { rootDepthM: number; tawMm: number; rawMm: number; usedMm: number }) => string;
  ponded: (crop: string, stage: string, pondMm: number) => string;
  soakedIn: (crop: string, stage: string, lostMm: number) => string;
  irrigate: (next: Next, purpose: { refill: true } | { standMm: number }, efficiencyPercent: number, method: string) => string;
  criticalDay: (day: number, stage: string) => string;
  noneNeeded: (lastDate: string) => string;
  balanceStart: (date: string) => string;
  postponed: (from: string, to: string | null) => string;
  paddyRule: (rule: { keepPondedDays: number; daysAfterSoakIn: number } | undefined, alternateWettingDrying: boolean, rawMm: number) => string;
  rainCounted: (days: RainDay[]) => string;
  rainNotCounted: (days: RainDay[], forecastRainDays: number) => string;
  criticalStages: (region: string, stages: string[], avoid: string[]) => string;
};

const englishMethods: Record<IrrigationMethod, string> = {
  surface: 'surface irrigation',
  furrow: 'furrow irrigation',
  sprinkler: 'sprinkler irrigation',
  drip: 'drip irrigation',
};

const english: ScheduleSentences = {
  stage: (stage) => stage,
  texture: (texture) => texture,
  method: (method) => englishMethods[method],
  notSown: (crop, seedingDate) => `${crop} is not sown yet (seeding on ${seedingDate}), so it needs no irrigation.`,
  seasonEnded: (crop) => `The ${crop} season has ended, so it needs no irrigation.`,
  rootZone: (crop, stage, texture, { rootDepthM, tawMm, rawMm, usedMm }) =>
    `${crop}, ${stage} stage: the root zone (${rootDepthM} m) of your ${texture} soil holds ${tawMm} mm of available water, ` +
    `and the crop draws it freely until ${rawMm} mm are used; ${usedMm} mm are used today.`,
  ponded: (crop, stage, pondMm) => `${crop}, ${stage} stage: ${pondMm} mm of water stands in the field today.`,
  soakedIn: (crop, stage, lostMm) => `${crop}, ${stage} stage: the ponded water has soaked in; the root zone has lost ${lostMm} mm.`,
  irrigate: (next, purpose, efficiencyPercent, method) => {
    const amounts = [
      ...(next.litres !== null ? [`${next.litres} litres on your ${next.areaHectares} ha`] : []),
      ...(next.pumpHours !== null ? [`${next.pumpHours} hours of your pump`] : []),
    ];
    return (
      `Irrigate on ${next.date} with ${next.depthMm} mm${amounts.length ? ` (${amounts.join(', ')})` : ''}: ` +
      `${next.netMm} mm to ${'refill' in purpose ? 'refill the root zone' : `stand ${purpose.standMm} mm deep`} at the ${efficiencyPercent} % efficiency of ${method}.`
    );
  },
  criticalDay: (day, stage) => `Day ${day} after sowing is ${stage}, a critical stage for water: irrigate even though the crop is not yet short of water.`,
  noneNeeded: (lastDate) => `No irrigation is needed before ${lastDate}, the end of the forecast.`,
  balanceStart: (date) => `The balance starts at field capacity on ${date}, the first day of the weather record.`,
  postponed: (from, to) => `Forecast rain refills the root zone, so irrigation is postponed from ${from}${to ? ` to ${to}` : ' beyond the forecast'}.`,
  paddyRule: (rule, alternateWettingDrying, rawMm) => {
    const ponded = rule ? `Keep water standing for the first ${rule.keepPondedDays} days after transplanting; after that, ` : '';
    const sentence = alternateWettingDrying
      ? `${ponded}alternate wetting and drying: flood again once the soil has lost ${rawMm} mm.`
      : rule
        ? `${ponded}irrigate ${rule.daysAfterSoakIn} days after the ponded water has soaked in.`
        : 'the field is flooded again the day the ponded water has soaked in.';
    return sentence[0]!.toUpperCase() + sentence.slice(1);
  },
  rainCounted: (days) =>
    `Forecast rain counted: ${days.map((day) => `${day.counted} of ${day.forecast} mm on ${day.date}`).join(', ')} (weighted by its chance).`,
  rainNotCounted: (days, forecastRainDays) =>
    `Not counted: ${days.map((day) => `${day.forecast} mm on ${day.date}`).join(', ')} (too uncertain, or beyond the first ${forecastRainDays} days).`,
  criticalStages: (region, stages, avoid) => ` Critical stages for water (${region}): ${stages.join('; ')}.` + (avoid.length ? ` ${avoid.join(' ')}` : ''),
};

const hindiStages: Record<string, string> = {
  initial: 'शुरुआती',
  development: 'बढ़वार',
  'mid-season': 'मध्य',
  'late-season': 'पकने की',
};
const hindiTextures: Record<SoilTexture, string> = {
  sand: 'रेतीली',
  'loamy sand': 'दोमट रेतीली',
  'sandy loam': 'रेतीली दोमट',
  loam: 'दोमट',
  'silt loam': 'गादयुक्त दोमट',
  silt: 'गाद वाली',
  'silty clay loam': 'गादयुक्त चिकनी दोमट',
  'silty clay': 'गादयुक्त चिकनी',
  clay: 'चिकनी (मटियार)',
};
const hindiMethods: Record<IrrigationMethod, string> = {
  surface: 'खुली (सतही) सिंचाई',
  furrow: 'कूंड़ सिंचाई',
  sprinkler: 'फव्वारा सिंचाई',
  drip: 'ड्रिप (टपक) सिंचाई',
};

const hindi: ScheduleSentences = {
  stage: (stage) => hindiStages[stage] ?? stage,
  texture: (texture) => hindiTextures[texture],
  method: (method) => hindiMethods[method],
  notSown: (crop, seedingDate) => `${crop} अभी बोई नहीं गई है (बुवाई ${seedingDate} को), इसलिए सिंचाई की ज़रूरत नहीं है।`,
  seasonEnded: (crop) => `${crop} का मौसम पूरा हो चुका है, इसलिए सिंचाई की ज़रूरत नहीं है।`,
  rootZone: (crop, stage, texture, { rootDepthM, tawMm, rawMm, usedMm }) =>
    `${crop}, ${stage} अवस्था: आपकी ${texture} मिट्टी में जड़ों की गहराई (${rootDepthM} m) तक ${tawMm} mm पानी फ़सल के काम आ सकता है, ` +
    `और ${rawMm} mm खर्च होने तक फ़सल इसे आसानी से लेती है; आज तक ${usedMm} mm खर्च हो चुका है।`,
  ponded: (crop, stage, pondMm) => `${crop}, ${stage} अवस्था: आज खेत में ${pondMm} mm पानी खड़ा है।`,
  soakedIn: (crop, stage, lostMm) => `${crop}, ${stage} अवस्था: खड़ा पानी सूख चुका है; जड़ों के पास से ${lostMm} mm पानी खर्च हो चुका है।`,
  irrigate: (next, purpose, efficiencyPercent, method) => {
    const amounts = [
      ...(next.litres !== null ? [`आपके ${next.areaHectares} ha पर ${next.litres} लीटर`] : []),
      ...(next.pumpHours !== null ? [`आपके पंप के ${next.pumpHours} घंटे`] : []),
    ];
    return (
      `${next.date} को ${next.depthMm} mm पानी दें${amounts.length ? ` (${amounts.join(', ')})` : ''}: ` +
      `${'refill' in purpose ? 'जड़ों के पास की मिट्टी दोबारा भरने' : `${purpose.standMm} mm पानी खड़ा करने`} के लिए ${next.netMm} mm चाहिए, और ${method} में दिए गए पानी का ${efficiencyPercent} % ही काम आता है।`
    );
  },
  criticalDay: (day, stage) => `बुवाई के बाद दिन ${day} पर ${stage} होता है, जो पानी के लिए नाज़ुक अवस्था है: फ़सल में अभी पानी की कमी न हो तब भी सिंचाई करें।`,
  noneNeeded: (lastDate) => `पूर्वानुमान के आख़िरी दिन ${lastDate} तक सिंचाई की ज़रूरत नहीं है।`,
  balanceStart: (date) => `पानी का हिसाब मौसम के रिकॉर्ड के पहले दिन ${date} से, भरी हुई मिट्टी मानकर शुरू होता है।`,
  postponed: (from, to) => `पूर्वानुमान की बारिश जड़ों के पास की मिट्टी भर देगी, इसलिए सिंचाई ${from} से ${to ? `${to} तक` : 'पूर्वानुमान के बाद तक'} टल गई है।`,
  paddyRule: (rule, alternateWettingDrying, rawMm) => {
    const ponded = rule ? `रोपाई के बाद पहले ${rule.keepPondedDays} दिन पानी खड़ा रखें; उसके बाद ` : '';
    if (alternateWettingDrying) return `${ponded}बारी-बारी से भरें और सुखाएँ: मिट्टी से ${rawMm} mm पानी खर्च होने पर फिर पानी भरें।`;
    if (rule) return `${ponded}खड़ा पानी सूखने के ${rule.daysAfterSoakIn} दिन बाद सिंचाई करें।`;
    return 'जिस दिन खड़ा पानी सूख जाए, उसी दिन खेत में फिर पानी भरा जाता है।';
  },
  rainCounted: (days) =>
    `पूर्वानुमान की जो बारिश गिनी गई: ${days.map((day) => `${day.date} को ${day.forecast} mm में से ${day.counted} mm`).join(', ')} (बारिश की संभावना के हिसाब से)।`,
  rainNotCounted: (days, forecastRainDays) =>
    `नहीं गिनी गई: ${days.map((day) => `${day.date} को ${day.forecast} mm`).join(', ')} (बहुत अनिश्चित, या पहले ${forecastRainDays} दिनों के बाद की)।`,
  criticalStages: (region, stages, avoid) => ` पानी के लिए नाज़ुक अवस्थाएँ (${region}): ${stages.join('; ')}।` + (avoid.length ? ` ${avoid.join(' ')}` : ''),
};

export const scheduleSentences: Record<Language, ScheduleSentences> = { en: english, hi: hindi };
