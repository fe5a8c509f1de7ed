import sharp from 'sharp';

/** Photos larger than this many pixels are refused before decoding (a decompression bomb guard). */
export const MAX_INPUT_PIXELS = 50_000_000;

// Decodes run one at a time on one libvips thread, so that while photos queue, the event loop and the
// (lower-priority) inference threads still get a core: other requests stay fast.
sharp.concurrency(1);
let lastDecode: Promise<unknown> = Promise.resolve();
function oneDecodeAtATime<T>(decode: () => Promise<T>): Promise<T> {
  const result = lastDecode.then(decode);
  lastDecode = result.catch(() => undefined);
  return result;
}

const CORRUPT = 'The image could not be read. It may be damaged; please take the photo again.';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: 'not-an-image' | 'too-many-pixels' | 'corrupt',
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format named by the file's first bytes; never by its name or declared type. */
export function detectImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))) return 'avif';
  return undefined;
}

export interface PreprocessSpec {
  size: number;
  mean: readonly number[];
  std: readonly number[];
}

/** What preprocessing measures of the photo itself, for the checks in classifier.ts. */
export interface PhotoMeasures {
  /** Share of pixels with a leaf-like colour (green to yellow-brown, saturated, not dark). */
  plantFraction: number;
  /** Mean difference between neighbouring pixels: 0 for a flat surface, about 50 for random pixels. */
  detail: number;
  /** How much of that detail is pixel-to-pixel (see photoGrain): near 1 for noise. */
  grain: number;
  /** Distinct RGB colours: thousands in a photo, a few hundred in a drawing or graphic. */
  colours: number;
}

export interface LeafTensor extends PhotoMeasures {
  /** Normalised float pixels, NCHW with N = 1. */
  data: Float32Array<ArrayBuffer>;
}

/** Hue 20°–170° (brown, yellow, green), saturation >= 0.2, value >= 0.15: the colours of leaves, healthy or diseased. */
export function isPlantColoured(red: number, green: number, blue: number): boolean {
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const chroma = max - min;
  if (max < 0.15 * 255 || chroma < 0.2 * max || chroma === 0) return false;
  // Multiplied before dividing, so a hue exactly on a limit (76, 32, 10 is 20°) comes out exact, here and in
  // ml/field.py's float32 alike (test/fixtures/photo-checks).
  let hue: number;
  if (max === red) hue = (60 * (green - blue)) / chroma;
  else if (max === green) hue = (60 * (blue - red)) / chroma + 120;
  else hue = (60 * (red - green)) / chroma + 240;
  return hue >= 20 && hue <= 170;
}

/**
 * Decodes a photo the way the model was trained: EXIF orientation, centre crop to a square, bilinear resize to
 * size x size, RGB scaled to 0..1 and normalised by mean/std. Runs in sharp's thread pool, from memory only.
 */
export async function preprocessLeafImage(bytes: Buffer, spec: PreprocessSpec): Promise<LeafTensor> {
  if (!detectImageFormat(bytes)) {
    throw new ImageRejectedError('not-an-image', 'The file is not an image. Upload a JPEG, PNG or WebP photo of a leaf.');
  }
  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('corrupt', CORRUPT);
  }
  if (!metadata.width || !metadata.height) {
    throw new ImageRejectedError('corrupt', CORRUPT);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(
      'too-many-pixels',
      `The image has too many pixels (over ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please upload a smaller photo.`,
    );
  }
  // Crop first, then resize, so no pixel outside the square bleeds into the edges (as in training).
  const { width, height } = metadata.autoOrient;
  const side = Math.min(width, height);
  let pixels: Buffer;
  try {
    pixels = await oneDecodeAtATime(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
        .extract({ left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), width: side, height: side })
        .removeAlpha()
        .toColourspace('srgb')
        .resize(spec.size, spec.size, { kernel: 'linear' })
        .raw()
        .toBuffer(),
    );
  } catch {
    throw new ImageRejectedError('corrupt', CORRUPT);
  }
  return toTensor(pixels, spec);
}

/**
 * Mean absolute difference between pixels `step` apart across and down, of `sums` (each pixel's R+G+B, row by row),
 * divided by 3 (the same rule as photo_detail in ml/export.py; integer sums, so both give the same value).
 */
export function photoDetail(sums: Int32Array, size: number, step = 1): number {
  let total = 0;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const index = row * size + column;
      if (column + step < size) total += Math.abs(sums[index + step]! - sums[index]!);
      if (row + step < size) total += Math.abs(sums[index + step * size]! - sums[index]!);
    }
  }
  return total / (3 * 2 * size * (size - step));
}

/** Pixels this far apart are compared with neighbours to tell a photo from noise. */
const GRAIN_STEP = 8;

/**
 * Detail between neighbours (`detail`, when already measured) over detail between pixels GRAIN_STEP apart: about 1
 * for noise (a little under once a larger noise image is shrunk), lower for photos; 0 for a flat image.
 */
export function photoGrain(sums: Int32Array, size: number, detail = photoDetail(sums, size)): number {
  const coarse = photoDetail(sums, size, GRAIN_STEP);
  return coarse === 0 ? 0 : detail / coarse;
}

/** One bit per 24-bit colour, shared by colourCount calls and cleared again by each (2 MB). */
const seenColours = new Uint32Array(2 ** 24 / 32);

/** Distinct RGB colours among the first `count` pixels (the same rule as colour_count in ml/export.py). */
export function colourCount(pixels: Buffer, count: number): number {
  const colourAt = (index: number) => (pixels[index * 3]! << 16) | (pixels[index * 3 + 1]! << 8) | pixels[index * 3 + 2]!;
  let distinct = 0;
  for (let index = 0; index < count; index += 1) {
    const colour = colourAt(index);
    const bit = 1 << (colour & 31);
    if ((seenColours[colour >>> 5]! & bit) === 0) {
      seenColours[colour >>> 5]! |= bit;
      distinct += 1;
    }
  }
  for (let index = 0; index < count; index += 1) seenColours[colourAt(index) >>> 5] = 0;
  return distinct;
}

/** Interleaved RGB bytes -> normalised planar floats and the measures of the photo itself (see LeafTensor). */
export function toTensor(pixels: Buffer, spec: PreprocessSpec): LeafTensor {
  const area = spec.size * spec.size;
  const data = new Float32Array(3 * area);
  const sums = new Int32Array(area);
  let plantPixels = 0;
  for (let index = 0; index < area; index += 1) {
    const red = pixels[index * 3]!;
    const green = pixels[index * 3 + 1]!;
    const blue = pixels[index * 3 + 2]!;
    data[index] = (red / 255 - spec.mean[0]!) / spec.std[0]!;
    data[area + index] = (green / 255 - spec.mean[1]!) / spec.std[1]!;
    data[2 * area + index] = (blue / 255 - spec.mean[2]!) / spec.std[2]!;
    sums[index] = red + green + blue;
    if (isPlantColoured(red, green, blue)) plantPixels += 1;
  }
  const detail = photoDetail(sums, spec.size);
  return { data, plantFraction: plantPixels / area, detail, grain: photoGrain(sums, spec.size, detail), colours: colourCount(pixels, area) };
}
