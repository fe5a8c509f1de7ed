/**
 * Public feeds read when NEWS_FEEDS is not set (never in tests: NODE_ENV=test or an empty NEWS_FEEDS reads none).
 * Each entry names who publishes it and where the address is listed. The addresses are the publishers' own feed
 * links as they appear in public feed lists; they could not be fetched from the offline build machine, so check them
 * with `npm run news:refresh`: a feed that moved shows up as an error in its health table, never as a failed page.
 */
export interface DefaultFeed {
  url: string;
  publisher: string;
  about: string;
  source: string;
}

export const defaultNewsFeeds: readonly DefaultFeed[] = [
  {
    url: 'https://www.usda.gov/rss/latest-releases.xml',
    publisher: 'U.S. Department of Agriculture',
    about: 'USDA press releases: farm programmes, loans, disaster aid, trade.',
    source: 'usda.gov, "RSS Feeds" page (Latest Releases)',
  },
  {
    url: 'https://www.fao.org/news/rss-feed/en/',
    publisher: 'Food and Agriculture Organization of the United Nations',
    about: 'FAO newsroom: food security, crops, livestock, policy worldwide.',
    source: 'fao.org newsroom, RSS link (English)',
  },
  {
    url: 'https://pib.gov.in/RssMain.aspx?ModId=6&LangId=1',
    publisher: 'Press Information Bureau, Government of India',
    about: 'Government of India press releases in English, including the Ministry of Agriculture and Farmers Welfare schemes.',
    source: 'pib.gov.in, "RSS" page (press releases, English)',
  },
  {
    url: 'https://krishijagran.com/feed/',
    publisher: 'Krishi Jagran',
    about: 'Indian farm news: government schemes, mandi prices, crop advisories.',
    source: 'krishijagran.com, site feed',
  },
  {
    url: 'https://www.thehindu.com/sci-tech/agriculture/feeder/default.rss',
    publisher: 'The Hindu',
    about: 'Agriculture section of The Hindu.',
    source: 'thehindu.com, "RSS feeds" page (Sci-Tech > Agriculture)',
  },
  {
    url: 'https://www.downtoearth.org.in/rss/agriculture',
    publisher: 'Down To Earth (Centre for Science and Environment)',
    about: 'Agriculture reporting: farm policy, climate and crops, water.',
    source: 'downtoearth.org.in, RSS page (Agriculture)',
  },
  {
    url: 'https://www.farmprogress.com/rss.xml',
    publisher: 'Farm Progress',
    about: 'U.S. farm business, crops, livestock and farm policy news.',
    source: 'farmprogress.com, site RSS',
  },
];
