import { NOT_PROVIDED, type Language } from '@farmsight/contracts';

/** The nutrients and the pH as a sentence names them. */
export type SoilTopic = 'pH' | 'nitrogen' | 'phosphorus' | 'potassium';
type Oxide = 'P2O5' | 'K2O';

/** The lime advice's figures: the pH rise, the rate range in t/acre and t/ha, and the per-unit rates by texture. */
interface LimeFigures {
  rise: number;
  targetLow: number;
  targetHigh: number;
  low: number;
  high: number;
  lowHa: number;
  highHa: number;
  sandy: number;
  clay: number;
}

/**
 * Every sentence of the soil report's detailed reading and recommendations (ADR 0051: the server words its sentences
 * in the request's language; Hindi may reorder the figures). Figures and class names come in from the data files.
 */
export interface SoilSentences {
  notProvided: (topic: SoilTopic) => string;
  testFirst: (topic: SoilTopic) => string;
  importance: Record<SoilTopic, string>;
  lime: (figures: LimeFigures) => [string, string, string];
  noLimeOnAlkaline: [string, string];
  calcareous: (sulfurTons: number) => string;
  sulfurIfNoFreeLime: string;
  sodic: string;
  phInterpretation: (className: string, pH: number, meaning: string) => string;
  phKeep: (pH: number, low: number, high: number) => string;
  nitrateTest: (criticalPpm: number) => string;
  nitrogenSufficient: (ppm: number, test: string) => string;
  nitrogenSufficientAdvice: string;
  nitrogenDeficient: (ppm: number, test: string) => string;
  nitrogenDeficientAdvice: (need: number, needHa: number, perPpm: number, criticalPpm: number) => [string, string, string];
  buildUp: (topic: SoilTopic, rate: number, oxide: Oxide, rateHa: number) => [string, string];
  maintenance: (oxide: Oxide) => string;
  noneVeryHigh: (topic: SoilTopic, oxide: Oxide) => string;
  noneThisYear: (topic: SoilTopic) => string;
  labInterpretation: (className: string, ppm: number, extractant: string, topic: SoilTopic, chance: string, note: string) => string;
  phosphorusNoPh: string;
  phosphorusOlsen: (pH: number) => string;
  phosphorusBray: (pH: number) => string;
  phNotGiven: { description: string; recommendation: string };
  phDescription: (className: string, pH: number, low: number, high: number) => string;
  limeBeforeFertilizer: string;
  phKeepGeneral: string;
  cardDoseSame: (topic: SoilTopic | 'it') => string;
  cardDoseChanged: (percent: number, more: boolean, topic: SoilTopic | 'it') => string;
  limeFirst: string;
  nitrogenNotTested: string;
  nitrogenSidedress: (need: number, needHa: number) => string;
  nitrogenNone: string;
  nutrientNotTested: (topic: SoilTopic, oxide: Oxide) => string;
  nutrientBuildUp: (topic: SoilTopic, rate: number, oxide: Oxide) => string;
  nutrientMaintenance: (topic: SoilTopic) => string;
  nutrientNone: (topic: SoilTopic) => string;
  labPlanDescription: string;
  cardStep: (topic: SoilTopic, rating: string, dose: string) => string;
  cardNotTested: (topic: SoilTopic, oxide: Oxide | 'N') => string;
  cardPlanDescription: (lowDose: string, highDose: string) => string;
  organicMatter: { base: [string, string]; legume: string; phosphorusHigh: string; manure: string; alkaline: string; description: string };
  buildUpBeforePlanting: (topics: SoilTopic[]) => string;
  legumesLimeFirst: string;
  cropsNoPh: string;
  cropsNone: (pH: number) => string;
  cropsMatched: (pH: number, nitrogenShort: boolean) => string;
  cropsChoose: string;
  cropsReclaim: string;
  cardInterpretation: (rating: string, value: number, unit: string, topic: SoilTopic, norm: string) => string;
  cardAdvice: (dose: string) => string;
  /** A class or rating name ('Slightly acid', 'Optimum', 'Low') in the language. */
  rating: (name: string) => string;
  /** The norms the report's rating lines are read against. */
  norms: {
    ph: (low: number, high: number) => string;
    fertility: (medium: number, high: number, unit: string) => string;
    nitrate: (criticalPpm: number) => string;
    labClass: (min: number, max: number, extractant: string) => string;
    salinity: (classes: { rating: string; below: number }[], unit: string) => string;
    critical: (below: number, unit: string) => string;
  };
}

