import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { test as base, type Page } from '@playwright/test';
import { FULL_KEY, mandiRecord, startMandiFeedServer } from '../../apps/server/test/mandi-feed-server';
import { startOpenMeteoServer } from '../../apps/server/test/open-meteo-server';
import { path as routePath, signUpInHindiViaUI, uniqueEmail } from '../support/app';
import { expect } from '../support/fixtures';
import { DEFAULT_SKIP, LATIN_ALWAYS_ALLOWED, latinWordsOn, recordMissingTranslations } from '../support/language';
import { repoRoot, startServer, type RunningServer } from '../support/server';

/**
 * Issue 36's acceptance: on every Hindi screen, engine content included, no English word remains except units,
 * product names and source titles, and dates are DD/MM/YYYY. Three Hindi-speaking farmers (Ludhiana in Punjab, Jaipur
 * in Rajasthan, and one in England, outside India) each set up a crop and a reading and visit every workspace screen.
 *
 * Allowed in Latin letters, and nothing else:
 * - units, after their figure or as the soil card prints them (LATIN_ALWAYS_ALLOWED has kg, ha, mm, cm, ppm, °C);
 * - elements marked lang="en": product names, CIB&RC's registered targets the Hindi glossary cannot read, titles and
 *   names quoted as their publishers print them; and <cite>, the sources' titles;
 * - the names of the data sets, bodies and indices the answers rest on, as their publishers write them, the
 *   nutrients' chemical symbols as the Soil Health Card prints them, products as registered inside a sentence, Gazette
 *   order numbers, a quoted FAO-56 table row, botanical family names and the farmer's own file name (ALLOWED);
 * - the towns, districts and markets the gazetteer and the mandi feed spell in Latin letters only (PLACE_NAMES).
 * The screens' failures list the words left and the texts holding them, by screen.
 */
const ALLOWED: readonly (string | RegExp)[] = [
  // Units after a figure.
  /\d\s?(?:m³\/s|km\/h|g|ml|L|m|q|t|dS\/m)(?![A-Za-z])/,
  /\bdS\/m\b/,
  // Data sets, bodies and indices by their own names.
  'Open-Meteo.com',
  'Open-Meteo',
  'CC BY 4.0',
  'GloFAS',
  'Copernicus Emergency Management Service',
  'ERA5-Land',
  /\bSPI\b/,
  'FAO-56',
  /\bFAO\b/,
  'CIB&RC',
  'PPQS',
  'data.gov.in',
  'GODL-India', // the Government Open Data Licence's own name
  'GeoNames',
  /\((?:[A-Z]{2,6})\)/, // a state university's or a body's initials in brackets beside its Hindi name
  // A row of an FAO-56 table, quoted as the publication prints it, in the growth analysis' workings.
  /पंक्ति "[^"]+"/,
  // A product as registered, inside a sentence: its ingredients, strength and formulation code ("Zineb 75%WP",
  // "Propiconazole 25% EC", "Pinoxaden 5.1 EC").
  /[A-Z][A-Za-z-]+(?: (?:\+ )?[a-z][A-Za-z-]*)*(?: ?\d+(?:\.\d+)?\s?%?(?: ?w\/[wv])?(?: ?\+ ?[A-Z][A-Za-z-]+(?: [a-z][A-Za-z-]*)*)?)+ ?(?:WP|WG|WDG|EC|SC|SL|SE|GR|CG|FS|DS|OD|CS|ZC|DF|G|DP|ME|EW|SG|SP)\b/,
  // A Gazette notification's number, as printed ("S.O. 4294(E)").
  /\b(?:S\.O\.|G\.S\.R\.) \d+\(E\)/,
  // The farmer's own photo's file name, as the picker shows it.
  /[\w-]+\.jpg\b/,
  // Plant families by their scientific (Latin) names, beside the Hindi.
  /\b[A-Z][a-z]+aceae\b/,
  // The nutrients' and soil measures' symbols, as the Soil Health Card prints them (after the products, whose
  // formulation codes they share).
  /\b(?:pH|N|P|K|OC|EC|S|Zn|Fe|Mn|Cu|B|P2O5|K2O|ESP|SAR)\b/,
];

/**
 * Proper nouns each farmer's screens show as the gazetteer and the mandi feed spell them (towns, districts, markets),
 * which have no Hindi names in those data.
 */
const PLACE_NAMES = ['Ludhiana', 'Khanna', 'Jaipur', 'Chomu', 'City of London'];

const SKIP: readonly string[] = [...DEFAULT_SKIP, 'cite', '[lang="en"]'];

