import { describe, expect, it } from 'vitest';
import { knowledge } from './index';
import { targetIn } from './pest-names';

const { catalogue } = knowledge();
const hindi = (target: string) => targetIn(target, 'hi', catalogue.pestNamesHi);

/** The crops most farmers ask about (issue 36): wheat, paddy, cotton, soybean, mustard, chickpea, maize, pigeon pea, groundnut, sugarcane and vegetables. */
const MAIN_CROPS = ['wheat', 'rice', 'cotton', 'soybean', 'mustard', 'chickpea', 'maize', 'pigeon-pea', 'groundnut', 'sugarcane'];
const VEGETABLES = ['tomato', 'potato', 'brinjal', 'okra', 'chilli', 'cabbage', 'onion'];

describe('targetIn', () => {
  it("names CIB&RC's targets in Hindi, leaving out the scientific names printed beside them", () => {
    expect(hindi('Yellow rust')).toEqual({ text: 'पीला रतुआ', language: 'hi' });
    expect(hindi('Brown plant hopper (Nilaparvata lugens) Leaf folder (Cnaphalocrocis medinalis)')).toEqual({ text: 'भूरा फुदका, पत्ती लपेटक', language: 'hi' });
    expect(hindi('Shoot & fruit borer, Aphids')).toEqual({ text: 'तना और फल छेदक, माहू (चेपा)', language: 'hi' });
    expect(hindi('Whitefly- Bemisia tabaci')).toEqual({ text: 'सफ़ेद मक्खी', language: 'hi' });
    expect(hindi('Blast (Pyricularia oryzae) of rice')).toEqual({ text: 'ब्लास्ट (झोंका रोग)', language: 'hi' });
  });

  it('keeps the English, marked as English, where a word of the target is not in the glossary', () => {
    expect(hindi('Blast like disease')).toEqual({ text: 'Blast like disease', language: 'en' });
    expect(hindi('Myrotheciu m leaf spot')).toEqual({ text: 'Myrotheciu m leaf spot', language: 'en' });
    expect(targetIn('Yellow rust', 'en', catalogue.pestNamesHi)).toEqual({ text: 'Yellow rust', language: 'en' });
  });

  it('names in Hindi the registered targets on the crops farmers ask about most, with the known gaps counted', () => {
    const targetsOf = (crops: string[]) => [...new Set(catalogue.registeredUses.filter((use) => crops.includes(use.crop)).map((use) => use.target))];
    const gaps = (crops: string[]) => targetsOf(crops).filter((target) => hindi(target).language === 'en');
    expect(targetsOf(MAIN_CROPS)).toHaveLength(464);
    // CIB&RC's own misprints ('Lateleafspot', 'Nilaparvatalugens', 'Stemphyliu m'…): shown in English, marked.
    expect(gaps(MAIN_CROPS)).toHaveLength(8);
    expect(targetsOf(VEGETABLES)).toHaveLength(296);
    expect(gaps(VEGETABLES)).toHaveLength(5);
    for (const target of targetsOf([...MAIN_CROPS, ...VEGETABLES])) {
      const named = hindi(target);
      if (named.language === 'hi') expect(named.text, target).not.toMatch(/[A-Za-z]/);
    }
  });
});
