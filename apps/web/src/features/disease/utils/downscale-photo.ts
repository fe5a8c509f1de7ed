/** About one megapixel: enough for the model's 144 px square, and a fraction of a phone photo's bytes on 2G/3G. */
export const UPLOAD_PIXELS = 1_000_000;
const JPEG_QUALITY = 0.88;

/** The size a photo of width x height is scaled to so that it has at most maxPixels pixels, its shape kept. */
export function scaledSize(width: number, height: number, maxPixels = UPLOAD_PIXELS): { width: number; height: number } {
  if (width * height <= maxPixels) return { width, height };
  const scale = Math.sqrt(maxPixels / (width * height));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/**
 * The photo re-encoded as a JPEG of at most about UPLOAD_PIXELS pixels, turned upright by its EXIF orientation. A photo
 * already that small, or a browser that cannot decode it here, sends the file as it is (the server checks it anyway).
 */
export async function downscalePhoto(photo: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return photo;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return photo;
  }
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  if (width === bitmap.width && height === bitmap.height) {
    bitmap.close();
    return photo;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return photo;
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  return blob ?? photo;
}
