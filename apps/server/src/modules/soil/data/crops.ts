import { sources } from './sources';

/**
 * pH groups for crop suggestions. Which crops stand in a group comes from the crop catalogue: those whose own pH range
 * holds the reading, narrowed to the botanical families a group names.
 */
export interface CropGroup {
  name: string;
  /** The name and advice in Hindi, in our own words (ADR 0051). */
  nameHi: string;
  adviceHi: string;
  /** Only crops of these families; none means any family not claimed by a group that names families. */
  families?: string[];
  /** pH window (inclusive) the group does well in. */
  minPh: number;
  maxPh: number;
  advice: string;
  source: string;
}

export const cropGroups: CropGroup[] = [
  {
    name: 'Acid-tolerant crops',
    nameHi: 'अम्लता सहने वाली फ़सलें',
    adviceHi: 'ये पूरा चूना डाले बिना भी अच्छी उपज देती हैं; ब्लूबेरी को pH 4.5-5.5 चाहिए और उसमें चूना बिल्कुल नहीं डालना चाहिए।',
    minPh: 4.5,
    maxPh: 5.9,
    advice: 'These yield well without full liming; blueberries need pH 4.5-5.5 and should not be limed at all.',
    source: `${sources.ausvegPh}; ${sources.blueberryGuide}`,
  },
  {
    name: 'Most field crops and vegetables',
    nameHi: 'ज़्यादातर खेत की फ़सलें और सब्ज़ियाँ',
    adviceHi: 'मिट्टी का pH इनके लिए ठीक है; उपज अब नीचे दिए पोषक तत्वों के स्तर पर टिकी है।',
    minPh: 6.0,
    maxPh: 7.3,
    advice: 'The soil reaction suits them; yield then depends on the nutrient levels below.',
    source: `${sources.ausvegPh}; ${sources.iowaPm1688}`,
  },
  {
    name: 'Lime-loving legumes and brassicas',
    nameHi: 'चूना पसंद करने वाली दलहनी और सरसों कुल की फ़सलें',
    adviceHi: 'इन्हें उदासीन से हल्की क्षारीय मिट्टी चाहिए और ये कैल्शियम का अच्छा इस्तेमाल करती हैं या नाइट्रोजन जोड़ती हैं।',
    families: ['Fabaceae', 'Brassicaceae'],
    minPh: 6.5,
    maxPh: 7.8,
    advice: 'They need a near-neutral to slightly alkaline soil and fix or use calcium well.',
    source: `${sources.ausvegPh}; ${sources.iowaPm1688}`,
  },
  {
    name: 'Salt- and alkali-tolerant crops',
    nameHi: 'नमक और क्षार सहने वाली फ़सलें',
    adviceHi: 'आम खेत की फ़सलों में इनकी नमक सहने की सीमा सबसे ऊँची है; बुवाई से पहले मिट्टी के घोल की लवणता और सोडियम की जाँच कराएँ।',
    minPh: 7.9,
    maxPh: 14,
    advice: 'They have the highest salt-tolerance thresholds of common field crops; check salinity (ECe) and sodium before planting.',
    source: sources.fao29,
  },
];

/** Suggested when the nitrate test is below its critical level. */
export const nitrogenFixingCrops = {
  name: 'Nitrogen-fixing legumes',
  nameHi: 'नाइट्रोजन जोड़ने वाली दलहनी फ़सलें',
  adviceHi: 'सही राइज़ोबियम टीके के साथ ये अपनी नाइट्रोजन ख़ुद बनाती हैं और कुछ अगली फ़सल के लिए छोड़ जाती हैं।',
  family: 'Fabaceae',
  minPh: 6.0,
  advice: 'With the right rhizobium inoculant they fix their own nitrogen and leave some for the next crop.',
  source: sources.sareCoverCrops,
};
