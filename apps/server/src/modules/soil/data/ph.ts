import { sources } from './sources';

export type PhDirection = 'raise' | 'keep' | 'lower';

export interface PhClass {
  name: string;
  /** Highest pH of the class at the manual's one-decimal precision. */
  maxPh: number;
  meaning: string;
  /** The meaning in Hindi, in our own words (ADR 0051). */
  meaningHi: string;
  direction: PhDirection;
  source: string;
}

/** Soil reaction classes, from the most acid up. */
export const phClasses: PhClass[] = [
  { name: 'Ultra acid', maxPh: 3.4, meaning: 'typical of acid sulfate soils; few crops grow without major reclamation', meaningHi: 'अम्लीय सल्फ़ेट वाली मिट्टी में ऐसा होता है; बड़े सुधार के बिना कम ही फ़सलें उगती हैं', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Extremely acid', maxPh: 4.4, meaning: 'aluminium and manganese reach toxic levels and most crops fail', meaningHi: 'एल्युमिनियम और मैंगनीज़ ज़हरीले स्तर तक पहुँचते हैं और ज़्यादातर फ़सलें नहीं होतीं', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Very strongly acid', maxPh: 5.0, meaning: 'aluminium toxicity is likely and phosphorus, calcium and magnesium are poorly available', meaningHi: 'एल्युमिनियम का ज़हर होने की संभावना है और फास्फोरस, कैल्शियम और मैग्नीशियम कम मिलते हैं', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Strongly acid', maxPh: 5.5, meaning: 'too acid for most crops; legumes nodulate poorly and phosphorus is tied up', meaningHi: 'ज़्यादातर फ़सलों के लिए बहुत अम्लीय; दलहन में गाँठें कम बनती हैं और फास्फोरस बँध जाता है', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Moderately acid', maxPh: 6.0, meaning: 'acceptable for acid-tolerant crops but below the liming target for most field crops', meaningHi: 'अम्लता सहने वाली फ़सलों के लिए ठीक, पर ज़्यादातर खेत की फ़सलों के चूना डालने के लक्ष्य से नीचे', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Slightly acid', maxPh: 6.5, meaning: 'near the best range for nutrient availability for most crops', meaningHi: 'ज़्यादातर फ़सलों को पोषक तत्व मिलने के लिए सबसे अच्छी सीमा के पास', direction: 'keep', source: sources.soilSurveyManual },
  { name: 'Neutral', maxPh: 7.3, meaning: 'good for most crops; nutrients are broadly available', meaningHi: 'ज़्यादातर फ़सलों के लिए अच्छी; पोषक तत्व आम तौर पर मिलते हैं', direction: 'keep', source: sources.soilSurveyManual },
  { name: 'Slightly alkaline', maxPh: 7.8, meaning: 'iron, manganese and zinc become less available; free lime may be present', meaningHi: 'लोहा, मैंगनीज़ और जिंक कम मिलने लगते हैं; मिट्टी में खुला चूना हो सकता है', direction: 'lower', source: sources.soilSurveyManual },
  { name: 'Moderately alkaline', maxPh: 8.4, meaning: 'usually calcareous: phosphorus, iron and zinc deficiencies are common', meaningHi: 'अक्सर चूने वाली मिट्टी: फास्फोरस, लोहे और जिंक की कमी आम है', direction: 'lower', source: sources.soilSurveyManual },
  { name: 'Strongly alkaline', maxPh: 9.0, meaning: 'above 8.5 the soil is often sodic (high exchangeable sodium), with poor structure and infiltration', meaningHi: '8.5 से ऊपर मिट्टी अक्सर क्षारीय (ज़्यादा सोडियम वाली) होती है, उसकी बनावट ख़राब होती है और पानी कम सोखती है', direction: 'lower', source: sources.soilSurveyManual },
  { name: 'Very strongly alkaline', maxPh: Infinity, meaning: 'almost always sodic; only salt- and sodium-tolerant crops grow', meaningHi: 'लगभग हमेशा क्षारीय (सोडियम वाली); केवल नमक और सोडियम सहने वाली फ़सलें उगती हैं', direction: 'lower', source: sources.soilSurveyManual },
];

/** Liming target for grain crops. */
export const phTarget = { low: 6.0, high: 6.5, source: sources.iowaPm1688 } as const;

/** Agricultural limestone needed to raise pH one unit in the plough layer, by texture (short tons per acre). */
export const limePerPhUnit = { sandy: 1, loam: 2, clay: 3, source: sources.pennStateAglime } as const;

/** Above this pH free carbonates are likely and acidifying with sulfur is uneconomic. */
export const calcareousAbovePh = { ph: 7.3, sulfurToNeutraliseOnePercentCarbonate: 3.2, source: sources.agviseSulfur } as const;

/** Sodic soils usually read pH 8.5 or more. */
export const sodicFromPh = { ph: 8.5, source: sources.usdaHandbook60 } as const;
