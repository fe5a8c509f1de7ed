import type { Language } from '@farmsight/contracts';

/** The symptom guide's own sentences, in each language the screens speak (ADR 0034). */
export const guideSentences: Record<Language, { unknownCrop(crop: string, covered: string[]): string }> = {
  en: { unknownCrop: (crop, covered) => `The symptom guide has no crop "${crop}". It covers: ${covered.join(', ')}.` },
  hi: { unknownCrop: (crop, covered) => `लक्षण गाइड में "${crop}" फसल नहीं है। इसमें ये फसलें हैं: ${covered.join(', ')}।` },
};
