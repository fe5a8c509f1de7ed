import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----farmsight${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A leaf-like picture: a green ellipse with a darker midrib on a grey bench, under a mottled grey texture so that it
 * has a photo's detail and thousands of colours (a flat drawing is called unclear before the model is asked).
 */
export async function syntheticLeaf(size = 400): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <filter id="mottle"><feTurbulence type="fractalNoise" baseFrequency="0.06" numOctaves="4" seed="4"/><feColorMatrix type="saturate" values="0"/>
      <feComponentTransfer><feFuncA type="linear" slope="0.6"/></feComponentTransfer></filter>
    <rect width="100%" height="100%" fill="#8a8f88"/>
    <ellipse cx="${size / 2}" cy="${size / 2}" rx="${size * 0.3}" ry="${size * 0.45}" fill="#3f8f2f"/>
    <line x1="${size / 2}" y1="${size * 0.08}" x2="${size / 2}" y2="${size * 0.92}" stroke="#2c6a20" stroke-width="${size / 60}"/>
    <rect width="100%" height="100%" filter="url(#mottle)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
