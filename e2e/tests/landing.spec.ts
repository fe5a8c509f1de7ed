import { PGlite } from '@electric-sql/pglite';
import type { Locator, Page } from '@playwright/test';
import { expectAlert, expectSuccessAlert, networkBarrier, path, recordDialogs, signInControl, uniqueEmail } from '../support/app';
import { expect, test } from '../support/fixtures';
import { CONTACT_EMAIL, startServer } from '../support/server';

const SLIDES = [
  'Historical Yield Timeline',
  'Water Capacity Monitoring',
  'Flood and Drought Alerts',
  'Farmer related Govt. Schemes',
  'ML Model and AI samadhan',
] as const;

const BANNER = 'JOIN US, Work with us and see Exponential Growth in your produce.';
const CONTACT_FAILURE = 'There was an issue submitting your query. Please try again later.';

function navButton(page: Page, name: string): Locator {
  return page.locator('header').getByRole('button', { name, exact: true });
}

function contactForm(page: Page) {
  const section = page.locator('[id="Contact"]');
  return {
    section,
    fname: section.getByLabel('Firstname', { exact: true }),
    lname: section.getByLabel('Lastname', { exact: true }),
    email: section.getByLabel('Email', { exact: true }),
    message: section.getByLabel('Message', { exact: true }),
    submit: section.getByRole('button', { name: 'Submit', exact: true }),
  };
}

/** Share of the element's box that is visible (clipping by the carousel's overflow counts). */
async function visibleRatio(locator: Locator): Promise<number> {
  return locator.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          resolve(entries[0]?.intersectionRatio ?? 0);
          observer.disconnect();
        });
        observer.observe(el);
      }),
  );
}

/** Titles of the slides that are (mostly) visible, in slide order. */
async function visibleSlides(page: Page): Promise<string[]> {
  const visible: string[] = [];
  for (const title of SLIDES) {
    if ((await visibleRatio(page.getByText(title, { exact: true }))) > 0.6) visible.push(title);
  }
  return visible;
}

