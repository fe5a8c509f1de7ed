import type { Language } from '@farmsight/contracts';

/** The months in each language the app speaks, January first. */
export const monthNames: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/** A month-day of the catalogue ('10-01') in words: '1 October', '1 अक्टूबर'. */
export const dayInWords = (monthDay: string, language: Language) => `${Number(monthDay.slice(3))} ${monthNames[language][Number(monthDay.slice(0, 2)) - 1]}`;
