import type { AnswerSource, Language, MarketPricesResponse } from '@farmsight/contracts';
import type { Crop } from '../../../knowledge';

/** What the app knows live about the farm: the week's forecast and the crop's mandi prices, when they can be had. */
export interface LiveData {
  /** The forecast for the farm, in the answer's language; undefined when none can be had (no location, service down). */
  weather?: (language: Language) => Promise<{ text: string; sources: AnswerSource[] } | undefined>;
  /** The crop's prices near the farm and its support price, as lines; undefined when there are none to give. */
  prices?: (crop: Crop, language: Language) => Promise<{ lines: string[]; sources: AnswerSource[] } | undefined>;
}

/** data.gov.in's daily mandi price resource, credited with every price the assistant gives. */
const MANDI_SOURCE: AnswerSource = {
  title: 'Current Daily Price of Various Commodities from Various Markets (Mandi)',
  source: 'Ministry of Agriculture and Farmers Welfare, on data.gov.in (GODL-India)',
  url: 'https://www.data.gov.in/resource/current-daily-price-various-commodities-various-markets-mandi',
};
const OPEN_METEO: AnswerSource = { title: '7-day forecast at the farm', source: 'Open-Meteo.com (CC BY 4.0)', url: 'https://open-meteo.com/' };

/** How many markets a price answer lists. */
const MARKETS_LISTED = 3;

const rupees = (value: number) => `₹${Math.round(value).toLocaleString('en-IN')}`;

const words = {
  en: {
    markets: (crop: string) => `Latest mandi prices for ${crop} near you (₹ per quintal):`,
    market: (name: string, district: string, date: string, modal: string, min: string, max: string) =>
      `${name} (${district}), ${date}: modal ${modal} (min ${min}, max ${max})`,
    support: (kind: string, year: string, variety: string, price: string) => `${kind} ${year}${variety ? ` (${variety})` : ''}: ${price} per quintal`,
    gap: (market: string, difference: number, percent: number) =>
      `At ${market} the modal price is ${rupees(Math.abs(difference))} (${Math.abs(percent)}%) ${difference >= 0 ? 'above' : 'below'} the support price.`,
    noMarkets: (crop: string) => `No market near you has reported ${crop} in the feed yet.`,
  },
  hi: {
    markets: (crop: string) => `आपके पास की मंडियों में ${crop} के ताज़ा भाव (₹ प्रति क्विंटल):`,
    market: (name: string, district: string, date: string, modal: string, min: string, max: string) =>
      `${name} (${district}), ${date}: आम भाव ${modal} (कम से कम ${min}, ज़्यादा से ज़्यादा ${max})`,
    support: (kind: string, year: string, variety: string, price: string) => `${kind} ${year}${variety ? ` (${variety})` : ''}: ${price} प्रति क्विंटल`,
    gap: (market: string, difference: number, percent: number) =>
      `${market} में आम भाव समर्थन मूल्य से ${rupees(Math.abs(difference))} (${Math.abs(percent)}%) ${difference >= 0 ? 'ज़्यादा' : 'कम'} है।`,
    noMarkets: (crop: string) => `पास की किसी मंडी ने अभी ${crop} का भाव नहीं भेजा है।`,
  },
} satisfies Record<Language, unknown>;

/**
 * The price answer from the market module's answer: the nearest markets' latest prices, the support price and the gap.
 * Undefined when it holds neither a market nor a support price (the assistant then names the public portals).
 */
export function priceLines(answer: MarketPricesResponse, crop: Crop, language: Language): { lines: string[]; sources: AnswerSource[] } | undefined {
  const say = words[language];
  const name = language === 'hi' ? crop.names.hi : crop.names.en.toLowerCase();
  const markets = answer.markets.slice(0, MARKETS_LISTED);
  if (markets.length === 0 && answer.supportPrices.length === 0) return undefined;
  const lines = [
    ...(markets.length
      ? [
          say.markets(name),
          ...markets.map((market) => say.market(market.market, market.district, market.date, rupees(market.modal), rupees(market.min), rupees(market.max))),
        ]
      : answer.feed.state === 'ok'
        ? [say.noMarkets(name)]
        : []),
    ...answer.supportPrices.map((support) => say.support(support.kind, support.year, support.variety, rupees(support.price))),
    ...(answer.gap ? [say.gap(answer.gap.market, answer.gap.difference, answer.gap.percent)] : []),
  ];
  const sources = [
    ...(markets.length ? [MANDI_SOURCE] : []),
    ...answer.supportPrices.map((support) => ({ title: support.source.title, source: 'CACP, Government of India', url: support.source.url })),
  ];
  return { lines, sources };
}

/** The live data for one farmer's question: the forecast at the farm and the crop's prices near it. */
export function liveDataFor(options: { forecast: (language: Language) => Promise<string>; prices: (crop: Crop) => Promise<MarketPricesResponse> }): LiveData {
  return {
    async weather(language) {
      try {
        return { text: await options.forecast(language), sources: [OPEN_METEO] };
      } catch {
        // No location, or the forecast service down with nothing cached: the assistant names the public services.
        return undefined;
      }
    },
    async prices(crop, language) {
      return priceLines(await options.prices(crop), crop, language);
    },
  };
}
