import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUpViaUI, uniqueEmail } from '../support/app';
import { expect, test } from '../support/fixtures';
import { startServer } from '../support/server';

const DAY = 24 * 60 * 60 * 1000;

/** Two stories dated relative to now (so the 30-day retention keeps them), the newer one with a broken image. */
function fixtureFeed(imageUrl: string, now = Date.now()) {
  const newer = new Date(now - 1 * DAY);
  const older = new Date(now - 3 * DAY);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Fixture Farm News</title>
    <item>
      <title>Drip irrigation subsidy opens for small farms</title>
      <link>https://fixture-news.example/drip?utm_source=rss</link>
      <pubDate>${newer.toUTCString()}</pubDate>
      <description>&lt;p&gt;The state pays &lt;b&gt;55%&lt;/b&gt; of the cost of drip kits &amp;amp; sprinklers.&lt;/p&gt;</description>
      <media:content url="${imageUrl}" medium="image" />
    </item>
    <item>
      <title>Soil health card camps this week</title>
      <link>https://fixture-news.example/soil-cards</link>
      <pubDate>${older.toUTCString()}</pubDate>
      <description>Free soil tests in every block.</description>
    </item>
  </channel>
</rss>`;
  return { xml, newer, older };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test.describe('/schemes (News)', () => {
  test('lists the articles read from the configured feed, newest first', async ({ browser }) => {
    const feedHost = createServer((request, response) => {
      if (request.url === '/feed.xml') response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed.xml);
      else response.writeHead(404).end();
    });
    const origin = await listen(feedHost);
    const feed = fixtureFeed(`${origin}/missing.jpg`);
    const server = await startServer({ env: { NEWS_FEEDS: `${origin}/feed.xml` } });
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const page = await context.newPage();
      await signUpViaUI(page, uniqueEmail('news'));
      // The first refresh runs right after the server starts listening; reload until it has landed.
      await expect(async () => {
        await page.goto('/schemes');
        await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });

      await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Drip irrigation subsidy opens for small farms', 'Soil health card camps this week']);
      await expect(page.getByText('The state pays 55% of the cost of drip kits & sprinklers.', { exact: true })).toBeVisible();
      const dates = await page.evaluate(
        // DD/MM/YYYY in the browser's own time zone, as every screen writes dates.
        (moments) =>
          moments.map((moment) => {
            const date = new Date(moment!);
            return [date.getDate(), date.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('/') + `/${date.getFullYear()}`;
          }),
        [feed.newer.toISOString(), feed.older.toISOString()],
      );
      await expect(page.getByText(/^Published on: /)).toHaveText([`Published on: ${dates[0]}`, `Published on: ${dates[1]}`]);

      const links = page.getByRole('link', { name: 'Read more', exact: true });
      await expect(links).toHaveCount(2);
      await expect(links.first()).toHaveAttribute('href', 'https://fixture-news.example/drip?utm_source=rss');
      await expect(links.nth(1)).toHaveAttribute('href', 'https://fixture-news.example/soil-cards');
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // The only image cannot load: it is hidden rather than shown broken.
      await expect(page.locator('article img')).toHaveCount(0);
      // No horizontal scroll at phone width.
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
      await server.dispose();
      feedHost.closeAllConnections();
      await new Promise((resolve) => feedHost.close(resolve));
    }
  });

  test("shows 'No articles found.' with an empty database", async ({ page }) => {
    await signUpViaUI(page, uniqueEmail('news'));
    await page.goto('/schemes');
    await expect(page.getByText('No articles found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read more' })).toHaveCount(0);
  });

  test("shows 'Failed to fetch articles' in red when the API fails", async ({ page }) => {
    await signUpViaUI(page, uniqueEmail('news'));
    await page.route('**/api/news/agriculture', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } }),
      }),
    );
    await page.goto('/schemes');
    const error = page.getByText('Failed to fetch articles', { exact: true });
    await expect(error).toBeVisible();
    const [red, green, blue] = await error.evaluate((element) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = getComputedStyle(element).color;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data];
    });
    expect(red!, 'the error text is red').toBeGreaterThan(150);
    expect(green!).toBeLessThan(100);
    expect(blue!).toBeLessThan(100);
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });
});
