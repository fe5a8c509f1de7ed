import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFileSync(new URL(`fixtures/news/${name}`, import.meta.url));

export const CONDITIONAL_ETAG = '"bulletin-v1"';

/** The news tables are shared by all users, so news tests use an in-memory database of their own, even in the PostgreSQL run. */
export const OWN_NEWS_DATABASE = { DATABASE_URL: '' };

/**
 * A local feed host on 127.0.0.1 for the news tests: good feeds, broken ones, a 500, one that never answers, one
 * that streams past any size cap, and one that answers 304 to its own ETag. It records the headers of every request.
 */
export interface FeedServer {
  url(path: string): string;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startFeedServer(extraRoutes: Record<string, () => string> = {}): Promise<FeedServer> {
  const requests: FeedServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push({ path, headers: request.headers });
    // One connection per request: tests build apps for seconds between fetches, and a pooled socket the server
    // has since closed would fail the next fetch with ECONNRESET.
    response.shouldKeepAlive = false;
    const xml = (body: Buffer | string) => response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(body);
    const extra = extraRoutes[path];
    if (extra) return xml(extra());
    switch (path) {
      case '/rss.xml':
      case '/atom.xml':
      case '/malformed.xml':
        return xml(fixture(path.slice(1)));
      case '/newsapi/v2/everything':
        return response.writeHead(200, { 'content-type': 'application/json' }).end(fixture('newsapi.json'));
      case '/conditional.xml':
        if (request.headers['if-none-match'] === CONDITIONAL_ETAG) return response.writeHead(304).end();
        return response
          .writeHead(200, { 'content-type': 'application/rss+xml', etag: CONDITIONAL_ETAG, 'last-modified': 'Fri, 19 Jun 2026 10:00:00 GMT' })
          .end(fixture('not-modified.xml'));
      case '/error.xml':
        return response.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
      case '/hang.xml':
        return; // never answers: the reader's timeout has to end it
      case '/huge.xml': {
        // Chunked, no Content-Length: only counting while streaming can stop it. Stops by itself after 8 MB.
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        const chunk = Buffer.alloc(16 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 8 * 1024 * 1024 && !response.destroyed) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        return pump();
      }
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
