import type { Language } from '@farmsight/contracts';

/** The months in each language the app speaks, January first. */
export const monthNames: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/** A month-day of the catalogue ('10-01') in words: '1 October', '1 अक्टूबर'. */
export const dayInWords = (monthDay: string, language: Language) => `${Number(monthDay.slice(3))} ${monthNames[language][Number(monthDay.slice(0, 2)) - 1]}`;

/** An ISO date ('2026-11-30') as the farmer's language writes it: kept ISO in English, DD/MM/YYYY in Hindi. */
export const dateInWords = (isoDate: string, language: Language) =>
  language === 'hi' ? `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}` : isoDate;

/** A latitude and longitude ('18.52°N, 73.87°E'; '18.52° उत्तर, 73.87° पूर्व'). */
export function pointInWords(latitude: number, longitude: number, language: Language): string {
  const [north, south, east, west] = language === 'hi' ? [' उत्तर', ' दक्षिण', ' पूर्व', ' पश्चिम'] : ['N', 'S', 'E', 'W'];
  return `${Math.abs(latitude).toFixed(2)}°${latitude >= 0 ? north : south}, ${Math.abs(longitude).toFixed(2)}°${longitude >= 0 ? east : west}`;
}

/** A whole number grouped as the language does: 1,500,000 in English, 15,00,000 (lakhs) in Hindi. */
export const countInWords = (value: number, language: Language) => Math.round(value).toLocaleString(language === 'hi' ? 'en-IN' : 'en-US');
