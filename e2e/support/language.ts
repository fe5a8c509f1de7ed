import { expect, type Page } from '@playwright/test';

/**
 * What may stay in Latin letters on a screen in another language: the brand, the languages' own names in the switch,
 * proper nouns (the data set and authors the landing page credits, the licence), units, and e-mail addresses. A
 * screen's own proper nouns (place names from the gazetteer, a farmer's name) are passed by the test that shows them.
 */
export const LATIN_ALWAYS_ALLOWED: readonly (string | RegExp)[] = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/, // e-mail addresses
  'FarmSight',
  'English',
  'PlantVillage',
  'Hughes',
  'Salathé',
  'Mohanty',
  'CC BY-SA',
  /\b(?:kg|ha|mm|cm|ppm)\b/,
  '°C',
  // The toaster's hotkey as sonner names it in its region's label ("सूचनाएँ alt+T"): the keys as printed on a keyboard.
  'alt+T',
];

export interface EnglishCheck {
  /** Phrases or patterns taken out before the check, beyond LATIN_ALWAYS_ALLOWED. */
  allow?: readonly (string | RegExp)[];
  /**
   * Elements left out of the check. By default: the map's attribution, the tile provider's licence notice as the
   * operator configures it (MAP_TILE_ATTRIBUTION) with Leaflet's credit; and the toasts' close button, whose label
   * sonner 1.7 fixes as 'Close toast' (sonner 2 lets it be set).
   */
  skip?: readonly string[];
  /** Only the text inside this element (default: the whole page). */
  within?: string;
}

export const DEFAULT_SKIP: readonly string[] = ['.leaflet-control-attribution', '[data-sonner-toast] [data-close-button]'];

/**
 * The Latin-letter words left on the page: in its visible text (`innerText`), in its title, and in the texts that
 * assistive technology reads from rendered elements (aria-label, title, placeholder, alt), less what `allow` lets stay.
 */
export async function latinWordsOn(page: Page, { allow = [], skip = DEFAULT_SKIP, within = 'body' }: EnglishCheck = {}): Promise<string[]> {
  const texts = await page.evaluate(
    ({ skip, within }) => {
      const root = document.querySelector<HTMLElement>(within);
      if (!root) return [];
      const skipped = skip.flatMap((selector) => Array.from(root.querySelectorAll<HTMLElement>(selector)));
      const isSkipped = (element: Element) => skipped.some((outer) => outer.contains(element));
      let visible = root.innerText;
      for (const element of skipped) visible = visible.replace(element.innerText, ' ');
      const labels = Array.from(root.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))
        .filter((element) => !isSkipped(element) && element.checkVisibility())
        .flatMap((element) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''));
      return [within === 'body' ? document.title : '', visible, ...labels];
    },
    { skip: [...skip], within },
  );
  const allowed = [...LATIN_ALWAYS_ALLOWED, ...allow];
  const words = new Set<string>();
  for (let text of texts) {
    for (const phrase of allowed)
      text = text.replaceAll(typeof phrase === 'string' ? phrase : new RegExp(phrase.source, `${phrase.flags.replace('g', '')}g`), ' ');
    for (const word of text.match(/[A-Za-z]+/g) ?? []) words.add(word);
  }
  return [...words];
}

/** Waits until no English (no Latin-letter word outside the allowed ones) is left on the page. */
export async function expectNoEnglish(page: Page, check: EnglishCheck = {}): Promise<void> {
  await expect.poll(() => latinWordsOn(page, check), { message: `English left on ${page.url()}` }).toEqual([]);
}

/**
 * Records the app's console errors for a key that no locale has (lib/i18n.ts reports each as 'Missing translation:
 * <languages> <namespace>:<key>'); a test expects the list to stay empty.
 */
export function recordMissingTranslations(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing translation')) missing.push(message.text());
  });
  return missing;
}

/** The language switch (on the landing header, /auth, or in the workspace's settings menu once it is open). */
export async function chooseLanguage(page: Page, switchLabel: string, language: 'en' | 'hi'): Promise<void> {
  await page.getByLabel(switchLabel, { exact: true }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A signed-in farmer picks Hindi in the workspace's settings menu; waits until it is saved on the profile. */
export async function switchFarmerToHindi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/auth/language') && response.ok());
  await page.getByLabel('Language', { exact: true }).selectOption('hi');
  await saved;
  await page.keyboard.press('Escape');
}
