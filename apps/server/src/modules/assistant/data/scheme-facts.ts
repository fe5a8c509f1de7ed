/**
 * Central schemes as structured facts, in English and Hindi: who is eligible, how much, when the instalments come,
 * and how to check the status. From the schemes' official portals (cited); the prose pages (knowledge/scheme-*.md)
 * hold the longer explanations. A scheme question asking one of these things gets that fact, in the farmer's language.
 */
import type { AnswerSource } from '@farmsight/contracts';

type Text = { en: string; hi: string };

export interface SchemeFacts {
  /** The id of the scheme in `schemes` (vocabulary.ts). */
  scheme: string;
  name: Text;
  amount: Text;
  instalments?: Text;
  eligibility: Text;
  status: Text;
  sources: AnswerSource[];
}

/** What a scheme question asks, and the words that ask it (English, romanised Hindi, Devanagari). */
export const schemeAsks = {
  instalments: ['when', 'kab', 'date', 'next', 'kist', 'kisht', 'qist', 'instalment', 'installment', 'aayegi', 'ayegi', 'aaegi', 'किस्त', 'कब', 'अगली'],
  status: ['status', 'check', 'sthiti', 'received', 'nahi', 'not', 'stuck', 'ruki', 'रुकी', 'स्थिति', 'स्टेटस', 'नहीं'],
  eligibility: ['eligible', 'eligibility', 'who', 'kaun', 'patrata', 'apply', 'registration', 'register', 'avedan', 'पात्रता', 'कौन', 'आवेदन', 'पंजीकरण'],
  amount: ['how much', 'amount', 'kitna', 'kitne', 'kitni', 'paisa', 'paise', 'rupees', 'rashi', 'कितना', 'कितने', 'कितनी', 'राशि', 'पैसे'],
} as const;

export const schemeFacts: SchemeFacts[] = [
  {
    scheme: 'pm-kisan',
    name: { en: 'PM-KISAN', hi: 'पीएम-किसान' },
    amount: {
      en: '₹6,000 a year, in three instalments of ₹2,000 paid straight into the bank account (DBT).',
      hi: 'साल में ₹6,000, ₹2,000 की तीन किस्तों में, सीधे बैंक खाते में (DBT)।',
    },
    instalments: {
      en: 'One instalment in each four-month period: April to July, August to November, and December to March. The release date is announced on pmkisan.gov.in.',
      hi: 'हर चार महीने की अवधि में एक किस्त: अप्रैल से जुलाई, अगस्त से नवंबर, और दिसंबर से मार्च। किस्त जारी होने की तारीख pmkisan.gov.in पर घोषित होती है।',
    },
    eligibility: {
      en: 'Farmer families with cultivable land in their name in the land records. Not eligible: institutional landholders, income-tax payers, holders of constitutional posts, serving or retired government employees (except multi-tasking and Group D staff), pensioners drawing ₹10,000 a month or more, and professionals such as doctors, engineers and lawyers. e-KYC and an Aadhaar-seeded bank account are needed.',
      hi: 'जिन किसान परिवारों के नाम भू-अभिलेख में खेती की ज़मीन है। पात्र नहीं: संस्थागत भूमिधारक, आयकर देने वाले, संवैधानिक पदधारी, सेवारत या सेवानिवृत्त सरकारी कर्मचारी (मल्टी-टास्किंग और ग्रुप डी को छोड़कर), ₹10,000 या अधिक मासिक पेंशन पाने वाले, और डॉक्टर, इंजीनियर, वकील जैसे पेशेवर। ई-केवाईसी और आधार से जुड़ा बैंक खाता ज़रूरी है।',
    },
    status: {
      en: 'Check your beneficiary status on the PM-KISAN portal (pmkisan.gov.in): Farmers Corner, Know Your Status, with your registration number (you can find it with your mobile or Aadhaar number). An instalment is usually held back by pending e-KYC, a bank account not seeded with Aadhaar, or land records not yet verified; the helpline is 155261 or 1800-115-5266.',
      hi: 'लाभार्थी स्थिति पीएम-किसान पोर्टल (pmkisan.gov.in) पर देखें: Farmers Corner में Know Your Status, अपने पंजीकरण नंबर से (यह नंबर मोबाइल या आधार नंबर से मिल जाता है)। किस्त अक्सर इन कारणों से रुकती है: ई-केवाईसी बाकी, बैंक खाता आधार से नहीं जुड़ा, या भू-अभिलेख का सत्यापन बाकी; हेल्पलाइन 155261 या 1800-115-5266 है।',
    },
    sources: [{ title: 'PM-KISAN income support scheme (India)', source: 'PM-KISAN portal, Government of India', url: 'https://pmkisan.gov.in/' }],
  },
];
