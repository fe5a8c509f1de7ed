// Refreshes the agriculture news once, with the server's configuration (NEWS_FEEDS, DATA_DIR or DATABASE_URL, ...),
// and prints each source's health. Usage: npm run news:refresh
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { type NewsLog, refreshNews } from '../src/modules/news/refresh';

const log: NewsLog = {
  info: () => {},
  warn: (details, message) => console.warn(`warning: ${message} ${JSON.stringify(details)}`),
};

function when(date: Date | null): string {
  return date ? date.toISOString() : '-';
}

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const health = await refreshNews(database.db, config.news, log);
  if (health.length === 0) console.log('No news feeds configured (NEWS_FEEDS is empty).');
  else
    console.table(
      health.map((feed) => ({
        feed: feed.url,
        'last success': when(feed.lastSuccessAt),
        'last error': feed.lastError ? `${when(feed.lastErrorAt)} ${feed.lastError}` : '-',
        articles: feed.articleCount,
        etag: feed.etag ?? '-',
        'last-modified': feed.lastModified ?? '-',
      })),
    );
} finally {
  await database.close();
}
