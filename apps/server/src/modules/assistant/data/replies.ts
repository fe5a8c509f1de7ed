/**
 * The assistant's sentences, in English and in Hindi. No facts live here: figures, names and products come from the
 * crop catalogue, the engines and the prose pages, and are passed in; a Devanagari question gets the Hindi sentences
 * around the same facts.
 */
import { hindiUnit, knowledge, type DeficientNutrient } from '../../../knowledge';
import { dayInWords } from '../../../lib/calendar-words';
import type { Topic } from './vocabulary';
import type { YieldUnit } from '@farmsight/contracts';

export const ASSISTANT_NAME = 'AI Samadhan';

export type Language = 'en' | 'hi';

const nutrientsHi: Record<DeficientNutrient, string> = {
  nitrogen: 'नाइट्रोजन',
  phosphorus: 'फास्फोरस',
  potassium: 'पोटाश',
  sulphur: 'गंधक (सल्फर)',
  zinc: 'जिंक (जस्ता)',
  iron: 'लोहा (आयरन)',
  manganese: 'मैंगनीज',
  boron: 'बोरॉन',
  magnesium: 'मैग्नीशियम',
  calcium: 'कैल्शियम',
  copper: 'तांबा (कॉपर)',
  molybdenum: 'मॉलिब्डेनम',
};

/** The farmer's unit choice from the profile, as the answers use it (ADR 0049). */
export interface FarmerUnits {
  /** A local land unit (bigha, kanal…) with its size in the farm's state: doses are also given per one of it. */
  land?: { name: string; hectares: number };
  /** Yields in this unit first (its name in the answer's language). */
  yield?: { unit: YieldUnit; name: string };
}