const DAY_MS = 86_400_000;
const dayFromToday = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** An RSS feed with one English story, as an Indian publisher's English feed sends it. */
function newsFeed(now = Date.now()): string {
  const published = new Date(now - DAY_MS).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Fixture Krishi News</title><language>en</language>
<item><title>Wheat procurement opens in Punjab mandis</title><link>https://fixture-news.example/wheat</link>
<pubDate>${published}</pubDate><description>Procurement of wheat at the minimum support price starts on Monday.</description></item>
</channel></rss>`;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The worker's server, given a local Open-Meteo, a local data.gov.in with today's wheat prices and a local news feed. */
const test = base.extend<{ leaks: Map<string, string[]> }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const today = new Date();
      const arrival = [today.getUTCDate(), today.getUTCMonth() + 1].map((part) => String(part).padStart(2, '0')).join('/') + `/${today.getUTCFullYear()}`;
      const openMeteo = await startOpenMeteoServer();
      const mandi = await startMandiFeedServer([
        mandiRecord({ district: 'Ludhiana', market: 'Khanna', commodity: 'Wheat', variety: 'Dara', arrival_date: arrival, modal_price: '2450' }),
        mandiRecord({
          state: 'Rajasthan',
          district: 'Jaipur',
          market: 'Chomu',
          commodity: 'Wheat',
          variety: 'Other',
          arrival_date: arrival,
          modal_price: '2400',
        }),
      ]);
      const feedHost = createServer((request, response) => {
        if (request.url === '/feed.xml') response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(newsFeed());
        else response.writeHead(404).end();
      });
      const feedOrigin = await listen(feedHost);
      const server = await startServer({
        env: { ...openMeteo.env(), DATA_GOV_IN_API_KEY: FULL_KEY, MANDI_PRICES_URL: mandi.url(), NEWS_FEEDS: `${feedOrigin}/feed.xml` },
      });
      await use(server);
      await server.dispose();
      await mandi.close();
      await openMeteo.close();
      await new Promise((resolve) => feedHost.close(resolve));
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  // The English left on each screen, by screen; every test ends by expecting it empty, naming screen and words.
  // eslint-disable-next-line no-empty-pattern
  leaks: async ({}, use) => use(new Map()),
});

/**
 * Records the Latin-letter words left on the screen once it has settled: the check is polled for a few seconds so
 * that late answers count, and whatever is left after that is recorded under the screen's name.
 */
async function checkScreen(page: Page, leaks: Map<string, string[]>, screen: string, within = 'body') {
  // Every answer the screen asked for has come (no request for half a second), so late sections are checked too.
  await page.waitForLoadState('networkidle');
  let words: string[] = [];
  await expect
    .poll(
      async () => {
        words = [...(await latinWordsOn(page, { allow: [...ALLOWED, ...PLACE_NAMES], skip: SKIP, within })), ...(await foreignDates(page, within))];
        return words;
      },
      { timeout: 4000 },
    )
    .toEqual([])
    .catch(() => undefined);
  if (words.length > 0) leaks.set(screen, [...(leaks.get(screen) ?? []), ...words, ...(await leakingTexts(page, within))]);
}

/** The visible texts that hold the words left (a text node each, shortened), so a failure shows where they are. */
async function leakingTexts(page: Page, within: string): Promise<string[]> {
  const allowed = [...LATIN_ALWAYS_ALLOWED, ...ALLOWED, ...PLACE_NAMES].map((phrase) =>
    typeof phrase === 'string' ? { source: phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: 'g' } : { source: phrase.source, flags: 'g' },
  );
  return page.evaluate(
    ({ skip, within, allowed }) => {
      const root = document.querySelector<HTMLElement>(within);
      if (!root) return [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts = new Set<string>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skip.join(',')) || !parent.checkVisibility()) continue;
        let text = node.textContent ?? '';
        for (const { source, flags } of allowed) text = text.replace(new RegExp(source, flags), ' ');
        if (/[A-Za-z]/.test(text)) texts.add(`  in <${parent.tagName.toLowerCase()}>: ${(node.textContent ?? '').trim().slice(0, 160)}`);
      }
      return [...texts];
    },
    { skip: [...SKIP], within, allowed },
  );
}

/** Dates written otherwise than DD/MM/YYYY (ISO, or a runtime's default M/D/YYYY) in the visible text, sources left out. */
async function foreignDates(page: Page, within: string): Promise<string[]> {
  const text = await page.evaluate(
    ({ skip, within }) => {
      const root = document.querySelector<HTMLElement>(within);
      if (!root) return '';
      let visible = root.innerText;
      for (const element of Array.from(root.querySelectorAll<HTMLElement>(skip.join(',')))) visible = visible.replace(element.innerText, ' ');
      return visible;
    },
    { skip: [...SKIP, 'a[href^="http"]'], within },
  );
  const iso = text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
  const monthFirst = (text.match(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/g) ?? []).filter((date) => {
    const [day, month] = date.split('/').map(Number);
    return month! > 12 || date.split('/')[0]!.length === 1 || date.split('/')[1]!.length === 1 || day! > 31;
  });
  return [...iso, ...monthFirst].map((date) => `date ${date}`);
}

/** Opens every folded 'How this was worked out', so the technical words are checked too. */
async function openAllDetails(page: Page) {
  await page.locator('main details').evaluateAll((elements) => elements.forEach((element) => ((element as HTMLDetailsElement).open = true)));
}

/** Signs up in Hindi and saves the profile at a place: searched for (in Devanagari), or clicked on the map. */
async function signUpInHindi(page: Page, place: { search: string; option: string } | 'map') {
  await signUpInHindiViaUI(page, uniqueEmail());
  await page.getByLabel('पहला नाम', { exact: true }).fill('रमेश');
  await page.getByLabel('उपनाम', { exact: true }).fill('कुमार');
  if (place === 'map') {
    const map = page.locator('.leaflet-container');
    const box = await map.boundingBox();
    await map.click({ position: { x: box!.width / 2, y: box!.height / 2 } });
    await expect(page.getByText(/^चुने गए निर्देशांक/)).toBeVisible();
  } else {
    await page.getByRole('combobox', { name: 'अपना गाँव या कस्बा खोजें' }).fill(place.search);
    await page.getByRole('option', { name: place.option }).click();
  }
  await page.getByLabel('ज़मीन का रकबा', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'सेव करें', exact: true }).click();
  await expect(page).toHaveURL(routePath('/dashboard'));
}

/** The dashboard: wheat sown 30 days ago (typed in Hindi), a field reading, and the alerts' list. */
async function dashboard(page: Page, leaks: Map<string, string[]>) {
  await page.getByPlaceholder('बुवाई की तारीख़ चुनें', { exact: true }).fill(dayFromToday(-30));
  await page.getByPlaceholder('फ़सल का नाम लिखें', { exact: true }).fill('गेहूं');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
  // The first analysis of a fresh server reads the weather and the catalogue: on a loaded machine it can take a while.
  await expect(page.getByRole('region', { name: 'अपनी फ़सल की बढ़वार जाँचें' }).getByRole('status')).toContainText('गेहूं', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: new RegExp(`^गेहूं, बुवाई ${ddmmyyyy(dayFromToday(-30))}`) })).toBeVisible();
  await page.getByLabel('दिन', { exact: true }).fill('28');
  await page.getByLabel('नमी (%)', { exact: true }).fill('20');
  await page.getByLabel('ऊँचाई (cm)', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'जानकारी सहेजें', exact: true }).click();
  await expect(page.getByRole('region', { name: 'आपकी जानकारी पर सलाह' }).getByRole('listitem')).toHaveCount(1);
  await openAllDetails(page);
  await checkScreen(page, leaks, '/dashboard');
  const alertsButton = page.getByRole('button', { name: /^चेतावनियाँ/ });
  if (await alertsButton.isVisible()) {
    await alertsButton.click();
    await checkScreen(page, leaks, '/dashboard: the alerts list');
    await page.keyboard.press('Escape');
  }
}

async function visit(page: Page, leaks: Map<string, string[]>, route: string, ready: (page: Page) => Promise<void>, screen = route) {
  await page.goto(route);
  await ready(page);
  await openAllDetails(page);
  await checkScreen(page, leaks, screen);
}

const leafDir = path.join(repoRoot, '../shared/datasets/plant-leaves/train/Tomato___Leaf_Mold');

/** Every workspace screen, in Hindi, after the dashboard. */
async function everyOtherScreen(page: Page, leaks: Map<string, string[]>, inIndia: boolean) {
  await visit(page, leaks, '/irrigation', async () => {
    await expect(page.getByRole('heading', { name: 'पानी का हिसाब: गेहूं', exact: true })).toBeVisible();
  });

  await visit(page, leaks, '/historical', async () => {
    const fields = page.getByRole('spinbutton');
    await fields.nth(0).fill('6.2');
    await fields.nth(1).fill('250');
    await fields.nth(2).fill('15');
    await fields.nth(3).fill('200');
    await page.locator('main form button[type=submit]').click();
    await expect(page.getByRole('list', { name: 'मिट्टी की रेटिंग' }).getByRole('listitem')).toHaveCount(4);
  });

  await page.goto('/ai');
  for (const question of ['गेहूं की बीज दर', 'गेहूं में खरपतवार कैसे रोकें?', 'गेहूं में कौन सा कीटनाशक डालें?']) {
    await page.getByPlaceholder('खेती से जुड़ा कोई भी सवाल पूछें', { exact: true }).fill(question);
    await page.getByRole('button', { name: 'भेजें', exact: true }).click();
    await expect(page.getByTestId('chat-understood')).toContainText(question);
    await checkScreen(page, leaks, `/ai: "${question}"`);
  }
  await page.getByRole('button', { name: 'पिछली बातचीत दिखाएँ', exact: true }).click();
  await checkScreen(page, leaks, '/ai: the history');

  await visit(page, leaks, '/weather', async () => {
    const upload = page.getByRole('button', { name: 'अपलोड करें और रोग पहचानें', exact: true });
    const result = page.getByRole('region', { name: 'पहचान का नतीजा:' });
    const wall = await sharp({ create: { width: 600, height: 450, channels: 3, background: { r: 60, g: 140, b: 50 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('पत्ती की फ़ोटो').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: wall });
    await upload.click();
    await expect(result.getByText('यह किसी पौधे की पत्ती नहीं लगती।', { exact: true })).toBeVisible();
    if (existsSync(leafDir)) {
      const leaf = readFileSync(path.join(leafDir, 'Crnl-L.Mold_08950_eeae86b3.jpg'));
      await page.getByLabel('पत्ती की फ़ोटो').setInputFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: leaf });
      await upload.click();
      await expect(result.getByText('टमाटर — पत्ती फफूंद', { exact: true }).first()).toBeVisible();
    }
  });

  await visit(page, leaks, '/user', async () => {
    await expect(page.getByText('2 एकड़', { exact: false }).or(page.getByText('2 हेक्टेयर')).first()).toBeVisible();
  });

  await visit(page, leaks, '/pesticide', async () => {
    await page.getByLabel('फ़सल चुनें', { exact: true }).selectOption('Wheat');
    await page.getByRole('button', { name: 'कीटनाशक जानकारी देखें', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'गेहूं: कीटनाशक की जानकारी', exact: true })).toBeVisible();
  });

  await visit(
    page,
    leaks,
    '/schemes',
    async () => {
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expect(page.getByRole('article').or(page.getByRole('listitem')).first()).toBeVisible();
    },
    '/schemes: news',
  );
  await visit(
    page,
    leaks,
    '/schemes?tab=prices',
    async () => {
      await expect(page.getByRole('tabpanel')).toBeVisible();
      if (inIndia) await expect(page.getByRole('table').first()).toBeVisible();
    },
    '/schemes: mandi prices',
  );
  await visit(
    page,
    leaks,
    '/schemes?tab=schemes',
    async () => {
      const panel = page.getByRole('tabpanel');
      await expect(panel.locator('h3').first().or(panel.getByText('इन शर्तों पर कोई योजना नहीं मिली।'))).toBeVisible();
    },
    '/schemes: schemes',
  );
  // The directory is worded in Hindi by the server: nothing in it may hide behind a lang="en" mark but its sources.
  expect(await page.locator('[role=tabpanel] article [lang="en"]:not(cite)').allTextContents()).toEqual([]);

  await visit(page, leaks, '/profile', async () => {
    await expect(page.getByLabel('ज़मीन का रकबा', { exact: true })).toHaveValue('2');
  });
}

test.describe('a Hindi-speaking farmer reads every workspace screen in Hindi', () => {
  test.use({ locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi' } });

  const farmers = [
    { who: 'in Ludhiana, Punjab', place: { search: 'लुधियाना', option: 'Ludhiana' }, inIndia: true },
    { who: 'in Jaipur, Rajasthan', place: { search: 'जयपुर', option: 'Jaipur' }, inIndia: true },
    { who: 'outside India (the map left at its default place, in England)', place: 'map' as const, inIndia: false },
  ];

  for (const farmer of farmers) {
    test(`a farmer ${farmer.who}: no English word left on any screen`, async ({ page, leaks }) => {
      test.slow(); // a dozen screens, three questions and two photos on a loaded 2-core machine
      const missingTranslations = recordMissingTranslations(page);
      await signUpInHindi(page, farmer.place);
      await dashboard(page, leaks);
      await everyOtherScreen(page, leaks, farmer.inIndia);
      expect(Object.fromEntries(leaks), 'English words left, by screen').toEqual({});
      expect(missingTranslations).toEqual([]);
    });
  }
});
