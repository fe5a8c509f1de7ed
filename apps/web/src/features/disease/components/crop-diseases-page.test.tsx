import { diseasePaths, type DiseaseModelInfo, type DiseasePrediction, type SymptomGuideAnswer, type SymptomGuideCrops } from '@farmsight/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, inTurn, json, never } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';
import { RESULT_DELAY_MS } from './crop-diseases-page';

const lateBlight: DiseasePrediction = {
  verdict: 'diagnosis',
  prediction: 'Tomato — Late blight',
  crop: 'Tomato',
  disease: 'Late blight',
  healthy: false,
  confidence: 0.931,
  top: [
    { label: 'Tomato — Late blight', confidence: 0.931 },
    { label: 'Potato — Late blight', confidence: 0.04 },
    { label: 'Tomato — Early blight', confidence: 0.01 },
  ],
  advice: {
    symptoms: 'Large greasy patches.',
    management: ['Remove infected plants.'],
    prevention: ['Keep foliage dry.'],
    source: 'Cornell University (Vegetable MD Online), "Late Blight of Potato and Tomato" fact sheet',
  },
};

const unclear: DiseasePrediction = {
  ...lateBlight,
  verdict: 'unclear',
  prediction: 'The photo is unclear. Please upload a close, well-lit photo of a single leaf.',
  crop: null,
  disease: null,
  healthy: null,
  top: [],
  advice: null,
};
const notALeaf: DiseasePrediction = { ...unclear, verdict: 'not-a-leaf', prediction: 'This does not look like a plant leaf.' };
const unknownCrop: DiseasePrediction = { ...unclear, verdict: 'unknown-crop', prediction: 'This looks like a leaf of a crop the model does not know.' };

const guideCrops: SymptomGuideCrops = {
  crops: [
    { id: 'wheat', name: 'Wheat', parts: ['leaf', 'ear'] },
    { id: 'paddy', name: 'Paddy (rice)', parts: ['leaf', 'stem', 'whole-plant'] },
  ],
};
const yellowRust: SymptomGuideAnswer = {
  crop: { id: 'wheat', name: 'Wheat' },
  matches: [
    {
      id: 'yellow-rust',
      part: 'leaf',
      symptom: 'Bright yellow powder in long stripes along the leaf veins.',
      candidates: [{ name: 'Yellow (stripe) rust', scientificName: 'Puccinia striiformis f. sp. tritici' }],
      management: [{ text: 'Grow a rust-resistant variety.', source: 'ICAR-Indian Institute of Wheat and Barley Research, Karnal, Wheat crop advisories' }],
      products: [
        { product: 'Propiconazole 25% EC', dose: '500 ml per hectare', waitingPeriodDays: 30, source: 'CIB&RC, Major Uses of Pesticides: Fungicides, p. 24' },
        { product: 'Carboxin 75% WP (seed treatment)', dose: '2–2.5 g per kg of seed', waitingPeriodDays: null, source: 'CIB&RC, p. 6' },
      ],
    },
  ],
};

const modelInfo: DiseaseModelInfo = { crops: ['Apple', 'Corn', 'Grape', 'Bell pepper', 'Potato', 'Strawberry', 'Tomato'], classes: 29 };

let modelRequests: Request[] = [];

const leaf = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'leaf.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:leaf'), revokeObjectURL: vi.fn() }));
  modelRequests = answer('get', 'disease', diseasePaths.model, json(modelInfo));
  answer('get', 'disease', diseasePaths.guide, json(guideCrops));
});
afterEach(() => {
  vi.useRealTimers();
});

async function open() {
  const user = userEvent.setup({ delay: null });
  await renderApp('/weather', farmer);
  expect(await screen.findByRole('heading', { level: 2, name: 'Crop Disease Prediction' })).toBeInTheDocument();
  return user;
}

/** Chooses the photo and presses the button, then lets the 2000 ms result pause run out (fake timers from here on). */
async function predict(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Leaf photo'), leaf);
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Predict' }));
  });
  await act(() => vi.advanceTimersByTimeAsync(2000));
  return screen.getByRole('region', { name: 'Prediction Result:' });
}

