import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import type { DiseasePrediction, SymptomGuideAnswer } from '@farmsight/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { labelOf, NOT_A_LEAF_PREDICTION, UNCLEAR_PREDICTION, UNKNOWN_CROP_PREDICTION } from '../src/modules/disease/classifier';
import { adviceByClass } from '../src/modules/disease/data/advice';
import { diseaseModelPath } from '../src/paths';
import { createTestApp, errorOf, signUp, TestClient, useSignedInApp } from './helpers';
import { multipart, syntheticLeaf } from './images';

const upload = (
  client: TestClient,
  image: Buffer,
  { path = '/api/disease/predict/', filename = 'leaf.jpg', contentType = 'image/jpeg', language = 'en' } = {},
) => {
  const form = multipart([{ name: 'image', data: image, filename, contentType }]);
  return client.request('POST', path, { ...form, headers: { 'accept-language': language } });
};

const signedIn = useSignedInApp();

describe('the committed model', () => {
  it('is in the tree with its labels', () => {
    expect(existsSync(diseaseModelPath), `${diseaseModelPath} is missing: run npm run ml:train`).toBe(true);
    const labels = JSON.parse(readFileSync(diseaseModelPath.replace(/leaf-disease\.onnx$/, 'labels.json'), 'utf8'));
    expect(labels.classes).toHaveLength(29);
    expect(labels.classes.every((name: string) => adviceByClass[name])).toBe(true);
  });
});

