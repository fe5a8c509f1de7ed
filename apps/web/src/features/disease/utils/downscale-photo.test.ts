import { describe, expect, it } from 'vitest';
import { downscalePhoto, scaledSize, UPLOAD_PIXELS } from './downscale-photo';

describe('scaledSize', () => {
  it('keeps a photo of at most one megapixel as it is', () => {
    expect(scaledSize(1000, 1000)).toEqual({ width: 1000, height: 1000 });
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('scales a 12 MP phone photo to about one megapixel, keeping its shape', () => {
    const size = scaledSize(4000, 3000);
    expect(size).toEqual({ width: 1154, height: 866 });
    expect(size.width * size.height).toBeLessThanOrEqual(UPLOAD_PIXELS);
    expect(size.width * size.height).toBeGreaterThan(0.99 * UPLOAD_PIXELS);
  });
});

describe('downscalePhoto', () => {
  it('sends the file as it is where the browser cannot decode it here', async () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'leaf.jpg', { type: 'image/jpeg' });
    expect(await downscalePhoto(photo)).toBe(photo);
  });
});
