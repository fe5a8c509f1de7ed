import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createFarmer, expectAlert, headerTitle, recordDialogs, sidebarLink, toast } from '../support/app';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/server';

const datasetDir = path.join(repoRoot, '../shared/datasets/plant-leaves/train');
/** A held-out validation photo (listed in ml/eval-subset.txt) and what the model must say about it. */
const REAL_LEAF = { file: 'Tomato___Leaf_Mold/Crnl-L.Mold_09022_f480c8bc.jpg', label: 'Tomato — Leaf mould' };

/** A leaf-like picture made here (no dataset image is committed): a green ellipse with a midrib on grey. */
async function generatedLeaf(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <rect width="100%" height="100%" fill="#8a8f88"/>
    <ellipse cx="160" cy="160" rx="95" ry="140" fill="#3f8f2f"/>
    <line x1="160" y1="25" x2="160" y2="295" stroke="#2c6a20" stroke-width="5"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function openScreen(page: Page) {
  await createFarmer(page);
  await sidebarLink(page, 'Crop Diseases').click();
  await expect(headerTitle(page, 'Crop Diseases')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crop Disease Prediction', exact: true })).toBeVisible();
}

/** The answer for a picture that is not a leaf photo: the gate's sentence as an amber warning, with no percentages. */
async function expectNotALeafWarning(page: Page) {
  const result = page.getByRole('region', { name: 'Prediction Result:' });
  await expect(result.getByText('This does not look like a plant leaf.', { exact: true })).toBeVisible();
  await expect(result).toHaveClass(/bg-amber-50/);
  await expect(result.getByRole('list')).toHaveCount(0);
  await expect(result).not.toContainText('%');
  await expect(result.getByRole('heading', { name: 'Symptoms' })).toHaveCount(0);
  await expect(result.getByText(/^Source: /)).toHaveCount(0);
}

test.describe('/weather crop-disease prediction', () => {
  test('lists the crops the served model knows beside the picker, its limits in one line and how to photograph a leaf', async ({ page }) => {
    await openScreen(page);
    const crops = page.getByRole('complementary', { name: 'Crops it knows' }).getByRole('listitem');
    await expect(crops).toHaveText(['Apple', 'Corn', 'Grape', 'Bell pepper', 'Potato', 'Strawberry', 'Tomato']);
    await expect(
      page.getByText('Limits: lab photos, 7 crops, 29 classes. Field photos are harder; confirm a diagnosis with your extension office.', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Photograph one leaf laid flat on plain paper or cloth, in daylight. A leaf on soil, among other leaves or in a hand is often misread.', {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('asks for a file first, then predicts a generated leaf and shows the result box', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await openScreen(page);
    await expect(page.getByText('Upload an image', { exact: true })).toBeVisible();
    const button = page.getByRole('button', { name: 'Upload and Predict', exact: true });
    await button.click();
    await expectAlert(page, dialogs, 'Please select an image file first.');

    await page.getByLabel('Leaf photo').setInputFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: await generatedLeaf() });
    await expect(page.getByRole('img', { name: 'Selected leaf' })).toBeVisible();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/disease/predict/')), button.click()]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Uploading...', exact: true })).toBeDisabled();
    // A drawing has too few colours to be a photo, so the answer is "not a leaf", as a warning with no percentages.
    await expectNotALeafWarning(page);
    await expect(button).toBeEnabled();

    // Choosing another photo clears the answer about the previous one.
    await page.getByLabel('Leaf photo').setInputFiles({ name: 'other.jpg', mimeType: 'image/jpeg', buffer: await generatedLeaf() });
    await expect(page.getByRole('region', { name: 'Prediction Result:' })).toHaveCount(0);

    // Fits a 375 px phone without horizontal scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a file that is not an image gets a toast with the server message', async ({ page }) => {
    await openScreen(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.getByLabel('Leaf photo').setInputFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo') });
    await page.getByRole('button', { name: 'Upload and Predict', exact: true }).click();
    await expect(toast(page, 'The file is not an image. Upload a JPEG, PNG or WebP photo of a leaf.')).toBeVisible();
    expect(errors.some((text) => text.startsWith('Disease prediction failed:'))).toBe(true);
    await expect(page.getByRole('region', { name: 'Prediction Result:' })).toHaveCount(0);
  });

  test('a photo of a plain green surface is not a leaf, with no crop, disease, advice or percentages', async ({ page }) => {
    await openScreen(page);
    const greenWall = await sharp({ create: { width: 600, height: 450, channels: 3, background: { r: 60, g: 140, b: 50 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Leaf photo').setInputFiles({ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: greenWall });
    await page.getByRole('button', { name: 'Upload and Predict', exact: true }).click();
    await expectNotALeafWarning(page);
  });

  test('a real leaf photo shows the predicted crop and disease with advice', async ({ page }) => {
    test.skip(!existsSync(datasetDir), `skipped: ${datasetDir} absent (the PlantVillage photos live outside the repository)`);
    await openScreen(page);
    await page.getByLabel('Leaf photo').setInputFiles({
      name: 'leaf.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(path.join(datasetDir, REAL_LEAF.file)),
    });
    await page.getByRole('button', { name: 'Upload and Predict', exact: true }).click();
    const result = page.getByRole('region', { name: 'Prediction Result:' });
    await expect(result.getByText(REAL_LEAF.label, { exact: true }).first()).toBeVisible();
    await expect(result.getByRole('heading', { name: 'Symptoms' })).toBeVisible();
    await expect(result.getByText(/^Source: /)).toBeVisible();
    await expect(result.getByRole('list', { name: 'Most likely' }).getByRole('listitem').first()).toHaveText(new RegExp(`^${REAL_LEAF.label}: \\d+\\.\\d%$`));
    await expect(result).toHaveClass(/bg-green-50/);
  });
});