describe('POST /api/disease/predict/', () => {
  it('needs a session', async () => {
    const response = await upload(new TestClient(signedIn.app), await syntheticLeaf());
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('answers a leaf-like picture with a diagnosis and its top 3 and advice, or a verdict with neither, on the path with or without the slash', async () => {
    const image = await syntheticLeaf();
    for (const path of ['/api/disease/predict/', '/api/disease/predict']) {
      const response = await upload(signedIn.client, image, { path });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<DiseasePrediction>();
      if (body.verdict !== 'diagnosis') {
        const sentence = { 'not-a-leaf': NOT_A_LEAF_PREDICTION, 'unknown-crop': UNKNOWN_CROP_PREDICTION, unclear: UNCLEAR_PREDICTION }[body.verdict];
        expect(body).toMatchObject({ prediction: sentence, crop: null, disease: null, healthy: null, top: [], advice: null });
        continue;
      }
      expect(body.top).toHaveLength(3);
      expect(body.top[0]!.confidence).toBe(body.confidence);
      expect(body.top[0]!.confidence).toBeGreaterThanOrEqual(body.top[1]!.confidence);
      expect(body.top[1]!.confidence).toBeGreaterThanOrEqual(body.top[2]!.confidence);
      const labels = Object.values(adviceByClass).map((advice) => labelOf(advice));
      for (const candidate of body.top) expect(labels).toContain(candidate.label);
      expect(body.prediction).toBe(body.top[0]!.label);
      expect(body.prediction).toBe(`${body.crop} — ${body.disease ?? 'Healthy'}`);
      expect(body.healthy).toBe(body.disease === null);
      expect(body.advice!.source.length).toBeGreaterThan(10);
    }
  });

  it('says a flat or synthetic picture of something else is not a leaf instead of naming a disease', async () => {
    const sky = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 110, g: 160, b: 230 } } })
      .jpeg()
      .toBuffer();
    const page = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 245, g: 245, b: 240 } } })
      .png()
      .toBuffer();
    // A flat leaf colour, random pixels and a drawing: the model alone named a crop for each with 0.68-0.93 confidence.
    const greenWall = await sharp({ create: { width: 500, height: 500, channels: 3, background: { r: 60, g: 140, b: 50 } } })
      .jpeg()
      .toBuffer();
    const noise = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    const drawing = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="100%" height="100%" fill="white"/><circle cx="200" cy="200" r="150" fill="#3a8f2f"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    for (const image of [sky, page, greenWall, noise, drawing]) {
      const response = await upload(signedIn.client, image);
      expect(response.statusCode).toBe(200);
      // Not a leaf photo at all, so no candidates (the screen then shows no percentages).
      expect(response.json()).toMatchObject({
        verdict: 'not-a-leaf',
        prediction: NOT_A_LEAF_PREDICTION,
        crop: null,
        disease: null,
        healthy: null,
        advice: null,
        top: [],
      });
    }
  });

  it('refuses photos of other things (people, objects, screens, ground, walls, circuit boards): never a diagnosis or treatment', async () => {
    const offLeafDir = fileURLToPath(new URL('./fixtures/off-leaf', import.meta.url));
    const files = readdirSync(offLeafDir).filter((file) => file.endsWith('.jpg'));
    expect(files.length).toBeGreaterThanOrEqual(60);
    const diagnosed: string[] = [];
    // Each farmer may send 30 predictions a minute, so the photos are spread over farmers of their own.
    let client = signedIn.client;
    for (const [index, file] of files.entries()) {
      if (index % 25 === 0) {
        client = new TestClient(signedIn.app);
        await signUp(client);
      }
      const response = await upload(client, readFileSync(`${offLeafDir}/${file}`));
      expect(response.statusCode, file).toBe(200);
      const body = response.json<DiseasePrediction>();
      if (body.verdict === 'diagnosis') diagnosed.push(`${file}: ${body.prediction}`);
      else expect(body, file).toMatchObject({ crop: null, disease: null, top: [], advice: null });
    }
    expect(diagnosed).toEqual([]);
  }, 120_000);

  it('answers 400 when no file is sent', async () => {
    const onlyText = multipart([{ name: 'note', data: 'hello' }]);
    const noFile = await signedIn.client.request('POST', '/api/disease/predict/', onlyText);
    const json = await signedIn.client.post('/api/disease/predict/', { image: 'leaf.jpg' });
    const wrongField = await signedIn.client.request(
      'POST',
      '/api/disease/predict/',
      multipart([{ name: 'photo', data: await syntheticLeaf(), filename: 'a.jpg' }]),
    );
    for (const response of [noFile, json, wrongField]) {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_ERROR', message: 'Choose a photo of a leaf to upload (form field "image").' });
    }
  });

  it('answers 415 for a file that is not an image, whatever its name and declared type', async () => {
    const response = await upload(signedIn.client, Buffer.from('%PDF-1.4 a document, not a leaf'), { filename: 'leaf.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file is not an image. Upload a JPEG, PNG or WebP photo of a leaf.' });
  });

  it('answers 413 for a file over 10 MB', async () => {
    const big = Buffer.concat([await syntheticLeaf(), randomBytes(10 * 1024 * 1024)]);
    const response = await upload(signedIn.client, big);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The photo is larger than 10 MB. Please upload a smaller photo.' });
  });

  it('answers 422 for a decompression bomb (a small file claiming a huge pixel count)', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3f8f2f' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(60_000, 16);
    png.writeUInt32BE(60_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const response = await upload(signedIn.client, png, { filename: 'leaf.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ code: 'UNPROCESSABLE', message: 'The image has too many pixels (over 50 megapixels). Please upload a smaller photo.' });
  });

  it('answers 422 for a corrupt image', async () => {
    const jpeg = await syntheticLeaf();
    const response = await upload(signedIn.client, Buffer.concat([jpeg.subarray(0, 3), randomBytes(5000)]));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ code: 'UNPROCESSABLE', message: 'The image could not be read. It may be damaged; please take the photo again.' });
  });

  it('limits each farmer to 30 predictions a minute', async () => {
    const farmer = new TestClient(signedIn.app);
    await signUp(farmer);
    const empty = multipart([{ name: 'note', data: 'x' }]);
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await farmer.request('POST', '/api/disease/predict/', empty)).statusCode).toBe(400);
    }
    const limited = await farmer.request('POST', '/api/disease/predict/', empty);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    // Another farmer from the same address is not affected.
    expect((await upload(signedIn.client, await syntheticLeaf())).statusCode).toBe(200);
  });
});