describe('/weather', () => {
  it('lists the crops the model knows beside the picker, states its limits in one line and says how to photograph a leaf, from the model endpoint', async () => {
    await open();
    const crops = await screen.findByRole('complementary', { name: 'Crops it knows' });
    expect(
      within(crops)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(modelInfo.crops);
    expect(
      screen.getByText('Limits: lab photos, 7 crops, 29 classes. Field photos are harder; confirm a diagnosis with your extension office.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Photograph one leaf laid flat on plain paper or cloth, in daylight. A leaf on soil, among other leaves or in a hand is often misread.'),
    ).toBeInTheDocument();
    expect(modelRequests).toHaveLength(1);
  });

  it('shows the placeholder, accepts images only and previews the chosen photo', async () => {
    const user = await open();
    expect(screen.getByText('Upload an image')).toBeInTheDocument();
    const picker = screen.getByLabelText('Leaf photo');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAccessibleName('Leaf photo Choose a photo');
    expect(picker).toHaveAccessibleDescription('No photo chosen');
    await user.upload(picker, leaf);
    expect(picker).toHaveAccessibleDescription('leaf.jpg');
    expect(screen.getByRole('img', { name: 'Selected leaf' })).toHaveAttribute('src', 'blob:leaf');
    expect(screen.queryByText('Upload an image')).not.toBeInTheDocument();
  });

  it('alerts and sends nothing without a file', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const sent = answer('post', 'disease', diseasePaths.predict, json(lateBlight));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Upload and Predict' }));
    expect(alert).toHaveBeenCalledWith('Please select an image file first.');
    expect(sent).toEqual([]);
  });

  it('uploads the photo in the image field, stays busy, and shows the result 2000 ms after the answer', async () => {
    const requests = answer('post', 'disease', diseasePaths.predict, json(lateBlight));
    const user = await open();
    await user.upload(screen.getByLabelText('Leaf photo'), leaf);
    // Fake timeouts from here on; fireEvent, because user-event waits on (faked) timers itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload and Predict' }));
    });

    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    // The answer travels on real (unfaked) ticks; the page's pause is the only faked timer.
    await act(async () => {
      for (let tick = 0; tick < 1000 && vi.getTimerCount() === 0; tick += 1) await new Promise((resolve) => setImmediate(resolve));
    });
    expect(requests).toHaveLength(1);
    // jsdom's multipart encoding keeps the field and the file's type (not its name).
    expect(((await requests[0]!.formData()).get('image') as File).type).toBe('image/jpeg');

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByText('Prediction Result:')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));

    const result = screen.getByRole('region', { name: 'Prediction Result:' });
    expect(result).toHaveClass('bg-green-50');
    expect(within(result).getByText('Tomato — Late blight')).toBeInTheDocument();
    expect(within(result).getByText('Confidence: 93.1%')).toBeInTheDocument();
    expect(
      within(within(result).getByRole('list', { name: 'Most likely' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tomato — Late blight: 93.1%', 'Potato — Late blight: 4.0%', 'Tomato — Early blight: 1.0%']);
    expect(within(result).getByText('Remove infected plants.')).toBeInTheDocument();
    expect(within(result).getByText('Keep foliage dry.')).toBeInTheDocument();
    expect(within(result).getByText('Cornell University', { exact: false, selector: 'cite' }).parentElement).toHaveTextContent(/^Source: Cornell University/);
    expect(screen.getByRole('button', { name: 'Upload and Predict' })).toBeEnabled();
  });

  it('for an unclear leaf photo shows a warning asking for a better photo, with no candidates, percentages or advice', async () => {
    answer('post', 'disease', diseasePaths.predict, json(unclear));
    const result = await predict(await open());
    expect(result).toHaveClass('border-amber-300', 'bg-amber-50');
    expect(result).not.toHaveClass('bg-green-50');
    expect(within(result).getByText('The photo is unclear. Please upload a close, well-lit photo of a single leaf.')).toBeInTheDocument();
    expect(within(result).getByText('Take another photo: one leaf, close, in daylight, filling the square.')).toBeInTheDocument();
    expect(within(result).queryByRole('list')).not.toBeInTheDocument();
    expect(within(result).queryByText('Most likely')).not.toBeInTheDocument();
    expect(result.textContent).not.toMatch(/%/);
    expect(within(result).queryByRole('heading', { name: 'Symptoms' })).not.toBeInTheDocument();
  });

  it('for a photo that is not a leaf says so and how to photograph one, with no percentages at all', async () => {
    answer('post', 'disease', diseasePaths.predict, json(notALeaf));
    const result = await predict(await open());
    expect(result).toHaveClass('bg-amber-50');
    expect(within(result).getByText('This does not look like a plant leaf.')).toBeInTheDocument();
    expect(within(result).getByText('Photograph one leaf up close so that it fills the square.')).toBeInTheDocument();
    expect(within(result).queryByRole('list')).not.toBeInTheDocument();
    expect(result.textContent).not.toMatch(/%/);
  });

  it('for a leaf of a crop the model does not know links to the symptom guide on the same page', async () => {
    answer('post', 'disease', diseasePaths.predict, json(unknownCrop));
    const result = await predict(await open());
    expect(within(result).getByText('This looks like a leaf of a crop the model does not know.')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Open the symptom guide' })).toHaveAttribute('href', '#symptom-guide');
    expect(document.getElementById('symptom-guide')).toHaveAccessibleName('Symptom guide for other crops');
    expect(within(result).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a camera picker that opens the back camera and frames the preview with a square guide', async () => {
    await open();
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAccessibleDescription('No photo chosen Fill the square with one leaf: only what is inside the square is judged.');
  });

  it('answers a description in the symptom guide with causes, steps and registered products with dose, waiting period and source', async () => {
    const requests = answer('get', 'disease', diseasePaths.guideMatch, json(yellowRust));
    const user = await open();
    const guide = screen.getByRole('region', { name: 'Symptom guide for other crops' });
    await user.selectOptions(await within(guide).findByLabelText('Crop'), 'Wheat');
    await user.type(within(guide).getByLabelText('What do you see?'), 'yellow stripes of powder');
    await user.click(within(guide).getByRole('button', { name: 'Find likely causes' }));
    const match = await within(guide).findByRole('article', { name: 'Yellow (stripe) rust' });
    const url = new URL(requests[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ crop: 'wheat', text: 'yellow stripes of powder' });
    expect(within(match).getByText('Part of the plant: leaf ·', { exact: false })).toBeInTheDocument();
    expect(within(match).getByText('Grow a rust-resistant variety.', { exact: false })).toBeInTheDocument();
    const rows = within(match)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Product', 'Dose', 'Days before harvest'],
      ['Propiconazole 25% ECSource: CIB&RC, Major Uses of Pesticides: Fungicides, p. 24', '500 ml per hectare', '30 days'],
      ['Carboxin 75% WP (seed treatment)Source: CIB&RC, p. 6', '2–2.5 g per kg of seed', 'not stated'],
    ]);
  });

  it('says when no guide entry matches the words', async () => {
    answer('get', 'disease', diseasePaths.guideMatch, json({ crop: { id: 'wheat', name: 'Wheat' }, matches: [] }));
    const user = await open();
    const guide = screen.getByRole('region', { name: 'Symptom guide for other crops' });
    await user.selectOptions(await within(guide).findByLabelText('Crop'), 'wheat');
    await user.type(within(guide).getByLabelText('What do you see?'), 'the tractor broke');
    await user.click(within(guide).getByRole('button', { name: 'Find likely causes' }));
    expect(await within(guide).findByText(/^No entry matches these words\./)).toBeInTheDocument();
  });

  it('clears the previous result when a new photo is chosen and when a new upload starts', async () => {
    answer('post', 'disease', diseasePaths.predict, inTurn(json(lateBlight), json(lateBlight), never));
    const user = await open();
    await predict(user);
    vi.useRealTimers();
    await user.upload(screen.getByLabelText('Leaf photo'), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1])], 'other-leaf.jpg', { type: 'image/jpeg' }));
    expect(screen.queryByRole('region', { name: 'Prediction Result:' })).not.toBeInTheDocument();

    await predict(user);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload and Predict' }));
    });
    expect(screen.queryByRole('region', { name: 'Prediction Result:' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  });

  it('logs a failed upload, toasts the server message and ends busy', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(
      'post',
      'disease',
      diseasePaths.predict,
      apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not an image. Upload a JPEG, PNG or WebP photo of a leaf.'),
    );
    const user = await open();
    await user.upload(screen.getByLabelText('Leaf photo'), leaf);
    await user.click(screen.getByRole('button', { name: 'Upload and Predict' }));
    expect(await screen.findByText('The file is not an image. Upload a JPEG, PNG or WebP photo of a leaf.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Disease prediction failed:', expect.anything());
    expect(screen.getByRole('button', { name: 'Upload and Predict' })).toBeEnabled();
    expect(screen.queryByText('Prediction Result:')).not.toBeInTheDocument();
  });

  describe('in Hindi', () => {
    beforeEach(async () => {
      await i18next.loadNamespaces(['disease', 'messages']);
      await i18next.changeLanguage('hi');
    });

    /** Opens the screen in Hindi, uploads the photo and lets the result pause run out; returns the result box. */
    async function predictInHindi() {
      const user = userEvent.setup({ delay: null });
      await renderApp('/weather', farmer);
      await user.upload(await screen.findByLabelText('पत्ती की फ़ोटो'), leaf);
      vi.useFakeTimers();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'अपलोड करें और रोग पहचानें' }));
      });
      await act(() => vi.advanceTimersByTimeAsync(RESULT_DELAY_MS));
      return screen.getByRole('region', { name: 'पहचान का नतीजा:' });
    }

    it('names the picker, the limits, the photo tip and the crops it knows, and asks for a photo first', async () => {
      // The server names the crops in the language the screens send (Accept-Language).
      answer('get', 'disease', diseasePaths.model, json({ ...modelInfo, crops: ['सेब', 'मक्का', 'अंगूर', 'शिमला मिर्च', 'आलू', 'स्ट्रॉबेरी', 'टमाटर'] }));
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      await renderApp('/weather', farmer);
      expect(await screen.findByRole('heading', { level: 2, name: 'फ़सल के रोग की पहचान' })).toBeInTheDocument();
      expect(
        await screen.findByText(
          'सीमाएँ: प्रयोगशाला में ली गई फ़ोटो, 7 फ़सलें, 29 रोग-वर्ग। खेत में ली गई फ़ोटो पर पहचान कठिन है; रोग की पुष्टि अपने कृषि विज्ञान केंद्र या कृषि विभाग से करें।',
        ),
      ).toBeInTheDocument();
      const crops = screen.getByRole('complementary', { name: 'ये फ़सलें पहचानता है' });
      expect(
        within(crops)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['सेब', 'मक्का', 'अंगूर', 'शिमला मिर्च', 'आलू', 'स्ट्रॉबेरी', 'टमाटर']);
      expect(
        screen.getByText(
          'एक पत्ती तोड़कर सादे काग़ज़ या कपड़े पर सीधी रखें और दिन की रोशनी में फ़ोटो लें। मिट्टी पर, दूसरी पत्तियों के बीच या हाथ में रखी पत्ती अक्सर ग़लत पहचानी जाती है।',
        ),
      ).toBeInTheDocument();
      const picker = screen.getByLabelText('पत्ती की फ़ोटो');
      expect(picker).toHaveAccessibleName('पत्ती की फ़ोटो फ़ोटो चुनें');
      expect(picker).toHaveAccessibleDescription('कोई फ़ोटो नहीं चुनी गई');
      expect(screen.getByText('फ़ोटो अपलोड करें')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'अपलोड करें और रोग पहचानें' }));
      expect(alert).toHaveBeenCalledWith('कृपया पहले फ़ोटो चुनें।');
    });

    it('asks for a better photo in Hindi when the server finds the photo unclear', async () => {
      answer('post', 'disease', diseasePaths.predict, json(unclear));
      const result = await predictInHindi();
      expect(within(result).getByText('फ़ोटो साफ़ नहीं है। कृपया एक ही पत्ती की पास से, अच्छी रोशनी में ली गई फ़ोटो अपलोड करें।')).toBeInTheDocument();
      expect(within(result).queryByRole('list')).not.toBeInTheDocument();
    });

    it('says in Hindi that a photo is not a leaf', async () => {
      answer('post', 'disease', diseasePaths.predict, json(notALeaf));
      const result = await predictInHindi();
      expect(within(result).getByText('यह किसी पौधे की पत्ती जैसी नहीं दिखती।')).toBeInTheDocument();
      expect(within(result).getByText('एक पत्ती की पास से फ़ोटो लें ताकि वह वर्ग को भर दे।')).toBeInTheDocument();
    });

    it("toasts the server's refusal of a file in Hindi", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      answer(
        'post',
        'disease',
        diseasePaths.predict,
        apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not an image. Upload a JPEG, PNG or WebP photo of a leaf.'),
      );
      const user = userEvent.setup({ delay: null });
      await renderApp('/weather', farmer);
      await user.upload(await screen.findByLabelText('पत्ती की फ़ोटो'), leaf);
      await user.click(screen.getByRole('button', { name: 'अपलोड करें और रोग पहचानें' }));
      expect(await screen.findByText('यह फ़ाइल फ़ोटो नहीं है। पत्ती की JPEG, PNG या WebP फ़ोटो अपलोड करें।')).toBeInTheDocument();
    });
  });
});