export interface Replies {
  /** Set for a farmer who chose units in the profile; absent, answers give per acre and per ha only. */
  farmerUnits?: FarmerUnits;
  offTopic: string;
  greeting: string;
  /** Nothing to answer from: the nearest topics or pages, when there are some. */
  dontKnow(nearest: string[]): string;
  /** The crop is known, the topic is not in the catalogue for it yet. */
  noFacts(topic: string, crop: string, available: string[]): string;
  /** After the nearest facts, when the question asks something they do not cover. */
  notExactly(words: string): string;
  /** A crop outside the catalogue: asked back when the farmer's word was only close to its name. */
  otherCrop(name: string, localName: string, exact: boolean): string;
  /** Two close readings of a word: which one the farmer means. */
  whichOne(options: string[]): string;
  /** In a pest's answer: products that make this pest worse. */
  resurgence(group: string, products: string, effect: string): string;
  /** A product asked about for a pest it makes worse: the answer is no. */
  dontSpray(product: string, pest: string, crop: string, group: string, effect: string): string;
  /** Registered or recommended products to use instead. */
  useInstead: string;
  /** After an answer whose catalogue notes are in English only and were left out of the Hindi answer. */
  detailsInEnglish: string;
  /** Before a prose page, which is written in English only. */
  pageInEnglish: string;
  /** The KVK of the farmer's district, from the cited list. */
  districtKvk(name: string, host: string, phone: string | undefined): string;
  /** The state agriculture department's offices and the district's KVK. */
  localOffices(state: string | undefined, kvkUrl: string): string;
  /** A product the catalogue has for other crops, not for this one. */
  noDose(ai: string, crop: string): string;
  /** A crop question without a crop. */
  whichCrop(topic: string): string;
  /** What the answer understood, shown under it: "For moong in Punjab". */
  understood(crop: string | undefined, region: string | undefined): string | undefined;
  heading(topic: string, crop: string, region: string): string;
  fellBack(own: string, used: string): string;
  topicNames: Record<Topic, string>;
  seasonNames: Record<string, string>;
  /** '25 September'. */
  day(monthDay: string): string;
  sowingWindow(season: string | undefined, from: string, to: string): string;
  perArea(amount: string, unit: string, per: 'acre' | 'ha', otherAmount: string): string;
  /** The same dose per the farmer's own land unit, after `perArea`: "; 10 kg per bigha". */
  perLocalUnit(amount: string, unit: string, localUnit: string): string;
  /** A dose per kg of seed, per litre of water or per plant: no area to convert. */
  perOther(amount: string, unit: string, per: string): string;
  nutrientsPerPlant(n: string, p: string, k: string): string;
  seedRate(rate: string): string;
  spacing(rowCm: string, plantCm: string | undefined): string;
  nutrients(n: string, p: string, k: string, per: 'acre' | 'ha', other: { n: string; p: string; k: string }): string;
  products(urea: number, dap: number, mop: number, ureaWithSsp: number, ssp: number): string;
  irrigationCount(count: string): string;
  criticalStages(stages: string): string;
  avoid(text: string): string;
  pestList(crop: string, names: string): string;
  threshold(text: string): string;
  /** Chemical control taken from another region's practice. */
  chemicalsFrom(region: string): string;
  /** Heads the products CIB&RC registers for the crop against the pest. */
  registeredFor: string;
  /** DES's sowing and harvest window for the farm's state (the label is already in the answer's language). */
  officialWindow(label: string): string;
  cultural(text: string): string;
  biological(text: string): string;
  chemical(product: string, rate: string | undefined, water: string | undefined, timing: string | undefined, waitingDays: number | undefined): string;
  /** A product's timing note from the catalogue in the answer's language; none where it has no wording in it yet. */
  timing(text: string): string | undefined;
  chemicalOutsideIndia(ai: string): string;
  /** 'manganese deficiency', as a heading's topic. */
  deficiency(nutrient: DeficientNutrient): string;
  symptoms(text: string): string;
  prevention(text: string): string;
  /** A fertilizer salt or chelate against a deficiency: no spray-safety line, it is not a pesticide. */
  correction(product: string, rate: string | undefined, water: string | undefined, timing: string | undefined): string;
  correctionOutsideIndia(ai: string): string;
  yieldRange(low: number, high: number, lowAcre: number, highAcre: number): string;
  /** A yield range in the farmer's chosen unit ("quintals per hectare"), then in t per ha. */
  yieldRangeIn(low: string, high: string, unitName: string, lowTonnes: number, highTonnes: number): string;
  climate(minC: number, maxC: number, phLow: number, phHigh: number, soils: string, seasons: string): string;
  bannedProduct(ai: string, status: string, note: string | undefined): string;
  noLivePrices(crop: string | undefined, portals: string): string;
  noForecast(services: string): string;
  kisanCallCentre: string;
  schemeHelpline(scheme: string, number: string): string;
  /** Where today falls in a scheme's instalment calendar, and the next instalment. */
  instalmentNow(current: string, next: string, nextWhat: string): string;
  /** The scheme's site announces each release date. */
  releaseAnnounced(website: string): string;
  noteLabel: string;
  /** The farmer's region when the profile has no location. */
  yourRegion: string;
  /** The unit of spray water. */
  litres: string;
}


