/**
 * Insecticides that make a pest worse (resurgence): they kill the pest's natural enemies or spur its breeding, so the
 * pest comes back in larger numbers. Facts from the cited Indian research institutes and Packages of Practices; the
 * answer names the products so a farmer asking "may I use cypermethrin on them?" is told not to.
 */
import type { AnswerSource } from '@farmsight/contracts';

export interface Resurgence {
  /** Catalogue crop ids the fact is about. */
  crops: string[];
  /** Words of the pest's catalogue name that identify it ("planthoppers"). */
  pestWords: string[];
  /** The class of products, in English and Hindi. */
  group: { en: string; hi: string };
  /** Active ingredients, as the catalogue and labels write them. */
  ingredients: string[];
  /** What happens, in English and Hindi. */
  effect: { en: string; hi: string };
  sources: AnswerSource[];
}

export const resurgence: Resurgence[] = [
  {
    crops: ['rice'],
    pestWords: ['planthopper', 'planthoppers'],
    group: { en: 'synthetic pyrethroids and some organophosphates', hi: 'सिंथेटिक पाइरेथ्रॉइड और कुछ ऑर्गेनोफॉस्फेट दवाएँ' },
    ingredients: ['cypermethrin', 'alpha-cypermethrin', 'deltamethrin', 'lambda-cyhalothrin', 'fenvalerate', 'bifenthrin', 'quinalphos'],
    effect: {
      en: 'they kill the spiders and mirid bugs that eat planthoppers and make the hoppers breed faster, so the attack comes back worse (resurgence) and hopper burn spreads',
      hi: 'ये फुदकों को खाने वाली मकड़ियों और मिरिड बग को मार देती हैं और फुदकों का प्रजनन बढ़ाती हैं, जिससे हमला और बढ़ जाता है (पुनरुत्थान) और फसल झुलसती है',
    },
    sources: [
      { title: 'ICAR-National Rice Research Institute, Cuttack', source: 'Brown planthopper management: avoid resurgence-causing insecticides', url: 'https://icar-nrri.in/' },
      { title: 'Punjab Agricultural University', source: 'Package of Practices for Kharif Crops: rice plant protection', url: 'https://www.pau.edu/' },
    ],
  },
  {
    crops: ['cotton'],
    pestWords: ['whitefly', 'whiteflies'],
    group: { en: 'synthetic pyrethroids', hi: 'सिंथेटिक पाइरेथ्रॉइड दवाएँ' },
    ingredients: ['cypermethrin', 'alpha-cypermethrin', 'deltamethrin', 'lambda-cyhalothrin', 'fenvalerate', 'bifenthrin'],
    effect: {
      en: "they kill the whitefly's natural enemies and favour its build-up, so whitefly and leaf curl get worse (resurgence); keep them away from cotton until late in the season",
      hi: 'ये सफेद मक्खी के प्राकृतिक शत्रुओं को मारती हैं और उसकी संख्या बढ़ाती हैं, जिससे सफेद मक्खी और पत्ता मरोड़ रोग बढ़ता है (पुनरुत्थान)',
    },
    sources: [
      { title: 'ICAR-Central Institute for Cotton Research, Nagpur', source: 'Whitefly management advisory: avoid synthetic pyrethroids', url: 'https://cicr.org.in/' },
      { title: 'Punjab Agricultural University', source: 'Package of Practices for Kharif Crops: cotton whitefly', url: 'https://www.pau.edu/' },
    ],
  },
];
