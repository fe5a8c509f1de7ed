import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageFormat, ImageRejectedError, isPlantColoured, MAX_INPUT_PIXELS, colourCount, photoDetail, photoGrain, preprocessLeafImage } from './image';

const spec = { size: 8, mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5] };
const RED = { r: 255, g: 0, b: 0 };
const GREEN = { r: 0, g: 255, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

const solid = (width: number, height: number, background: { r: number; g: number; b: number }) => sharp({ create: { width, height, channels: 3, background } });

/** A width x height image made of vertical bands of the given colours, left to right. */
async function bands(width: number, height: number, colours: { r: number; g: number; b: number }[]) {
  const bandWidth = width / colours.length;
  const tiles = await Promise.all(colours.map((colour) => solid(bandWidth, height, colour).png().toBuffer()));
  return solid(width, height, colours[0]!).composite(tiles.map((input, index) => ({ input, left: index * bandWidth, top: 0 })));
}

/** Pixel (x, y) of channel c back in 0..255 from the normalised tensor. */
const pixel = (data: Float32Array, channel: number, x: number, y: number) =>
  Math.round((data[channel * spec.size * spec.size + y * spec.size + x]! * spec.std[channel]! + spec.mean[channel]!) * 255);

async function rejection(bytes: Buffer): Promise<ImageRejectedError> {
  const error = await preprocessLeafImage(bytes, spec).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

/** A valid tiny PNG whose header claims width x height pixels. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(4, 4, GREEN).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('detectImageFormat', () => {
  it('names the format from the first bytes', async () => {
    expect(detectImageFormat(await solid(4, 4, RED).jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageFormat(await solid(4, 4, RED).png().toBuffer())).toBe('png');
    expect(detectImageFormat(await solid(4, 4, RED).webp().toBuffer())).toBe('webp');
    expect(detectImageFormat(await solid(4, 4, RED).gif().toBuffer())).toBe('gif');
  });

  it('does not take text or an empty file for an image', () => {
    expect(detectImageFormat(Buffer.from('%PDF-1.7 not a photo'))).toBeUndefined();
    expect(detectImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('isPlantColoured', () => {
  it('accepts green, yellow and brown leaf colours', () => {
    expect(isPlantColoured(40, 160, 50)).toBe(true);
    expect(isPlantColoured(200, 190, 40)).toBe(true);
    expect(isPlantColoured(139, 90, 43)).toBe(true);
  });

  it('rejects grey, sky blue, red and near-black', () => {
    expect(isPlantColoured(128, 128, 128)).toBe(false);
    expect(isPlantColoured(90, 150, 230)).toBe(false);
    expect(isPlantColoured(220, 30, 30)).toBe(false);
    expect(isPlantColoured(10, 30, 10)).toBe(false);
  });
});

describe('photoDetail', () => {
  it('is the mean difference of R+G+B between neighbouring pixels, over 3', () => {
    // Sums 0, 30 / 60, 90: across |30| + |30|, down |60| + |60| = 180 over 4 pairs, / 3 = 15.
    expect(photoDetail(Int32Array.from([0, 30, 60, 90]), 2)).toBe(15);
    const checkerboard = Int32Array.from({ length: 16 }, (_, index) => (((index % 4) + Math.floor(index / 4)) % 2 ? 765 : 0));
    expect(photoDetail(checkerboard, 4)).toBe(255);
    expect(photoDetail(new Int32Array(9).fill(360), 3)).toBe(0);
  });

  it('compares pixels `step` apart when asked', () => {
    // Four rows of the sums 0, 30, 60, 270: two apart across |60| + |240| per row, nothing down;
    // 4 rows x 2 pairs + 2 x 4 pairs down = 16 pairs; 1200 / 16 / 3 = 25.
    const rows = Int32Array.from({ length: 16 }, (_, index) => [0, 30, 60, 270][index % 4]!);
    expect(photoDetail(rows, 4, 2)).toBe(25);
  });
});

describe('photoGrain', () => {
  it('is near 1 for random pixels, low for a smooth gradient and 0 for a flat image', () => {
    const size = 64;
    let seed = 7; // a linear congruential generator, so the noise is the same on every run
    const noise = Int32Array.from({ length: size * size }, () => Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 766));
    expect(photoGrain(noise, size)).toBeGreaterThan(0.9);
    const ramp = Int32Array.from({ length: size * size }, (_, index) => 3 * (index % size));
    expect(photoGrain(ramp, size)).toBeCloseTo(1 / 8, 10);
    expect(photoGrain(new Int32Array(size * size).fill(270), size)).toBe(0);
  });
});

describe('colourCount', () => {
  it('counts distinct RGB triplets among the first `count` pixels', () => {
    const pixels = Buffer.from([1, 2, 3, 1, 2, 3, 3, 2, 1, 0, 0, 0, 9, 9, 9]);
    expect(colourCount(pixels, 4)).toBe(3);
    expect(colourCount(pixels, 5)).toBe(4);
    expect(colourCount(Buffer.alloc(300, 7), 100)).toBe(1);
  });
});

describe('preprocessLeafImage', () => {
  it('centre-crops a wide photo to its middle square and resizes it', async () => {
    const image = await (await bands(300, 100, [RED, GREEN, BLUE])).png().toBuffer();
    const { data, plantFraction, detail, colours } = await preprocessLeafImage(image, spec);
    expect(data).toHaveLength(3 * 8 * 8);
    for (const [x, y] of [
      [0, 0],
      [7, 7],
      [0, 7],
      [4, 3],
    ] as const) {
      expect([pixel(data, 0, x, y), pixel(data, 1, x, y), pixel(data, 2, x, y)]).toEqual([0, 255, 0]);
    }
    expect(plantFraction).toBe(1);
    expect(detail).toBe(0);
    expect(colours).toBe(1);
  });

  it('normalises each channel with the model mean and std', async () => {
    const image = await solid(20, 20, { r: 255, g: 0, b: 51 }).png().toBuffer();
    const { data } = await preprocessLeafImage(image, { size: 2, mean: [0.5, 0.25, 0.2], std: [0.5, 0.25, 0.4] });
    expect(Array.from(data).map((value) => Number(value.toFixed(4)))).toEqual([1, 1, 1, 1, -1, -1, -1, -1, 0, 0, 0, 0]);
  });

  it('turns a photo the way its EXIF orientation says before cropping', async () => {
    // Stored 200x100, red left / blue right; orientation 6 shows it rotated 90° clockwise: red on top, blue below.
    const image = await (await bands(200, 100, [RED, BLUE])).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
    const { data } = await preprocessLeafImage(image, spec);
    expect(pixel(data, 0, 4, 0)).toBeGreaterThan(200);
    expect(pixel(data, 2, 4, 0)).toBeLessThan(50);
    expect(pixel(data, 2, 4, 7)).toBeGreaterThan(200);
    expect(pixel(data, 0, 4, 7)).toBeLessThan(50);
  });

  it('reads greyscale and transparent images as three colour channels', async () => {
    const grey = await solid(10, 10, { r: 128, g: 128, b: 128 }).greyscale().png().toBuffer();
    const transparent = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 255, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const greyTensor = await preprocessLeafImage(grey, spec);
    expect(greyTensor.data).toHaveLength(3 * 64);
    expect([pixel(greyTensor.data, 0, 1, 1), pixel(greyTensor.data, 1, 1, 1), pixel(greyTensor.data, 2, 1, 1)]).toEqual([128, 128, 128]);
    expect(greyTensor.plantFraction).toBe(0);
    expect((await preprocessLeafImage(transparent, spec)).data).toHaveLength(3 * 64);
  });

  it('refuses bytes that are not an image', async () => {
    const error = await rejection(Buffer.from('just some text, named leaf.jpg'));
    expect(error.reason).toBe('not-an-image');
    expect(error.message).toBe('The file is not an image. Upload a JPEG, PNG or WebP photo of a leaf.');
  });

  it('refuses a corrupt or truncated image', async () => {
    const jpeg = await solid(64, 64, GREEN).jpeg().toBuffer();
    expect((await rejection(Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(200, 7)]))).reason).toBe('corrupt');
    expect((await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).reason).toBe('corrupt');
  });

  it('decodes photos sent together each to its own pixels, with a corrupt one between them', async () => {
    // Noise keeps the header intact in the first half of the file, so this one fails in the decode itself.
    const noise = sharp({ create: { width: 256, height: 256, channels: 3, background: GREEN, noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
    const jpeg = await noise.jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const [red, corrupt, blue] = await Promise.allSettled([
      solid(16, 16, RED)
        .png()
        .toBuffer()
        .then((png) => preprocessLeafImage(png, spec)),
      preprocessLeafImage(truncated, spec),
      solid(16, 16, BLUE)
        .png()
        .toBuffer()
        .then((png) => preprocessLeafImage(png, spec)),
    ]);
    expect(corrupt.status === 'rejected' && (corrupt.reason as ImageRejectedError).reason).toBe('corrupt');
    expect(red.status === 'fulfilled' && [0, 1, 2].map((channel) => pixel(red.value.data, channel, 3, 3))).toEqual([255, 0, 0]);
    expect(blue.status === 'fulfilled' && [0, 1, 2].map((channel) => pixel(blue.value.data, channel, 3, 3))).toEqual([0, 0, 255]);
  });

  it('refuses an image whose header claims more pixels than the limit, before decoding it', async () => {
    const error = await rejection(await pngClaiming(10_000, Math.ceil(MAX_INPUT_PIXELS / 10_000) + 1));
    expect(error.reason).toBe('too-many-pixels');
    expect(error.message).toBe('The image has too many pixels (over 50 megapixels). Please upload a smaller photo.');
  });
});
