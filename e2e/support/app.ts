import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

/** A password the server accepts (argon2id, minimum 8 characters). */
export const PASSWORD = 'Harvest-Season-2025!';

/** Default map centre of the profile map (spec section 9). */
export const DEFAULT_CENTRE = { lat: 51.505, lng: -0.09 } as const;

export function uniqueEmail(prefix = 'farmer'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

/** Protected routes with the title the workspace header shows (spec section 2). */
export const WORKSPACE_PAGES = [
  { route: '/dashboard', title: 'Dashboard' },
  { route: '/schemes', title: 'News' },
  { route: '/irrigation', title: 'Irrigation Model' },
  { route: '/historical', title: 'Historical Yield Analysis' },
  { route: '/pesticide', title: 'Pesticides and Crop' },
  { route: '/ai', title: 'Ai Assistant' },
  { route: '/weather', title: 'Crop Diseases' },
  { route: '/user', title: 'User Profile' },
] as const;

export const PROTECTED_ROUTES = [...WORKSPACE_PAGES.map((p) => p.route), '/profile'] as const;

/** The sidebar's items in order (spec: Workspace shell). */
export const SIDEBAR_ITEMS = [
  { name: 'Dashboard', route: '/dashboard' },
  { name: 'News', route: '/schemes' },
  { name: 'Irrigation Model', route: '/irrigation' },
  { name: 'Historical Yield', route: '/historical' },
  { name: 'AI Assistant', route: '/ai' },
  { name: 'Crop Diseases', route: '/weather' },
  { name: 'User', route: '/user' },
  { name: 'Pesticide', route: '/pesticide' },
] as const;

/** Matches the page's path exactly (any origin, optional query/hash). */
export function path(route: string): RegExp {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}(?:[?#].*)?$`);
}

/**
 * A round trip through the page's network stack: requests the page started before this call have been seen by
 * `page.on('request')` listeners once it returns.
 */
export async function networkBarrier(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/api/health', { cache: 'no-store' });
  });
}

// ---------------------------------------------------------------- toasts and alerts

/** A sonner toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(text, { exact: true }) });
}

export function allToasts(page: Page): Locator {
  return page.locator('[data-sonner-toast]');
}

/** Records every window.alert/confirm message of the page and accepts it. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept().catch(() => undefined);
  });
  return messages;
}

/** Waits until `text` was shown as a browser alert (or, failing that, as visible text on the page). */
export async function expectAlert(page: Page, dialogs: string[], text: string): Promise<void> {
  await expect
    .poll(async () => dialogs.includes(text) || (await page.getByText(text, { exact: true }).first().isVisible()), {
      message: `alert '${text}' (dialogs so far: ${JSON.stringify(dialogs)})`,
    })
    .toBe(true);
}

/** Waits for some alert (its text is not specified): a browser alert, or a visible role=alert element. */
export async function expectSuccessAlert(page: Page, dialogs: string[]): Promise<void> {
  await expect
    .poll(async () => dialogs.length > 0 || (await page.getByRole('alert').filter({ visible: true }).count()) > 0, {
      message: 'a success alert (browser alert or role=alert) is shown',
    })
    .toBe(true);
}

/** The landing header's Sign In control (a link or a button). */
export function signInControl(page: Page): Locator {
  const header = page.locator('header');
  return header.getByRole('link', { name: 'Sign In', exact: true }).or(header.getByRole('button', { name: 'Sign In', exact: true }));
}

// ---------------------------------------------------------------- auth screen

export function authFields(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    confirm: page.getByLabel('Confirm Password', { exact: true }),
    loginTab: page.getByRole('tab', { name: 'Login', exact: true }),
    signupTab: page.getByRole('tab', { name: 'SignUp', exact: true }),
    loginButton: page.getByRole('button', { name: 'Login', exact: true }),
    signupButton: page.getByRole('button', { name: 'SignUp', exact: true }),
  };
}

export async function signUpViaUI(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  const f = authFields(page);
  await f.signupTab.click();
  await f.email.fill(email);
  await f.password.fill(password);
  await f.confirm.fill(password);
  await f.signupButton.click();
  await expect(page).toHaveURL(path('/profile'));
}