describe('GET /api/disease/model/', () => {
  it('needs a session', async () => {
    const response = await new TestClient(signedIn.app).get('/api/disease/model/');
    expect(response.statusCode).toBe(401);
  });

  it('lists the crops the committed model knows, from its labels, and its class count', async () => {
    const response = await signedIn.client.get('/api/disease/model/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ crops: ['Apple', 'Corn', 'Grape', 'Bell pepper', 'Potato', 'Strawberry', 'Tomato'], classes: 29 });
  });
});

describe('without the model file', () => {
  it('answers 503 with a clear message and the rest of the server keeps working', async () => {
    const bare = await createTestApp({ DISEASE_MODEL_PATH: '/nonexistent/leaf-disease.onnx' });
    try {
      const farmer = new TestClient(bare);
      await signUp(farmer);
      const response = await upload(farmer, await syntheticLeaf());
      expect(response.statusCode).toBe(503);
      expect(errorOf(response)).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Disease prediction is not available right now: the model is not installed on this server.',
      });
      expect((await farmer.get('/api/disease/model/')).statusCode).toBe(503);
      expect((await farmer.get('/api/auth/user-info')).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /api/disease/guide/ and /guide/match/', () => {
  const match = (query: string, headers: Record<string, string> = {}) => signedIn.client.request('GET', `/api/disease/guide/match/?${query}`, { headers });

  it('needs a session', async () => {
    const response = await new TestClient(signedIn.app).get('/api/disease/guide/');
    expect(response.statusCode).toBe(401);
  });

  it('lists the ten crops, named in the asked language', async () => {
    const response = await signedIn.client.request('GET', '/api/disease/guide/', { headers: { 'accept-language': 'hi' } });
    expect(response.statusCode).toBe(200);
    const names = response.json<{ crops: { name: string }[] }>().crops.map((crop) => crop.name);
    expect(names).toHaveLength(10);
    expect(names).toContain('गेहूँ');
  });

  it('answers yellow rust for a wheat description, in Hindi when asked, with the registered dose and waiting period', async () => {
    const response = await match(`crop=wheat&text=${encodeURIComponent('पत्तियों पर पीली धारियाँ, पाउडर जैसा')}`, { 'accept-language': 'hi' });
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json<SymptomGuideAnswer>().matches;
    expect(first!.candidates[0]!.name).toBe('पीला रतुआ (धारीदार रतुआ)');
    expect(first!.products[0]).toMatchObject({ product: 'Propiconazole 25% EC', dose: '500 मि.ली. प्रति हेक्टेयर', waitingPeriodDays: 30 });
  });

  it('answers 422 naming the field for a crop the guide lacks, and 400 naming the field for a too-short description', async () => {
    const unknown = await match('crop=banana&text=yellow%20leaves');
    expect(unknown.statusCode).toBe(422);
    const message =
      'The symptom guide has no crop "banana". It covers: Chickpea (gram), Cotton, Groundnut (peanut), Maize (corn), Mustard (rapeseed-mustard), Paddy (rice), Pigeon pea (tur, arhar), Soybean, Sugarcane, Wheat.';
    expect(errorOf(unknown)).toMatchObject({ code: 'UNPROCESSABLE', message, fields: { crop: message } });
    const short = await match('crop=wheat&text=ab');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({ code: 'VALIDATION_ERROR', fields: { text: 'Describe what you see on the plant in a few words.' } });
  });
});

const datasetDir = fileURLToPath(new URL('../../../../shared/datasets/plant-leaves/train', import.meta.url));
/** Held-out validation photos (from ml/eval-subset.txt), one per crop, and the answer the model gives. */
const realLeaves: [file: string, label: string][] = [
  ['Apple___Black_rot/JR-FrgE.S_08738_dca98de7.jpg', 'Apple — Black rot'],
  ['Corn_(maize)___Common_rust_/Corn-Common-Rust_01105_32718719.jpg', 'Corn — Common rust'],
  ['Grape___Esca_(Black_Measles)/black-measles_01195_90e80aad.jpg', 'Grape — Esca (black measles)'],
  ['Pepper,_bell___Bacterial_spot/JR-B.Spot_09022_79573d4e.jpg', 'Bell pepper — Bacterial spot'],
  ['Potato___Late_blight/RS-LB_04993_16789ed4.jpg', 'Potato — Late blight'],
  ['Strawberry___Leaf_scorch/RS-L.Scorch_01572_e1ddf229.jpg', 'Strawberry — Leaf scorch'],
  ['Tomato___Leaf_Mold/Crnl-L.Mold_09022_f480c8bc.jpg', 'Tomato — Leaf mould'],
];

describe.skipIf(!existsSync(datasetDir))(`real leaf photos (skipped when ${datasetDir} is absent)`, () => {
  it.each(realLeaves)('%s is %s', async (file, label) => {
    const response = await upload(signedIn.client, readFileSync(`${datasetDir}/${file}`));
    expect(response.statusCode).toBe(200);
    const body = response.json<DiseasePrediction>();
    expect(body.prediction).toBe(label);
    expect(body.advice?.source).toBe(Object.values(adviceByClass).find((advice) => labelOf(advice) === label)?.source);
  });

  it('names the disease and words its advice in Hindi when the screens are in Hindi', async () => {
    const response = await upload(signedIn.client, readFileSync(`${datasetDir}/Tomato___Leaf_Mold/Crnl-L.Mold_09022_f480c8bc.jpg`), { language: 'hi' });
    const body = response.json<DiseasePrediction>();
    expect(body).toMatchObject({ verdict: 'diagnosis', prediction: 'टमाटर — पत्ती फफूंद', crop: 'टमाटर', disease: 'पत्ती फफूंद', healthy: false });
    expect(body.advice?.symptoms).toMatch(/^पत्ती की ऊपरी सतह पर हल्के हरे से पीले धब्बे/);
    expect(body.advice?.source).toBe('University of Minnesota Extension, "Leaf mold of tomato"');
  });
});
