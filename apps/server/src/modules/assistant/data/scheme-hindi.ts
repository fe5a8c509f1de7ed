/**
 * Hindi renderings of the schemes directory's English text (modules/schemes/data/schemes.json), for Hindi answers.
 * Only wording lives here: every figure, date, number and address stays the directory's, and a test checks that each
 * Hindi line carries exactly the figures of the English line it renders. A scheme with no entry is answered in Hindi
 * from its prose page instead.
 */
export interface SchemeHindi {
  /** Renders the scheme's `benefit`. */
  benefit: string;
  /** Renders `eligibility`, line by line. */
  eligibility: string[];
  /** Renders `status.how`. */
  status: string;
  /** Renders each `calendar[].what`, in order. */
  calendar: string[];
}

export const schemeHindi: Record<string, SchemeHindi> = {
  'pm-kisan': {
    benefit: 'साल में ₹6,000, ₹2,000 की तीन किस्तों में।',
    eligibility: [
      'ऐसा किसान परिवार (पति, पत्नी और नाबालिग बच्चे) जिसके नाम भू-अभिलेख में खेती की ज़मीन दर्ज है।',
      'पात्र नहीं: संस्थागत भूमिधारक; ऐसे परिवार जिनमें कोई आयकर देता हो, सेवारत या सेवानिवृत्त सरकारी कर्मचारी हो (मल्टी-टास्किंग या ग्रुप डी कर्मचारी को छोड़कर), ₹10,000 या अधिक मासिक पेंशन पाता हो, संवैधानिक पद पर हो, या प्रैक्टिस करने वाला डॉक्टर, इंजीनियर, वकील, चार्टर्ड अकाउंटेंट या आर्किटेक्ट हो।',
      'किस्त मिलने से पहले ई-केवाईसी, भू-अभिलेख का जुड़ना और आधार से जुड़ा बैंक खाता ज़रूरी है।',
    ],
    status:
      "pmkisan.gov.in पर 'Know Your Status' खोलें, पंजीकरण नंबर (या मोबाइल या आधार नंबर से उसे ढूँढकर) और ओटीपी डालें: हर किस्त दिखेगी, और यह भी कि ई-केवाईसी, भूमि का जुड़ना और बैंक खाते का आधार से जुड़ना पूरा है या नहीं।",
    calendar: ['₹2,000 की पहली किस्त', '₹2,000 की दूसरी किस्त', '₹2,000 की तीसरी किस्त'],
  },
};
