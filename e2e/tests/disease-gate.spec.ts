import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createFarmer, headerTitle, sidebarLink } from '../support/app';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/server';

/** A photo of a development board (the Rust embedded book's, credited in the fixtures' CREDITS.md). */
const CIRCUIT_BOARD = path.join(repoRoot, 'apps/server/test/fixtures/off-leaf/rust-embedded-book-f3-board.jpg');

/** Asks the symptom guide about `crop` with `text`; returns the first entry it offers. */
async function askGuide(page: Page, crop: string, text: string) {
  const guide = page.getByRole('region', { name: 'Symptom guide for other crops' });
  await guide.getByLabel('Crop').selectOption({ label: crop });
  await guide.getByLabel('What do you see?').fill(text);
  await guide.getByRole('button', { name: 'Find likely causes', exact: true }).click();
  return guide.getByRole('article').first();
}

async function openScreen(page: Page) {
  await createFarmer(page);
  await sidebarLink(page, 'Crop Diseases').click();
  await expect(headerTitle(page, 'Crop Diseases')).toBeVisible();
}

test.describe('/weather: the gate before the diagnosis and the symptom guide', () => {
  test('a photo of a circuit board gets no diagnosis: no disease, no candidates, no treatment', async ({ page }) => {
    await openScreen(page);
    await expect(page.getByLabel('Take a photo')).toHaveAttribute('capture', 'environment');
    await page.getByLabel('Leaf photo').setInputFiles({ name: 'board.jpg', mimeType: 'image/jpeg', buffer: readFileSync(CIRCUIT_BOARD) });
    await page.getByRole('button', { name: 'Upload and Predict', exact: true }).click();
    const result = page.getByRole('region', { name: 'Prediction Result:' });
    // The leaf head of the network served since ADR 0059 refuses this board (the one before it let it through to "unclear").
    await expect(result.getByText('This does not look like a plant leaf.', { exact: true })).toBeVisible();
    await expect(result.getByText('Photograph one leaf up close so that it fills the square.', { exact: true })).toBeVisible();
    await expect(result).toHaveClass(/bg-amber-50/);
    await expect(result.getByRole('list')).toHaveCount(0);
    await expect(result).not.toContainText('%');
    await expect(result.getByRole('heading', { name: 'What to do' })).toHaveCount(0);
  });

  test('the symptom guide names yellow rust for yellow stripes of powder on wheat, with registered fungicides', async ({ page }) => {
    await openScreen(page);
    const first = await askGuide(page, 'Wheat', 'Yellow stripes of powder on the leaves');
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Yellow (stripe) rust');
    await expect(first.getByRole('row', { name: /Propiconazole 25% EC/ }).getByRole('cell')).toHaveText([
      /^Propiconazole 25% EC/,
      '500 ml per hectare',
      '30 days',
    ]);
    await expect(first.getByText(/Fungicides \(as on 31\.03\.2026\), p\. 24$/)).toBeVisible();
  });

  test('the symptom guide names blast for eye-shaped spots with a grey centre on paddy, with tricyclazole', async ({ page }) => {
    await openScreen(page);
    const first = await askGuide(page, 'Paddy (rice)', 'eye shaped spots with grey centre on leaves');
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Blast');
    await expect(
      first
        .getByRole('row', { name: /Tricyclazole 75% WP/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('300–400 g per hectare');
  });
});