test.describe('landing page', () => {
  test.use({ viewport: { width: 1280, height: 640 } });

  test('header buttons scroll to the sections and Sign In opens /auth', async ({ page }) => {
    await page.goto('/');
    const bottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const top = () => page.evaluate(() => window.scrollTo(0, 0));

    const aboutHeading = page.getByRole('heading', { name: 'About Us', exact: true });
    await bottom();
    await expect(aboutHeading).not.toBeInViewport();
    await navButton(page, 'About').click();
    await expect(aboutHeading).toBeInViewport();

    const firstSlide = page.getByText(SLIDES[0], { exact: true });
    await top();
    await expect(firstSlide).not.toBeInViewport();
    await navButton(page, 'Features').click();
    await expect(firstSlide).toBeInViewport();

    const contact = contactForm(page);
    await top();
    await expect(contact.submit).not.toBeInViewport();
    await navButton(page, 'Contact').click();
    await expect(contact.submit).toBeInViewport();

    await navButton(page, 'Home').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await bottom();
    await signInControl(page).click();
    await expect(page).toHaveURL(path('/auth'));
    await expect(page.getByText('Fill in the details to get started', { exact: true })).toBeVisible();
  });

  test('loads only its own code: no other screen, zod, map or chart', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'FarmSight' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => /^\/assets\/index-/.test(script))).toBe(true);
    const screenChunk =
      /\/(toaster-layout|auth|profile|workspace-layout|dashboard|news|irrigation|soil|pesticides|assistant|disease|user|zod|location-picker|growth-charts)-/;
    expect(scripts.filter((script) => screenChunk.test(script))).toEqual([]);

    await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByText('Fill in the details to get started', { exact: true })).toBeVisible();
    const loadedScreens = () => scripts.filter((script) => screenChunk.test(script)).map((script) => /\/([a-z-]+)-/.exec(script)?.[1]);
    expect(loadedScreens()).toContain('auth');
    // The form's checks (zod) load once the farmer starts on the form, not with the screen (ADR 0061).
    expect(loadedScreens()).not.toContain('zod');
    await page.getByRole('textbox').first().focus();
    await expect.poll(loadedScreens).toContain('zod');
  });

  test('shows About Us, the closing banner and the contact e-mail', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'About Us', exact: true })).toBeVisible();
    // The closing banner, verbatim.
    await expect(page.getByText(BANNER, { exact: true })).toBeVisible();
    await expect(contactForm(page).section).toContainText(CONTACT_EMAIL);
  });

  test('carousel has five slides and moves with the buttons and the arrow keys', async ({ page }) => {
    await page.goto('/');
    for (const title of SLIDES) await expect(page.getByText(title, { exact: true })).toHaveCount(1);

    const next = page.getByRole('button', { name: 'Next slide', exact: true });
    const previous = page.getByRole('button', { name: 'Previous slide', exact: true });
    await next.scrollIntoViewIfNeeded();
    // Looping: neither button is ever disabled.
    await expect(next).toBeEnabled();
    await expect(previous).toBeEnabled();

    const start = await visibleSlides(page);
    expect(start[0], 'the first slide is visible at the start').toBe(SLIDES[0]);
    expect(start.length).toBeLessThan(SLIDES.length);

    await next.click();
    await expect.poll(() => visibleSlides(page)).not.toContain(SLIDES[0]);
    await expect.poll(() => visibleSlides(page)).toContain(SLIDES[start.length]);
    await previous.click();
    await expect.poll(() => visibleSlides(page)).toEqual(start);

    // Loops backwards from the first slide to the last.
    await previous.click();
    await expect.poll(() => visibleSlides(page)).toContain(SLIDES[4]);
    await expect(previous).toBeEnabled();
    await next.click();
    await expect.poll(() => visibleSlides(page)).toEqual(start);

    // Arrow keys, with focus inside the carousel.
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => visibleSlides(page)).not.toContain(SLIDES[0]);
    await expect.poll(() => visibleSlides(page)).toContain(SLIDES[start.length]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleSlides(page)).toEqual(start);
  });

  test('contact form: an empty field shows the alert and sends nothing', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/query')) queries.push(request.method());
    });
    await page.goto('/');
    const form = contactForm(page);
    await form.fname.fill('Ravi');
    await form.lname.fill('Kumar');
    await form.email.fill(uniqueEmail('visitor'));
    // Message left empty.
    await form.submit.click();
    await expectAlert(page, dialogs, 'All fields are required');
    // The typed values stay; nothing was sent.
    await expect(form.fname).toHaveValue('Ravi');
    await networkBarrier(page);
    expect(queries).toEqual([]);

    await form.message.fill('Hello');
    await form.lname.fill('');
    dialogs.length = 0;
    await form.submit.click();
    await expectAlert(page, dialogs, 'All fields are required');
    await networkBarrier(page);
    expect(queries).toEqual([]);
  });

  test('contact form: a failed request shows the error alert and keeps the fields', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.route('**/api/auth/query', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()));
    await page.goto('/');
    const form = contactForm(page);
    await form.fname.fill('Ravi');
    await form.lname.fill('Kumar');
    await form.email.fill('ravi@example.com');
    await form.message.fill('When does the monsoon start?');
    await form.submit.click();
    await expectAlert(page, dialogs, CONTACT_FAILURE);
    await expect(form.message).toHaveValue('When does the monsoon start?');
  });

  test('contact form: a query is stored, the fields are cleared and a success alert is shown', async ({ page }) => {
    test.setTimeout(120_000);
    // A server of its own, so the database can be opened after a graceful stop.
    const own = await startServer();
    try {
      const dialogs = recordDialogs(page);
      await page.goto(`${own.baseURL}/`);
      const form = contactForm(page);
      const email = uniqueEmail('visitor');
      const message = 'Which crop suits black soil\nafter the kharif season?';
      await form.fname.fill('Meera');
      await form.lname.fill('Deshpande');
      await form.email.fill(email);
      await form.message.fill(message);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auth/query')),
        form.submit.click(),
      ]);
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toEqual({ fname: 'Meera', lname: 'Deshpande', email, message });

      for (const field of [form.fname, form.lname, form.email, form.message]) await expect(field).toHaveValue('');
      // Some success alert is shown (its text is not specified), and it is not the failure text.
      await expectSuccessAlert(page, dialogs);
      expect(dialogs).not.toContain(CONTACT_FAILURE);
      expect(dialogs).not.toContain('All fields are required');

      await page.close();
      const { code } = await own.stop();
      expect(code, `server exit code after SIGTERM\n${own.logs()}`).toBe(0);

      const db = new PGlite(own.dataDir);
      try {
        const { rows } = await db.query<{
          fname: string;
          lname: string;
          email: string;
          message: string;
          created_at: Date | string;
        }>('SELECT fname, lname, email, message, created_at FROM contact_queries');
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect({ fname: row.fname, lname: row.lname, email: row.email, message: row.message }).toEqual({
          fname: 'Meera',
          lname: 'Deshpande',
          email,
          message,
        });
        const created = new Date(row.created_at).getTime();
        expect(Math.abs(Date.now() - created)).toBeLessThan(10 * 60_000);
      } finally {
        await db.close();
      }
    } finally {
      await own.dispose();
    }
  });
});