const english: SoilSentences = {
  notProvided: (topic) => `${NOT_PROVIDED}: no ${topic} value was given, so it cannot be interpreted.`,
  testFirst: (topic) => `Have the ${topic} tested and analyse again before deciding on ${topic === 'pH' ? 'lime or sulfur' : 'fertilizer'}.`,
  importance: {
    pH: 'pH controls which nutrients the roots can take up, whether aluminium becomes toxic, and how well soil life and legume nodules work.',
    nitrogen: 'Nitrogen builds proteins and chlorophyll; it drives leaf growth and yield and is the nutrient crops lack most often.',
    phosphorus: 'Phosphorus carries energy in the plant (ATP); it drives early root growth, flowering and seed set.',
    potassium: 'Potassium regulates water use through the stomata, strengthens stalks and improves disease and drought tolerance.',
  },
  lime: ({ rise, targetLow, targetHigh, low, high, lowHa, highHa, sandy, clay }) => [
    `Raise the pH: apply agricultural limestone to bring it up about ${rise} units to ${targetLow}-${targetHigh}.`,
    `Typical rate: ${low}-${high} t/acre (${lowHa}-${highHa} t/ha), about ${sandy} t/acre per pH unit on sandy soils and up to ${clay} on clays; the lab's buffer-pH lime requirement sets the exact rate.`,
    'Work the lime into the top 15-20 cm several months before planting and test again after a year; split rates above 4 t/acre.',
  ],
  noLimeOnAlkaline: [
    'Do not apply lime or wood ash: they raise the pH further.',
    'Use acidifying fertilizers (ammonium sulfate, urea) and band phosphorus near the seed so less of it is fixed by calcium.',
  ],
  calcareous: (sulfurTons) =>
    `Test for free lime (fizz with dilute acid). On calcareous soil sulfur is uneconomic: ${sulfurTons} t/acre of elemental sulfur only neutralises 1% carbonate in the top 15 cm. Choose tolerant crops and correct iron and zinc with chelated or foliar sprays instead.`,
  sulfurIfNoFreeLime: 'If no free lime is present, elemental sulfur worked into the soil lowers pH over months; apply small doses and re-test.',
  sodic:
    'At pH 8.5 and above the soil is probably sodic: have exchangeable sodium (ESP) or SAR tested, then apply gypsum and leach the sodium below the root zone with good-quality water.',
  phInterpretation: (className, pH, meaning) => `${className} (pH ${pH}, USDA NRCS Soil Survey Manual soil reaction class): ${meaning}.`,
  phKeep: (pH, low, high) =>
    `No lime or sulfur needed: pH ${pH} is within or near the ${low}-${high} target. Re-test every 3-4 years, since nitrogen fertilizers slowly acidify the soil.`,
  nitrateTest: (criticalPpm) => `late-spring (pre-sidedress) nitrate test, critical level ${criticalPpm} ppm nitrate-N`,
  nitrogenSufficient: (ppm, test) => `Sufficient: ${ppm} ppm nitrate-N is at or above the ${test}; the soil can supply the crop's nitrogen.`,
  nitrogenSufficientAdvice:
    'No additional nitrogen is needed for corn this season. Extra nitrogen would mostly leach as nitrate; credit it when planning the next crop.',
  nitrogenDeficient: (ppm, test) => `Deficient: ${ppm} ppm nitrate-N is below the ${test}; the crop is likely to respond to nitrogen.`,
  nitrogenDeficientAdvice: (need, needHa, perPpm, criticalPpm) => [
    `Sidedress about ${need} lb N/acre (${needHa} kg N/ha) for corn: ${perPpm} lb N for each ppm below ${criticalPpm} ppm.`,
    'The test is calibrated on 0-30 cm samples taken when corn is 15-30 cm tall; for other crops use it as a guide to the nitrogen already available.',
    'Split the application and place it close to the rows to cut leaching losses.',
  ],
  buildUp: (topic, rate, oxide, rateHa) => [
    `Build up ${topic}: apply about ${rate} lb ${oxide}/acre (${rateHa} kg/ha) for corn this season, part of it banded at planting.`,
    'Keep applying more than the crop removes until the soil tests Optimum; other crops need rates scaled to their yield.',
  ],
  maintenance: (oxide) => `Maintenance only: apply about as much ${oxide} as the harvest removes, so the level holds; there is little gain from more.`,
  noneVeryHigh: (topic, oxide) =>
    `None needed: skip ${topic} fertilizer and ${oxide === 'P2O5' ? 'avoid manure applied for nitrogen, since excess phosphorus runs off to water' : 'let crop removal draw the level down'}.`,
  noneThisYear: (topic) => `None needed this year: the soil supplies the crop's ${topic}; re-test in 2-3 years.`,
  labInterpretation: (className, ppm, extractant, topic, chance, note) =>
    `${className} (${ppm} ppm by ${extractant}, Iowa State PM 1688 classes): the chance of a profitable yield response to ${topic} fertilizer is ${chance}.${note}`,
  phosphorusNoPh: ' pH was not given, so the Bray-1/Mehlich-3 ranges are assumed; on alkaline soil use the Olsen test.',
  phosphorusOlsen: (pH) => ` The Olsen ranges are used because at pH ${pH} the soil is alkaline and Bray-1 reads falsely low.`,
  phosphorusBray: (pH) => ` The Bray-1/Mehlich-3 ranges are used because pH ${pH} is not alkaline.`,
  phNotGiven: {
    description: 'pH was not provided.',
    recommendation: 'Test soil pH first: lime or sulfur decisions and the phosphorus test choice depend on it.',
  },
  phDescription: (className, pH, low, high) => `The soil is ${className.toLowerCase()} (pH ${pH}); the target for most crops is ${low}-${high}.`,
  limeBeforeFertilizer: 'Lime before fertilizing: at this pH a large part of the phosphorus applied is fixed and wasted.',
  phKeepGeneral: 'Keep the pH where it is: re-test every 3-4 years and apply maintenance lime only when it drops below the target.',
  cardDoseSame: (topic) => `the crop's recommended dose of ${topic}`,
  cardDoseChanged: (percent, more, topic) => `${percent}% ${more ? 'more' : 'less'} ${topic === 'it' ? 'of it' : topic} than the crop's recommended dose`,
  limeFirst: 'Lime: apply it first (see pH management).',
  nitrogenNotTested: 'Nitrogen: not tested; take a late-spring nitrate test before sidedressing.',
  nitrogenSidedress: (need, needHa) => `Nitrogen: sidedress about ${need} lb N/acre (${needHa} kg N/ha).`,
  nitrogenNone: 'Nitrogen: none needed this season.',
  nutrientNotTested: (topic, oxide) => `${capital(topic)}: not tested; test before buying ${oxide}.`,
  nutrientBuildUp: (topic, rate, oxide) => `${capital(topic)}: build-up, about ${rate} lb ${oxide}/acre.`,
  nutrientMaintenance: (topic) => `${capital(topic)}: maintenance rate equal to crop removal.`,
  nutrientNone: (topic) => `${capital(topic)}: none needed.`,
  labPlanDescription: 'Rates are for a corn crop; scale them to your crop and expected yield.',
  cardStep: (topic, rating, dose) => `${capital(topic)}: ${rating}, so ${dose}.`,
  cardNotTested: (topic, oxide) => `${capital(topic)}: not tested; have it tested before buying ${oxide}.`,
  cardPlanDescription: (lowDose, highDose) =>
    `Doses follow the Soil Health Card ratings: for a Low nutrient ${lowDose}, for a High one ${highDose}. Choose a crop for the plan in bags.`,
  organicMatter: {
    base: [
      'Return crop residues and keep the soil covered with a cover crop between cash crops.',
      'Reduce tillage so organic matter builds up and the soil keeps its structure.',
    ],
    legume: 'Use a legume cover crop (clover, vetch) to add nitrogen as well as organic matter.',
    phosphorusHigh: 'Phosphorus is already high: rate manure and compost by their phosphorus, not their nitrogen.',
    manure:
      'Well-rotted manure or compost adds organic matter and supplies nitrogen, phosphorus and potassium; subtract what it supplies from the fertilizer plan.',
    alkaline: 'Organic matter also helps alkaline soils by improving structure and releasing iron and zinc in forms plants can take up.',
    description: 'Organic matter was not measured; these practices follow the USDA NRCS soil health principles and suit this report.',
  },
  buildUpBeforePlanting: (topics) => ` Build up ${topics.join(' and ')} before planting, as the fertilizer plan says.`,
  legumesLimeFirst: ' Lime first: nodules form poorly below pH 6.',
  cropsNoPh: 'pH was not provided, so crops cannot be matched to the soil reaction yet.',
  cropsNone: (pH) => `No common crop does well at pH ${pH}; correct the pH first.`,
  cropsMatched: (pH, nitrogenShort) => `Crops matched to pH ${pH}${nitrogenShort ? ' and to the nitrogen shortage' : ''}.`,
  cropsChoose: 'Choose among these groups, then follow the fertilizer plan.',
  cropsReclaim: 'Reclaim the soil as the pH management section says, then test again.',
  cardInterpretation: (rating, value, unit, topic, norm) => `${rating} (${value} ${unit} available ${topic}; Soil Health Card norms: ${norm}).`,
  cardAdvice: (dose) => `Apply ${dose}; choose a crop for its dose in bags.`,
  rating: (name) => name,
  norms: {
    ph: (low, high) => `Target ${low}-${high}; USDA NRCS Soil Survey Manual reaction classes`,
    fertility: (medium, high, unit) => `Low below ${medium}, Medium ${medium}-${high}, High above ${high} ${unit}`,
    nitrate: (criticalPpm) => `Critical level ${criticalPpm} ppm; late-spring nitrate test`,
    labClass: (min, max, extractant) => `Optimum ${min}-${max} ppm by ${extractant}; Iowa State PM 1688 classes`,
    salinity: (classes, unit) => `${classes.map((entry) => `${entry.rating} below ${entry.below}`).join(', ')} ${unit}`,
    critical: (below, unit) => `Deficient below ${below} ${unit}`,
  },
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const nutrientHi: Record<SoilTopic, string> = { pH: 'pH', nitrogen: 'नाइट्रोजन', phosphorus: 'फास्फोरस', potassium: 'पोटाश' };
const nutrientOrIt = (topic: SoilTopic | 'it') => (topic === 'it' ? 'उस तत्व' : nutrientHi[topic]);

/** The class and rating names of the pH, the lab classes and the Soil Health Card, in Hindi (the assistant's too). */
export const soilRatingsHi: Record<string, string> = {
  'Ultra acid': 'अत्यधिक अम्लीय',
  'Extremely acid': 'बहुत ज़्यादा अम्लीय',
  'Very strongly acid': 'बहुत तेज़ अम्लीय',
  'Strongly acid': 'तेज़ अम्लीय',
  'Moderately acid': 'मध्यम अम्लीय',
  'Slightly acid': 'हल्की अम्लीय',
  Neutral: 'उदासीन',
  'Slightly alkaline': 'हल्की क्षारीय',
  'Moderately alkaline': 'मध्यम क्षारीय',
  'Strongly alkaline': 'तेज़ क्षारीय',
  'Very strongly alkaline': 'बहुत तेज़ क्षारीय',
  'Very Low': 'बहुत कम',
  Low: 'कम',
  Medium: 'मध्यम',
  Optimum: 'उचित',
  High: 'अधिक',
  'Very High': 'बहुत अधिक',
  Deficient: 'कमी',
  Sufficient: 'पर्याप्त',
  Normal: 'सामान्य',
  'Critical for germination': 'अंकुरण के लिए नाज़ुक',
  'Critical for salt-sensitive crops': 'नमक न सहने वाली फ़सलों के लिए नाज़ुक',
  'Injurious to most crops': 'ज़्यादातर फ़सलों के लिए नुक़सानदेह',
};

const hindi: SoilSentences = {
  notProvided: (topic) => `${nutrientHi[topic]} का मान नहीं दिया गया, इसलिए इसे पढ़ा नहीं जा सकता।`,
  testFirst: (topic) => `${topic === 'pH' ? 'चूना या गंधक' : 'खाद'} का फ़ैसला करने से पहले ${nutrientHi[topic]} की जाँच कराएँ और फिर से विश्लेषण करें।`,
  importance: {
    pH: 'pH तय करता है कि जड़ें कौन से पोषक तत्व ले पाएँगी, एल्युमिनियम ज़हरीला होगा या नहीं, और मिट्टी के जीव और दलहन की गाँठें कितना अच्छा काम करेंगी।',
    nitrogen: 'नाइट्रोजन से प्रोटीन और हरा रंग (क्लोरोफ़िल) बनता है; यह पत्तियों की बढ़वार और उपज बढ़ाता है, और फ़सलों में सबसे ज़्यादा इसी की कमी होती है।',
    phosphorus: 'फास्फोरस पौधे में ऊर्जा पहुँचाता है; इससे शुरू में जड़ें बढ़ती हैं, फूल आते हैं और दाने बनते हैं।',
    potassium: 'पोटाश पत्तियों के छिद्रों से पानी का ख़र्च सँभालता है, तनों को मज़बूत करता है और रोग व सूखा सहने की ताक़त बढ़ाता है।',
  },
  lime: ({ rise, targetLow, targetHigh, low, high, lowHa, highHa, sandy, clay }) => [
    `pH बढ़ाएँ: खेती वाला चूना (एग्रीकल्चरल लाइमस्टोन) डालकर इसे लगभग ${rise} इकाई बढ़ाकर ${targetLow}-${targetHigh} तक लाएँ।`,
    `आम मात्रा: ${low}-${high} टन प्रति एकड़ (${lowHa}-${highHa} टन प्रति हेक्टेयर); रेतीली मिट्टी में हर pH इकाई के लिए लगभग ${sandy} टन प्रति एकड़ और चिकनी मिट्टी में ${clay} तक; सही मात्रा लैब की बफ़र-pH वाली चूने की ज़रूरत से तय होती है।`,
    'बुवाई से कई महीने पहले चूने को ऊपर की 15-20 cm मिट्टी में मिलाएँ और एक साल बाद फिर जाँच कराएँ; 4 टन प्रति एकड़ से ज़्यादा हो तो किस्तों में डालें।',
  ],
  noLimeOnAlkaline: [
    'चूना या लकड़ी की राख न डालें: इनसे pH और बढ़ता है।',
    'अम्लीय असर वाली खादें (अमोनियम सल्फ़ेट, यूरिया) डालें और फास्फोरस बीज के पास पंक्ति में डालें, ताकि कैल्शियम उसे कम बाँधे।',
  ],
  calcareous: (sulfurTons) =>
    `मिट्टी में खुला चूना है या नहीं, जाँचें (हल्के तेज़ाब से झाग उठता है)। चूने वाली मिट्टी में गंधक डालना घाटे का सौदा है: ${sulfurTons} टन प्रति एकड़ गंधक ऊपर की 15 cm मिट्टी का केवल 1% कार्बोनेट ख़त्म करता है। इसकी जगह सहनशील फ़सलें चुनें और लोहे व जिंक की कमी चिलेटेड खाद या पत्तियों पर छिड़काव से पूरी करें।`,
  sulfurIfNoFreeLime: 'अगर मिट्टी में खुला चूना नहीं है, तो मिट्टी में मिलाया गया गंधक कुछ महीनों में pH घटाता है; थोड़ी-थोड़ी मात्रा डालें और फिर जाँच कराएँ।',
  sodic:
    'pH 8.5 या उससे ज़्यादा पर मिट्टी शायद क्षारीय (सोडियम वाली) है: विनिमेय सोडियम (ESP) या SAR की जाँच कराएँ, फिर जिप्सम डालें और अच्छे पानी से सोडियम को जड़ों के नीचे तक बहा दें।',
  phInterpretation: (className, pH, meaning) => `${className} (pH ${pH}, अमेरिकी कृषि विभाग (USDA) की मिट्टी सर्वे पुस्तिका की श्रेणी): ${meaning}।`,
  phKeep: (pH, low, high) =>
    `चूने या गंधक की ज़रूरत नहीं: pH ${pH} लक्ष्य ${low}-${high} के भीतर या पास है। हर 3-4 साल में फिर जाँच कराएँ, क्योंकि नाइट्रोजन वाली खादें धीरे-धीरे मिट्टी को अम्लीय बनाती हैं।`,
  nitrateTest: (criticalPpm) => `देर बसंत की नाइट्रेट जाँच (खड़ी फ़सल में खाद से पहले), जिसकी सीमा ${criticalPpm} ppm नाइट्रेट-नाइट्रोजन है`,
  nitrogenSufficient: (ppm, test) => `पर्याप्त: ${ppm} ppm नाइट्रेट-नाइट्रोजन ${test} के बराबर या उससे ऊपर है; मिट्टी फ़सल की नाइट्रोजन दे सकती है।`,
  nitrogenSufficientAdvice: 'इस मौसम में मक्का के लिए और नाइट्रोजन की ज़रूरत नहीं। ज़्यादा नाइट्रोजन ज़्यादातर नाइट्रेट बनकर बह जाएगी; अगली फ़सल की योजना में इसे गिनें।',
  nitrogenDeficient: (ppm, test) => `कमी: ${ppm} ppm नाइट्रेट-नाइट्रोजन ${test} से नीचे है; फ़सल नाइट्रोजन डालने पर अच्छा असर दिखाएगी।`,
  nitrogenDeficientAdvice: (need, needHa, perPpm, criticalPpm) => [
    `मक्का में खड़ी फ़सल के पास लगभग ${needHa} किलो नाइट्रोजन प्रति हेक्टेयर (${need} पाउंड प्रति एकड़) डालें: ${criticalPpm} ppm से हर 1 ppm कम पर ${perPpm} पाउंड नाइट्रोजन प्रति एकड़।`,
    'यह जाँच 0-30 cm गहराई के नमूनों पर तय की गई है, जो मक्का के 15-30 cm ऊँचे होने पर लिए जाते हैं; दूसरी फ़सलों में इसे मिट्टी में पहले से मौजूद नाइट्रोजन का अंदाज़ा मानें।',
    'खाद किस्तों में डालें और पंक्तियों के पास डालें, ताकि बहकर कम बर्बाद हो।',
  ],
  buildUp: (topic, rate, oxide, rateHa) => [
    `${nutrientHi[topic]} बढ़ाएँ: इस मौसम में मक्का के लिए लगभग ${rateHa} किलो ${oxide} प्रति हेक्टेयर (${rate} पाउंड प्रति एकड़) डालें, कुछ हिस्सा बुवाई के समय पंक्ति में।`,
    'जब तक जाँच में मिट्टी सही स्तर पर न आ जाए, फ़सल जितना लेती है उससे ज़्यादा डालते रहें; दूसरी फ़सलों में मात्रा उनकी उपज के हिसाब से बदलें।',
  ],
  maintenance: (oxide) => `केवल भरपाई: फ़सल जितना ${oxide} ले जाती है, लगभग उतना ही डालें, ताकि स्तर बना रहे; इससे ज़्यादा डालने का ख़ास फ़ायदा नहीं।`,
  noneVeryHigh: (topic, oxide) =>
    `ज़रूरत नहीं: ${nutrientHi[topic]} वाली खाद न डालें और ${oxide === 'P2O5' ? 'नाइट्रोजन के लिए गोबर की खाद न डालें, क्योंकि ज़्यादा फास्फोरस बहकर पानी में जाता है' : 'फ़सल को ही स्तर धीरे-धीरे घटाने दें'}।`,
  noneThisYear: (topic) => `इस साल ज़रूरत नहीं: मिट्टी फ़सल का ${nutrientHi[topic]} दे देती है; 2-3 साल में फिर जाँच कराएँ।`,
  labInterpretation: (className, ppm, extractant, topic, chance, note) =>
    `${className} (${extractant} विधि से ${ppm} ppm, आयोवा स्टेट विश्वविद्यालय की श्रेणियाँ): ${nutrientHi[topic]} वाली खाद से मुनाफ़े वाली बढ़त की संभावना ${chance} है।${note}`,
  phosphorusNoPh: ' pH नहीं दिया गया, इसलिए ब्रे-1/मेहलिक-3 की सीमाएँ मानी गईं; क्षारीय मिट्टी में ओल्सेन जाँच कराएँ।',
  phosphorusOlsen: (pH) => ` ओल्सेन की सीमाएँ ली गईं, क्योंकि pH ${pH} पर मिट्टी क्षारीय है और ब्रे-1 जाँच ग़लत कम पढ़ती है।`,
  phosphorusBray: (pH) => ` ब्रे-1/मेहलिक-3 की सीमाएँ ली गईं, क्योंकि pH ${pH} क्षारीय नहीं है।`,
  phNotGiven: { description: 'pH नहीं दिया गया।', recommendation: 'पहले मिट्टी का pH जँचवाएँ: चूना या गंधक का फ़ैसला और फास्फोरस की जाँच का चुनाव इसी पर टिका है।' },
  phDescription: (className, pH, low, high) => `मिट्टी ${className} है (pH ${pH}); ज़्यादातर फ़सलों के लिए लक्ष्य ${low}-${high} है।`,
  limeBeforeFertilizer: 'खाद से पहले चूना डालें: इस pH पर डाले गए फास्फोरस का बड़ा हिस्सा मिट्टी में बँधकर बेकार हो जाता है।',
  phKeepGeneral: 'pH को ऐसे ही रखें: हर 3-4 साल में जाँच कराएँ और लक्ष्य से नीचे जाने पर ही थोड़ा चूना डालें।',
  cardDoseSame: (topic) => `फ़सल के लिए सुझाई गई ${nutrientOrIt(topic)} की पूरी मात्रा`,
  cardDoseChanged: (percent, more, topic) => `फ़सल की सुझाई मात्रा से ${percent}% ${more ? 'ज़्यादा' : 'कम'} ${nutrientOrIt(topic)}`,
  limeFirst: 'चूना: सबसे पहले डालें (pH सुधार देखें)।',
  nitrogenNotTested: 'नाइट्रोजन: जाँच नहीं हुई; खड़ी फ़सल में खाद डालने से पहले देर बसंत वाली नाइट्रेट जाँच कराएँ।',
  nitrogenSidedress: (need, needHa) => `नाइट्रोजन: खड़ी फ़सल के पास लगभग ${needHa} किलो प्रति हेक्टेयर (${need} पाउंड प्रति एकड़) डालें।`,
  nitrogenNone: 'नाइट्रोजन: इस मौसम में ज़रूरत नहीं।',
  nutrientNotTested: (topic, oxide) => `${nutrientHi[topic]}: जाँच नहीं हुई; ${oxide} ख़रीदने से पहले जाँच कराएँ।`,
  nutrientBuildUp: (topic, rate, oxide) => `${nutrientHi[topic]}: स्तर बढ़ाएँ, लगभग ${rate} पाउंड ${oxide} प्रति एकड़।`,
  nutrientMaintenance: (topic) => `${nutrientHi[topic]}: फ़सल जितना ले जाती है, उतनी भरपाई।`,
  nutrientNone: (topic) => `${nutrientHi[topic]}: ज़रूरत नहीं।`,
  labPlanDescription: 'मात्राएँ मक्का की फ़सल के लिए हैं; अपनी फ़सल और अनुमानित उपज के हिसाब से बदलें।',
  cardStep: (topic, rating, dose) => `${nutrientHi[topic]}: ${rating}, इसलिए ${dose}।`,
  cardNotTested: (topic, oxide) => `${nutrientHi[topic]}: जाँच नहीं हुई; ${oxide === 'N' ? 'नाइट्रोजन वाली खाद' : oxide} ख़रीदने से पहले जाँच कराएँ।`,
  cardPlanDescription: (lowDose, highDose) =>
    `मात्राएँ मृदा स्वास्थ्य कार्ड की रेटिंग के हिसाब से हैं: कम वाले तत्व में ${lowDose}, ज़्यादा वाले में ${highDose}। बोरियों वाली योजना के लिए फ़सल चुनें।`,
  organicMatter: {
    base: ['फ़सल के अवशेष खेत में लौटाएँ और दो फ़सलों के बीच ढकने वाली फ़सल से मिट्टी ढकी रखें।', 'जुताई कम करें, ताकि जैविक पदार्थ बढ़े और मिट्टी की बनावट बनी रहे।'],
    legume: 'दलहनी ढकने वाली फ़सल (बरसीम, वीच) लगाएँ, जो जैविक पदार्थ के साथ नाइट्रोजन भी जोड़ती है।',
    phosphorusHigh: 'फास्फोरस पहले से ज़्यादा है: गोबर की खाद और कम्पोस्ट की मात्रा उनके फास्फोरस से तय करें, नाइट्रोजन से नहीं।',
    manure: 'अच्छी सड़ी गोबर की खाद या कम्पोस्ट जैविक पदार्थ बढ़ाती है और नाइट्रोजन, फास्फोरस व पोटाश देती है; जितना यह देती है, उतना खाद की योजना से घटा दें।',
    alkaline: 'जैविक पदार्थ क्षारीय मिट्टी की बनावट भी सुधारता है और लोहा व जिंक ऐसे रूप में छोड़ता है जिसे पौधे ले सकें।',
    description: 'जैविक पदार्थ नापा नहीं गया; ये तरीक़े अमेरिकी कृषि विभाग (USDA) के मिट्टी स्वास्थ्य के सिद्धांतों पर हैं और इस रिपोर्ट पर लागू होते हैं।',
  },
  buildUpBeforePlanting: (topics) => ` खाद योजना के अनुसार बुवाई से पहले ${topics.map((topic) => nutrientHi[topic]).join(' और ')} का स्तर बढ़ाएँ।`,
  legumesLimeFirst: ' पहले चूना डालें: pH 6 से नीचे जड़ों में गाँठें ठीक से नहीं बनतीं।',
  cropsNoPh: 'pH नहीं दिया गया, इसलिए अभी फ़सलें मिट्टी के pH से नहीं मिलाई जा सकतीं।',
  cropsNone: (pH) => `pH ${pH} पर कोई आम फ़सल अच्छी नहीं होती; पहले pH सुधारें।`,
  cropsMatched: (pH, nitrogenShort) => `pH ${pH}${nitrogenShort ? ' और नाइट्रोजन की कमी' : ''} के हिसाब से चुनी गई फ़सलें।`,
  cropsChoose: 'इन समूहों में से चुनें, फिर खाद योजना के अनुसार चलें।',
  cropsReclaim: 'pH सुधार वाले हिस्से के अनुसार मिट्टी सुधारें, फिर दोबारा जाँच कराएँ।',
  cardInterpretation: (rating, value, unit, topic, norm) =>
    `${rating} (उपलब्ध ${nutrientHi[topic]} ${value} ${unit === 'kg/ha' ? 'किलो प्रति हेक्टेयर' : unit}; मृदा स्वास्थ्य कार्ड के मानक: ${norm})।`,
  cardAdvice: (dose) => `${dose} डालें; बोरियों में मात्रा के लिए फ़सल चुनें।`,
  rating: (name) => soilRatingsHi[name] ?? name,
  norms: {
    ph: (low, high) => `लक्ष्य ${low}-${high}; अमेरिकी कृषि विभाग (USDA) की मिट्टी सर्वे पुस्तिका की श्रेणियाँ`,
    fertility: (medium, high, unit) =>
      `${medium} से कम: ${soilRatingsHi.Low}, ${medium}-${high}: ${soilRatingsHi.Medium}, ${high} से ज़्यादा: ${soilRatingsHi.High} (${unit})`,
    nitrate: (criticalPpm) => `सीमा ${criticalPpm} ppm; देर बसंत की नाइट्रेट जाँच`,
    labClass: (min, max, extractant) => `सही मात्रा ${min}-${max} ppm (${extractant} विधि); आयोवा स्टेट विश्वविद्यालय की श्रेणियाँ`,
    salinity: (classes, unit) => `${classes.map((entry) => `${entry.below} से कम: ${soilRatingsHi[entry.rating] ?? entry.rating}`).join(', ')} (${unit})`,
    critical: (below, unit) => `${below} ${unit} से कम पर कमी`,
  },
};

export const soilSentences: Record<Language, SoilSentences> = { en: english, hi: hindi };