export const english: Replies = {
  offTopic: 'Sorry, I can only help with farming: crops, soil, water and irrigation, pests and diseases, weather risks and government schemes for farmers.',
  greeting: `Namaste! I am ${ASSISTANT_NAME}. Ask me about your crops: varieties, sowing time, seed rate, fertilizer, irrigation, weeds, pests and diseases, harvest, or government schemes.`,
  dontKnow: (nearest) =>
    nearest.length > 0
      ? `I don't know that yet, and I won't guess. The nearest topics I can help with are: ${nearest.join('; ')}. For expert advice, call the Kisan Call Centre on 1800-180-1551.`
      : "I don't know that yet, and I won't guess. For expert advice, call the Kisan Call Centre on 1800-180-1551.",
  noFacts: (topic, crop, available) =>
    `I don't know the ${topic} for ${crop} yet, and I won't guess.${available.length ? ` For ${crop} I can tell you about: ${available.join(', ')}.` : ''} For expert advice, call the Kisan Call Centre on 1800-180-1551.`,
  notExactly: (words) => `I have no advice yet on exactly "${words}"; the above is what I know on the topic.`,
  otherCrop: (name, localName, exact) =>
    `${exact ? '' : `Do you mean ${name} (${localName})? `}I don't have advice for ${name} yet, and I won't give another crop's advice instead. Your district's Krishi Vigyan Kendra or the Kisan Call Centre (1800-180-1551) can help with ${name}.`,
  whichOne: (options) => `Do you mean ${options.slice(0, -1).join(', ')} or ${options.at(-1)}? Tell me which, and I will answer for it.`,
  resurgence: (group, products, effect) => `Do not spray ${group} (${products}) against it: ${effect}.`,
  dontSpray: (product, pest, crop, group, effect) =>
    `No. Do not spray ${product} against ${pest} in ${crop}. It is one of the ${group}: ${effect}.`,
  useInstead: 'Use instead:',
  detailsInEnglish: '',
  pageInEnglish: '',
  districtKvk: (name, host, phone) => `Your district's Krishi Vigyan Kendra: ${name}, run by ${host}${phone ? `, phone ${phone}` : ''}.`,
  localOffices: (state, kvkUrl) =>
    `${state ? `${state} agriculture department` : 'Your state agriculture department'}: the block agriculture officer or the district agriculture office. Your district's Krishi Vigyan Kendra (KVK): addresses and phone numbers at ${kvkUrl}`,
  noDose: (ai, crop) =>
    `I don't have a recommended dose of ${ai} for ${crop}, and I won't borrow one from another crop. Ask me about the pest or weed by name, or call the Kisan Call Centre on 1800-180-1551.`,
  whichCrop: (topic) => `Which crop do you mean? Tell me the crop (for example wheat, paddy, cotton or moong) and I will give you its ${topic}.`,
  understood: (crop, region) => (crop && region ? `For ${crop} in ${region}` : crop ? `For ${crop}` : region ? `For ${region}` : undefined),
  heading: (topic, crop, region) => `${topic[0]!.toUpperCase()}${topic.slice(1)} for ${crop} (${region}):`,
  fellBack: (own, used) => `No entry for ${own} yet; this is ${used === 'general guidance' ? 'the general guidance' : `${used}'s practice`}.`,
  topicNames: {
    varieties: 'varieties',
    sowing: 'sowing time',
    seedRate: 'seed rate',
    seedTreatment: 'seed treatment',
    spacing: 'spacing',
    nutrients: 'fertilizer dose',
    irrigation: 'irrigation',
    weeds: 'weed control',
    pests: 'pests and diseases',
    harvest: 'harvest and yield',
    storage: 'storage',
    climate: 'climate and soil',
    market: 'market price',
    weather: 'weather',
    contact: 'contact numbers',
    scheme: 'government schemes',
  },
  seasonNames: { kharif: 'Kharif', rabi: 'Rabi', zaid: 'Zaid (summer)', perennial: 'Perennial' },
  day: (monthDay) => dayInWords(monthDay, 'en'),
  sowingWindow: (season, from, to) => `${season ? `${season}: ` : ''}${from} to ${to}`,
  perArea: (amount, unit, per, otherAmount) => `${amount} ${unit} per ${per} (${otherAmount} ${unit} per ${per === 'acre' ? 'ha' : 'acre'})`,
  perLocalUnit: (amount, unit, localUnit) => `; ${amount} ${unit} per ${localUnit}`,
  perOther: (amount, unit, per) => `${amount} ${unit} per ${per}`,
  nutrientsPerPlant: (n, p, k) => `N ${n}, P2O5 ${p} and K2O ${k} kg per plant`,
  seedRate: (rate) => `Seed rate: ${rate}`,
  spacing: (rowCm, plantCm) => `Rows ${rowCm} cm apart${plantCm ? `, plants ${plantCm} cm apart in the row` : ''}`,
  nutrients: (n, p, k, per, other) =>
    `N ${n}, P2O5 ${p} and K2O ${k} kg per ${per} (N ${other.n}, P2O5 ${other.p}, K2O ${other.k} kg per ${per === 'acre' ? 'ha' : 'acre'})`,
  products: (urea, dap, mop, ureaWithSsp, ssp) =>
    `As fertilizers per acre: about ${dap} kg DAP, ${urea} kg urea and ${mop} kg MOP (or ${ssp} kg SSP with ${ureaWithSsp} kg urea)`,
  irrigationCount: (count) => `Irrigations: ${count}`,
  criticalStages: (stages) => `Do not miss water at: ${stages}`,
  avoid: (text) => `Avoid: ${text}`,
  pestList: (crop, names) => `Pests and diseases of ${crop} I have advice for: ${names}. Ask me about one by name.`,
  threshold: (text) => `Spray only when: ${text}`,
  chemicalsFrom: (region) => `Chemical control (${region === 'general guidance' ? 'general guidance' : `${region}'s practice`}):`,
  registeredFor: 'Registered for this use in India (national registration, CIB&RC):',
  officialWindow: (label) => `Official calendar: ${label}`,
  cultural: (text) => `Without chemicals: ${text}`,
  biological: (text) => `Biological control: ${text}`,
  deficiency: (nutrient) => `${nutrient} deficiency`,
  symptoms: (text) => `Signs: ${text}`,
  prevention: (text) => `To prevent it: ${text}`,
  correction: (product, rate, water, timing) => `${product}${rate ? `: ${rate}` : ''}${water ? ` in ${water}` : ''}${timing ? `, ${timing}` : ''}.`,
  correctionOutsideIndia: (ai) => `${ai}, at the rate a soil or leaf test and your local extension service advise.`,
  chemical: (product, rate, water, timing, waitingDays) =>
    `${product}${rate ? `: ${rate}` : ''}${water ? ` in ${water}` : ''}${timing ? `, ${timing}` : ''}. Read the label, wear gloves and a mask while spraying${
      waitingDays !== undefined ? `, and wait ${waitingDays} days before harvest` : ', and keep the waiting period before harvest that the label gives'
    }.`,
  timing: (text) => text,
  chemicalOutsideIndia: (ai) => `${ai}: use a product registered in your country at its label rate. Read the label, wear gloves and a mask while spraying.`,
  yieldRange: (low, high, lowAcre, highAcre) => `Typical yield: ${low}-${high} t per ha (about ${lowAcre}-${highAcre} quintals per acre)`,
  yieldRangeIn: (low, high, unitName, lowTonnes, highTonnes) => `Typical yield: about ${low}-${high} ${unitName} (${lowTonnes}-${highTonnes} t per ha)`,
  climate: (minC, maxC, phLow, phHigh, soils, seasons) => `Grows at ${minC}-${maxC} °C, soil pH ${phLow}-${phHigh}, on ${soils}; seasons: ${seasons}`,
  bannedProduct: (ai, status, note) =>
    `Do not use ${ai}: it is ${status} in India${note ? ` (${note})` : ''}. Ask me about the pest and I will give a registered option, or call the Kisan Call Centre on 1800-180-1551.`,
  noLivePrices: (crop, portals) =>
    `I don't have live market prices${crop ? ` for ${crop}` : ''}, so I won't guess a rate. Today's mandi prices are on ${portals}.`,
  noForecast: (services) => `Weather forecasts are not available in FarmSight yet. For your district's forecast, see ${services}.`,
  kisanCallCentre: 'Kisan Call Centre (free, 6 am to 10 pm, in 22 languages): 1800-180-1551',
  schemeHelpline: (scheme, number) => `${scheme} helpline: ${number}`,
  instalmentNow: (current, next, nextWhat) => `We are now in the ${current} period; the next is ${next}: ${nextWhat}.`,
  releaseAnnounced: (website) => `The release date is announced on ${website}`,
  noteLabel: 'Note',
  litres: 'litres of water',
  yourRegion: 'your region (set your farm location in your profile)',
};