/** Signs up on the Hindi /auth screen (a browser asking for Hindi) and waits for /profile. */
export async function signUpInHindiViaUI(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'साइन अप', exact: true }).click();
  await page.getByLabel('ईमेल', { exact: true }).fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
  await page.getByLabel('पासवर्ड दोबारा लिखें', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'साइन अप', exact: true }).click();
  await expect(page).toHaveURL(path('/profile'));
}

export async function logInViaUI(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  const f = authFields(page);
  await f.loginTab.click();
  await f.email.fill(email);
  await f.password.fill(password);
  await f.loginButton.click();
}

// ---------------------------------------------------------------- profile screen

export interface ProfileInput {
  firstName: string;
  lastName: string;
  areaOfLand: string;
}

export function profileFields(page: Page) {
  return {
    firstName: page.getByLabel('First Name', { exact: true }),
    lastName: page.getByLabel('Last Name', { exact: true }),
    areaOfLand: page.getByLabel('Area of Land', { exact: false }),
    map: page.locator('.leaflet-container'),
    submit: page.getByRole('button', { name: 'Submit', exact: true }),
    continueToDashboard: page.getByRole('button', { name: 'Continue to Dashboard' }),
  };
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
export const SELECTED_COORDINATES = new RegExp(`Selected Coordinates: Latitude: ${NUMBER}, Longitude: ${NUMBER}`);

/** Reads the 'Selected Coordinates: …' line, or null when it is not shown. */
export async function selectedCoordinates(page: Page): Promise<{ lat: number; lng: number } | null> {
  const line = page.getByText(SELECTED_COORDINATES);
  if ((await line.count()) === 0) return null;
  const match = SELECTED_COORDINATES.exec((await line.first().textContent()) ?? '');
  return match ? { lat: Number(match[1]), lng: Number(match[2]) } : null;
}

/** Clicks the map at a point relative to its top-left corner (default: its centre). */
export async function clickMap(page: Page, position?: { x: number; y: number }): Promise<void> {
  const map = profileFields(page).map;
  await expect(map).toBeVisible();
  if (position) {
    await map.click({ position });
  } else {
    const box = await map.boundingBox();
    if (!box) throw new Error('map has no box');
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
  }
  await expect(page.getByText(SELECTED_COORDINATES)).toBeVisible();
}

/**
 * Fills the profile form on /profile (clicking the map unless a location is already selected), submits it and
 * waits for /dashboard. Returns the payload the browser sent.
 */
export async function completeProfileViaUI(
  page: Page,
  input: ProfileInput,
): Promise<{ firstName: string; lastName: string; areaOfLand: number; location: [number, number] }> {
  await expect(page).toHaveURL(path('/profile'));
  const f = profileFields(page);
  await f.firstName.fill(input.firstName);
  await f.lastName.fill(input.lastName);
  await f.areaOfLand.fill(input.areaOfLand);
  if ((await selectedCoordinates(page)) === null) await clickMap(page);
  const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/auth/update-profile')), f.submit.click()]);
  await expect(page).toHaveURL(path('/dashboard'));
  return request.postDataJSON() as { firstName: string; lastName: string; areaOfLand: number; location: [number, number] };
}

export interface Farmer extends ProfileInput {
  email: string;
  password: string;
  location: [number, number];
}

/** Signs up a new farmer through the UI and sets up the profile; ends on /dashboard, signed in. */
export async function createFarmer(page: Page, overrides: Partial<ProfileInput> = {}): Promise<Farmer> {
  const email = uniqueEmail();
  await signUpViaUI(page, email);
  const profile: ProfileInput = { firstName: 'Asha', lastName: 'Patil', areaOfLand: '12.5', ...overrides };
  const sent = await completeProfileViaUI(page, profile);
  return { email, password: PASSWORD, ...profile, location: sent.location };
}

// ---------------------------------------------------------------- workspace shell

/** The workspace header bar's title. */
export function headerTitle(page: Page, title: string): Locator {
  return page.locator('header').getByText(title, { exact: true });
}

export function sidebarLink(page: Page, name: string): Locator {
  return page.getByRole('link', { name, exact: true });
}

/** Fills the dashboard's 'Analyse your crop Growth' form and submits it; the caller checks the answer it expects. */
export async function analyseCrop(page: Page, cropName: string, seedingDate: string): Promise<void> {
  await page.getByPlaceholder('Select a seeding date', { exact: true }).fill(seedingDate);
  await page.getByPlaceholder('Enter crop Name', { exact: true }).fill(cropName);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}
