import type { Page } from '@playwright/test';
import { createFarmer, headerTitle } from '../support/app';
import { expect, test } from '../support/fixtures';

const PHONE = { width: 375, height: 667 };
const MIN_TARGET_PX = 44;

/**
 * Every control a finger can hit on the page as it first shows, with its size, and the ones under 44 × 44 CSS px.
 * A checkbox or radio counts by its label when it has one (the label takes the tap too). The one exemption is WCAG
 * 2.5.8's inline case: a link inside a sentence, whose height is the line's (an inline link whose block holds other
 * text).
 */
async function smallTargets(page: Page) {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]',
    );
    const found: string[] = [];
    for (const control of Array.from(controls)) {
      const target = (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type) && control.closest('label')) || control;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // Not shown: hidden, or clipped to a pixel for screen readers only.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      const inSentence =
        control.tagName === 'A' &&
        style.display === 'inline' &&
        (control.parentElement?.textContent ?? '').trim().length > (control.textContent ?? '').trim().length;
      if (inSentence) continue;
      if (box.width < minimum || box.height < minimum) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.getAttribute('placeholder') ?? '';
        const kind = control instanceof HTMLInputElement ? `input[type=${control.type}]` : control.tagName.toLowerCase();
        found.push(`${kind} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return { count: controls.length, found };
  }, MIN_TARGET_PX);
}

test.describe('on a 375 px phone', () => {
  test('every control on /, /auth, /dashboard, /irrigation and /ai is at least 44 × 44 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await smallTargets(page)).toMatchObject({ found: [] });

    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await smallTargets(page)).toMatchObject({ found: [] });

    await page.setViewportSize({ width: 1280, height: 720 });
    await createFarmer(page);
    await page.setViewportSize(PHONE);
    for (const [route, title] of [
      ['/dashboard', 'Dashboard'],
      ['/irrigation', 'Irrigation Model'],
      ['/ai', 'Ai Assistant'],
    ] as const) {
      await page.goto(route);
      await expect(headerTitle(page, title)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { count, found } = await smallTargets(page);
      expect(count, `${route} has controls`).toBeGreaterThan(3);
      expect(found, route).toEqual([]);
    }
  });
});

test.describe('voice on /ai', () => {
  test('without the Web Speech API neither the microphone nor read-aloud shows', async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['SpeechRecognition', 'webkitSpeechRecognition', 'speechSynthesis', 'SpeechSynthesisUtterance']) {
        Reflect.deleteProperty(window, name);
        Reflect.deleteProperty(Object.getPrototypeOf(window) as object, name);
      }
    });
    await createFarmer(page);
    await page.goto('/ai');
    await page.getByLabel('Your question', { exact: true }).fill('what is PM-KISAN?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('chat-response')).toContainText('6,000 rupees a year');
    await expect(page.getByRole('button', { name: 'Speak your question' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Read the answer aloud' })).toHaveCount(0);
  });

  test('with it, the microphone fills the question box in en-IN and the answer is read aloud', async ({ page }) => {
    // The browser's speech services stand in for a microphone and a voice: what is heard is set here, and what is
    // spoken is recorded on the page.
    await page.addInitScript(() => {
      const record = window as unknown as { heardLang?: string; spoken?: { text: string; lang: string }[] };
      record.spoken = [];
      class Recognition {
        lang = '';
        onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          record.heardLang = this.lang;
          setTimeout(() => {
            this.onresult?.({ results: [[{ transcript: 'what is PM-KISAN?' }]] });
            this.onend?.();
          });
        }
        stop() {
          this.onend?.();
        }
      }
      class Utterance {
        lang = '';
        voice: unknown = null;
        onend: (() => void) | null = null;
        constructor(public text: string) {}
      }
      const synthesis = {
        speak: (utterance: Utterance) => record.spoken!.push({ text: utterance.text, lang: utterance.lang }),
        cancel: () => undefined,
        getVoices: () => [],
      };
      // Chromium's own speechSynthesis is a getter on the window's prototype, so it is replaced, not assigned.
      for (const [name, value] of Object.entries({
        SpeechRecognition: Recognition,
        webkitSpeechRecognition: Recognition,
        SpeechSynthesisUtterance: Utterance,
        speechSynthesis: synthesis,
      })) {
        Object.defineProperty(window, name, { value, configurable: true, writable: true });
      }
    });
    await createFarmer(page);
    await page.goto('/ai');
    await page.getByRole('button', { name: 'Speak your question' }).click();
    await expect(page.getByLabel('Your question', { exact: true })).toHaveValue('what is PM-KISAN?');
    expect(await page.evaluate(() => (window as unknown as { heardLang: string }).heardLang)).toBe('en-IN');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('chat-response')).toContainText('6,000 rupees a year');
    await page.getByRole('button', { name: 'Read the answer aloud' }).click();
    const spoken = await page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]!.lang).toBe('en-IN');
    expect(spoken[0]!.text).toContain('6,000 rupees a year');
  });
});