export const hindi: Replies = {
  offTopic: 'माफ़ कीजिए, मैं केवल खेती से जुड़े सवालों में मदद कर सकता हूँ: फसल, मिट्टी, सिंचाई, कीट और रोग, मौसम के जोखिम और किसानों की सरकारी योजनाएँ।',
  greeting: `नमस्ते! मैं ${ASSISTANT_NAME} हूँ। अपनी फसल के बारे में पूछिए: किस्में, बुवाई का समय, बीज दर, खाद, सिंचाई, खरपतवार, कीट और रोग, कटाई या सरकारी योजनाएँ।`,
  dontKnow: (nearest) =>
    nearest.length > 0
      ? `यह मुझे अभी नहीं पता, और मैं अंदाज़ा नहीं लगाऊँगा। इनसे जुड़े सवालों में मदद कर सकता हूँ: ${nearest.join('; ')}। विशेषज्ञ सलाह के लिए किसान कॉल सेंटर 1800-180-1551 पर फोन करें।`
      : 'यह मुझे अभी नहीं पता, और मैं अंदाज़ा नहीं लगाऊँगा। विशेषज्ञ सलाह के लिए किसान कॉल सेंटर 1800-180-1551 पर फोन करें।',
  noFacts: (topic, crop, available) =>
    `${crop} के लिए ${topic} की जानकारी अभी मेरे पास नहीं है, और मैं अंदाज़ा नहीं लगाऊँगा।${available.length ? ` ${crop} के बारे में मैं बता सकता हूँ: ${available.join(', ')}।` : ''} विशेषज्ञ सलाह के लिए किसान कॉल सेंटर 1800-180-1551 पर फोन करें।`,
  notExactly: (words) => `ठीक "${words}" के बारे में मेरे पास अभी सलाह नहीं है; ऊपर इस विषय पर मेरी जानकारी है।`,
  otherCrop: (name, localName, exact) =>
    `${exact ? '' : `क्या आपका मतलब ${localName} से है? `}${localName} की सलाह अभी मेरे पास नहीं है, और मैं किसी दूसरी फसल की सलाह नहीं दूँगा। ${localName} के लिए अपने ज़िले के कृषि विज्ञान केंद्र या किसान कॉल सेंटर (1800-180-1551) से संपर्क करें।`,
  whichOne: (options) => `क्या आपका मतलब ${options.slice(0, -1).join(', ')} या ${options.at(-1)} से है? बताइए कौन-सा, मैं उसी की जानकारी दूँगा।`,
  resurgence: (group, products, effect) => `इस पर ${group} (${products}) का छिड़काव न करें: ${effect}।`,
  dontSpray: (product, pest, crop, group, effect) => `नहीं। ${crop} में ${pest} पर ${product} का छिड़काव न करें। यह ${group} में से है: ${effect}।`,
  useInstead: 'इसकी जगह इस्तेमाल करें:',
  detailsInEnglish: 'लक्षण, समय और बाकी विवरण अभी केवल अंग्रेज़ी में हैं: पूरी जानकारी के लिए यही सवाल अंग्रेज़ी में पूछें।',
  pageInEnglish: 'यह जानकारी अभी केवल अंग्रेज़ी में उपलब्ध है:',
  districtKvk: (name, host, phone) => `आपके ज़िले का कृषि विज्ञान केंद्र: ${name}, संचालक ${host}${phone ? `, फोन ${phone}` : ''}।`,
  localOffices: (state, kvkUrl) =>
    `${state ? `${state} का कृषि विभाग` : 'आपके राज्य का कृषि विभाग'}: ब्लॉक कृषि अधिकारी या ज़िला कृषि कार्यालय। आपके ज़िले का कृषि विज्ञान केंद्र (KVK): पते और फोन नंबर ${kvkUrl} पर`,
  noDose: (ai, crop) =>
    `${crop} में ${ai} की सिफारिश की गई मात्रा मेरे पास नहीं है, और मैं किसी दूसरी फसल की मात्रा नहीं बताऊँगा। कीट या खरपतवार का नाम लेकर पूछिए, या किसान कॉल सेंटर 1800-180-1551 पर फोन करें।`,
  whichCrop: (topic) => `आप किस फसल की बात कर रहे हैं? फसल का नाम बताइए (जैसे गेहूं, धान, कपास या मूंग), मैं उसकी ${topic} बताऊँगा।`,
  understood: (crop, region) => (crop && region ? `${region} में ${crop} के लिए` : crop ? `${crop} के लिए` : region ? `${region} के लिए` : undefined),
  heading: (topic, crop, region) => `${crop}: ${topic} (${region}):`,
  fellBack: (own, used) => `${own} के लिए अभी जानकारी नहीं है; यह ${used === 'सामान्य सलाह' ? 'सामान्य सलाह' : `${used} की सिफारिश`} है।`,
  topicNames: {
    varieties: 'उन्नत किस्में',
    sowing: 'बुवाई का समय',
    seedRate: 'बीज दर',
    seedTreatment: 'बीज उपचार',
    spacing: 'पौधों की दूरी',
    nutrients: 'खाद की मात्रा',
    irrigation: 'सिंचाई',
    weeds: 'खरपतवार नियंत्रण',
    pests: 'कीट और रोग',
    harvest: 'कटाई और उपज',
    storage: 'भंडारण',
    climate: 'जलवायु और मिट्टी',
    market: 'मंडी भाव',
    weather: 'मौसम',
    contact: 'संपर्क नंबर',
    scheme: 'सरकारी योजनाएँ',
  },
  seasonNames: { kharif: 'खरीफ', rabi: 'रबी', zaid: 'जायद', perennial: 'बहुवर्षीय' },
  day: (monthDay) => dayInWords(monthDay, 'hi'),
  sowingWindow: (season, from, to) => `${season ? `${season}: ` : ''}${from} से ${to} तक`,
  perLocalUnit: (amount, unit, localUnit) => `; ${amount} ${hindiUnit(unit)} प्रति ${localUnit}`,
  perArea: (amount, unit, per, otherAmount) =>
    `${amount} ${hindiUnit(unit)} प्रति ${per === 'acre' ? 'एकड़' : 'हेक्टेयर'} (${otherAmount} ${hindiUnit(unit)} प्रति ${per === 'acre' ? 'हेक्टेयर' : 'एकड़'})`,
  perOther: (amount, unit, per) => `${amount} ${hindiUnit(unit)} प्रति ${per === 'kg seed' ? 'किलो बीज' : per === 'litre of water' ? 'लीटर पानी' : per === 'plant' ? 'पौधा' : per}`,
  nutrientsPerPlant: (n, p, k) => `प्रति पौधा: नाइट्रोजन ${n}, फास्फोरस (P2O5) ${p} और पोटाश (K2O) ${k} किलो`,
  seedRate: (rate) => `बीज दर: ${rate}`,
  spacing: (rowCm, plantCm) => `कतार से कतार ${rowCm} सेमी${plantCm ? `, पौधे से पौधे ${plantCm} सेमी` : ''}`,
  nutrients: (n, p, k, per, other) =>
    `नाइट्रोजन ${n}, फास्फोरस (P2O5) ${p} और पोटाश (K2O) ${k} किलो प्रति ${per === 'acre' ? 'एकड़' : 'हेक्टेयर'} (प्रति ${per === 'acre' ? 'हेक्टेयर' : 'एकड़'}: N ${other.n}, P2O5 ${other.p}, K2O ${other.k} किलो)`,
  products: (urea, dap, mop, ureaWithSsp, ssp) =>
    `खाद के रूप में प्रति एकड़: लगभग ${dap} किलो DAP, ${urea} किलो यूरिया और ${mop} किलो MOP (या ${ssp} किलो SSP के साथ ${ureaWithSsp} किलो यूरिया)`,
  irrigationCount: (count) => `सिंचाइयाँ: ${count}`,
  criticalStages: (stages) => `इन अवस्थाओं पर पानी ज़रूर दें: ${stages}`,
  avoid: (text) => `न करें: ${text}`,
  pestList: (crop, names) => `${crop} के इन कीटों और रोगों की सलाह मेरे पास है: ${names}। किसी एक का नाम लेकर पूछिए।`,
  threshold: (text) => `छिड़काव तभी करें जब: ${text}`,
  chemicalsFrom: (region) => `रासायनिक नियंत्रण (${region} की सिफारिश):`,
  registeredFor: 'भारत में इसके लिए पंजीकृत दवाएँ (राष्ट्रीय पंजीकरण, CIB&RC):',
  officialWindow: (label) => `सरकारी कैलेंडर: ${label}`,
  cultural: (text) => `बिना रसायन के: ${text}`,
  biological: (text) => `जैविक नियंत्रण: ${text}`,
  deficiency: (nutrient) => `${nutrientsHi[nutrient]} की कमी`,
  symptoms: (text) => `लक्षण: ${text}`,
  prevention: (text) => `बचाव: ${text}`,
  correction: (product, rate, water, timing) => `${product}${rate ? `: ${rate}` : ''}${water ? `, ${water} पानी में` : ''}${timing ? `, ${timing}` : ''}।`,
  correctionOutsideIndia: (ai) => `${ai}, मिट्टी या पत्ती की जाँच और स्थानीय कृषि विभाग की सलाह के अनुसार।`,
  chemical: (product, rate, water, timing, waitingDays) =>
    `${product}${rate ? `: ${rate}` : ''}${water ? `, ${water} पानी में` : ''}${timing ? `, ${timing}` : ''}। लेबल पढ़ें, छिड़काव के समय दस्ताने और मास्क पहनें${
      waitingDays !== undefined ? `, और कटाई से ${waitingDays} दिन पहले तक छिड़काव न करें` : ', और लेबल में दी गई कटाई से पहले की अवधि का पालन करें'
    }।`,
  // Timings are worded in hindi-phrases.json where the loader asks for them (the weed-control entries'); a Hindi
  // answer leaves out the rest, which the catalogue holds in English only.
  timing: (text) => knowledge().catalogue.hindiPhrases[text],
  chemicalOutsideIndia: (ai) => `${ai}: अपने देश में पंजीकृत उत्पाद लेबल की मात्रा पर इस्तेमाल करें। लेबल पढ़ें, दस्ताने और मास्क पहनें।`,
  yieldRange: (low, high, lowAcre, highAcre) => `सामान्य उपज: ${low}-${high} टन प्रति हेक्टेयर (लगभग ${lowAcre}-${highAcre} क्विंटल प्रति एकड़)`,
  yieldRangeIn: (low, high, unitName, lowTonnes, highTonnes) => `सामान्य उपज: लगभग ${low}-${high} ${unitName} (${lowTonnes}-${highTonnes} टन प्रति हेक्टेयर)`,
  // The catalogue names soils in English: the Hindi answer gives the figures and seasons.
  climate: (minC, maxC, phLow, phHigh, _soils, seasons) => `तापमान ${minC}-${maxC} °C, मिट्टी का pH ${phLow}-${phHigh}; मौसम: ${seasons}`,
  // The list's notes are in English: the Hindi answer says banned or restricted and points to the registered options.
  bannedProduct: (ai, status) =>
    `${ai} का इस्तेमाल न करें: भारत में यह ${status === 'banned' ? 'प्रतिबंधित' : status === 'restricted' ? 'सीमित उपयोग वाला' : status} है। कीट का नाम बताइए, मैं पंजीकृत विकल्प बताऊँगा, या किसान कॉल सेंटर 1800-180-1551 पर फोन करें।`,
  noLivePrices: (crop, portals) => `मेरे पास${crop ? ` ${crop} के` : ''} ताज़ा मंडी भाव नहीं हैं, इसलिए मैं कोई भाव नहीं बताऊँगा। आज के मंडी भाव यहाँ देखें: ${portals}।`,
  noForecast: (services) => `FarmSight में अभी मौसम का पूर्वानुमान उपलब्ध नहीं है। अपने ज़िले का पूर्वानुमान यहाँ देखें: ${services}।`,
  kisanCallCentre: 'किसान कॉल सेंटर (निःशुल्क, सुबह 6 से रात 10 बजे, 22 भाषाओं में): 1800-180-1551',
  schemeHelpline: (scheme, number) => `${scheme} हेल्पलाइन: ${number}`,
  instalmentNow: (current, next, nextWhat) => `अभी ${current} की अवधि चल रही है; अगली अवधि ${next} है: ${nextWhat}।`,
  releaseAnnounced: (website) => `किस्त जारी होने की तारीख ${website} पर घोषित होती है।`,
  noteLabel: 'ध्यान दें',
  litres: 'लीटर',
  yourRegion: 'आपके क्षेत्र (प्रोफ़ाइल में खेत का स्थान जोड़ें)',
};

export const replies: Record<Language, Replies> = { en: english, hi: hindi };

/**
 * The answer's language, predictable from what the farmer sees: a question in Devanagari is answered in Hindi; any
 * other in the farmer's saved language when the assistant speaks it (a Hindi speaker typing "gehu me khad" gets
 * Hindi), else in English.
 */
export const languageOf = (text: string, saved?: string | null): Language =>
  /[\u0900-\u097F]/.test(text) ? 'hi' : saved && Object.hasOwn(replies, saved) ? (saved as Language) : 'en';
