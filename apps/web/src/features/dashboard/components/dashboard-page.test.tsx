import { cropPlanningPaths, growthPaths, type CropDetail, type CropSummary, type ReadingVerdict } from '@farmsight/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { after, answer, apiError, inTurn, json, networkError } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

vi.mock('react-chartjs-2', () => import('@/testing/charts'));

const tomato: CropDetail = {
  id: 'crop-1',
  cropType: 'Tomatoes',
  cropName: 'Tomatoes',
  seedingDate: '2025-03-01',
  harvestDate: '2025-03-15',
  growthData: [
    { day: 0, moisture: 21.7, height: 0, stage: 'initial', moistureMin: 18.4, moistureMax: 25 },
    { day: 7, moisture: 21.8, height: 2.4, stage: 'initial', moistureMin: 18.6, moistureMax: 25 },
    { day: 14, moisture: 22.3, height: 9.1, stage: 'development', moistureMin: 19.6, moistureMax: 25 },
  ],
  message: 'Tomatoes: a short test season.',
  parameters: {
    crop: 'Tomatoes',
    region: 'Arid Region, January',
    stageLengths: { initial: 10, development: 4, midSeason: 0, lateSeason: 0 },
    kc: { initial: 0.6, mid: 1.15, end: 0.7 },
    maxHeightCm: 60,
    rootDepthM: [0.7, 1.5],
    depletionFraction: 0.4,
    referenceEt0MmPerDay: 4,
    soil: { texture: 'loam', fieldCapacityPercent: 25, wiltingPointPercent: 12 },
  },
  createdAt: '2025-03-01T10:00:00.000Z',
  status: 'due for harvest',
  daysToHarvest: 0,
  readings: [],
  harvest: null,
};

const verdict: ReadingVerdict = {
  moisture: {
    status: 'within',
    action: 'wait',
    idealMin: 18.6,
    idealMax: 25,
    text: 'Moisture 20.5% is within the ideal 18.6-25% for day 7: wait, no irrigation is needed yet.',
  },
  height: { status: 'on track', idealCm: 2.4, differenceCm: 0.6, text: 'Height 3 cm is on track (the ideal 2.4 cm for day 7).' },
};

const summaryOf = ({ id, cropType, cropName, seedingDate, harvestDate, status, daysToHarvest, harvest, createdAt }: CropDetail): CropSummary => ({
  id,
  cropType,
  cropName,
  seedingDate,
  harvestDate,
  status,
  daysToHarvest,
  harvest,
  createdAt,
});

/** The farmer's saved crops as the list and detail calls answer them; the returned lists collect those requests. */
function savedCrops(crops: CropDetail[]) {
  const list = answer('get', 'growth', growthPaths.crops, json({ crops: crops.map(summaryOf), nextOffset: null }));
  const details = answer('get', 'growth', growthPaths.crop, (request) => {
    const id = new URL(request.url).pathname.split('/').at(-1);
    return json(crops.find((crop) => crop.id === id) ?? tomato)(request);
  });
  return { list, details };
}

const tableRows = (title: string) =>
  within(screen.getByRole('table', { name: title }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('/dashboard crop growth tools', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the empty tools for a farmer with no saved crop', async () => {
    savedCrops([]);
    await renderApp('/dashboard', farmer);
    expect(await screen.findByRole('heading', { name: 'Analyse your crop Growth' })).toBeInTheDocument();
    expect(screen.getByLabelText('Seeding date')).toHaveAttribute('placeholder', 'Select a seeding date');
    expect(screen.getByLabelText('Crop name')).toHaveAttribute('placeholder', 'Enter crop Name');
    expect(screen.getByRole('heading', { name: 'Update Farmer Crop Data' })).toBeInTheDocument();
    for (const label of ['day', 'moisture(%)', 'height(cm)']) expect(screen.getByLabelText(label)).toHaveAttribute('type', 'number');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for both inputs and sends nothing when one is missing', async () => {
    savedCrops([]);
    const sent = answer('post', 'growth', growthPaths.submitCropData, json(tomato));
    await renderApp('/dashboard', farmer);
    await userEvent.type(await screen.findByLabelText('Crop name'), 'Tomato');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please select a date and enter a crop type.');
    expect(sent).toEqual([]);
  });

  it('sends the sown area when given, and names it when it is not a positive number', async () => {
    savedCrops([]);
    const requests = answer('post', 'growth', growthPaths.submitCropData, json({ ...tomato, measurements: [] }));
    await renderApp('/dashboard', farmer);
    await userEvent.type(await screen.findByLabelText('Seeding date'), '2025-03-01');
    await userEvent.type(screen.getByLabelText('Crop name'), 'tomato');
    await userEvent.type(screen.getByLabelText('Sown area (hectares, optional)'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sown area must be more than 0 ha.');
    expect(requests).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Sown area (hectares, optional)'));
    await userEvent.type(screen.getByLabelText('Sown area (hectares, optional)'), '0.8');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]!.json()).toEqual({ seedingDate: '2025-03-01', cropType: 'tomato', sownAreaHa: 0.8 });
  });

  it('disables Submit as Submitting... while the request runs, then shows the message, charts and tables', async () => {
    savedCrops([]);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const requests = answer('post', 'growth', growthPaths.submitCropData, after(released, json({ ...tomato, measurements: [] })));
    await renderApp('/dashboard', farmer);
    await userEvent.type(await screen.findByLabelText('Seeding date'), '2025-03-01');
    await userEvent.type(screen.getByLabelText('Crop name'), 'tomato');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveClass('bg-gray-400');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]!.json()).toEqual({ seedingDate: '2025-03-01', cropType: 'tomato' });

    release();
    expect(await screen.findByText('Tomatoes: a short test season.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    const moistureChart = await screen.findByRole('img', { name: 'Moisture vs Day chart' });
    expect(moistureChart).toHaveAttribute('data-labels', 'Day 0|Day 7|Day 14');
    expect(moistureChart).toHaveAttribute('data-series', 'Band low|Moisture band|Ideal moisture|Farmer moisture');
    expect(screen.getByRole('img', { name: 'Height vs Day chart' })).toHaveAttribute('data-series', 'Ideal height|Farmer height');
    expect(tableRows('Ideal Growth Data')).toEqual([
      ['Parameter', 'Day 0', 'Day 7', 'Day 14'],
      ['Moisture', '21.7', '21.8', '22.3'],
      ['Height', '0', '2.4', '9.1'],
    ]);
    expect(tableRows('Farmer Growth Data')).toEqual([['Parameter'], ['Moisture'], ['Height']]);
  });

  it('shows the failure text when the server fails and its own sentence for a 4xx', async () => {
    savedCrops([]);
    answer('post', 'growth', growthPaths.submitCropData, inTurn(networkError, apiError(422, 'UNPROCESSABLE', 'We have no growth data for "banana".')));
    await renderApp('/dashboard', farmer);
    await userEvent.type(await screen.findByLabelText('Seeding date'), '2025-03-01');
    await userEvent.type(screen.getByLabelText('Crop name'), 'banana');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Failed to submit data. Please try again.'));

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We have no growth data for "banana".'));
  });

  it('takes the moisture by feel instead of a number, with the classes of the crop’s soil, and sends the class', async () => {
    savedCrops([{ ...tomato, parameters: { ...tomato.parameters, soil: { texture: 'clay', fieldCapacityPercent: 36, wiltingPointPercent: 22 } } }]);
    const requests = answer(
      'post',
      'growth',
      growthPaths.measurements,
      json({ measurement: { id: 'm2', day: 10, moisture: 30.8, height: 6.5 }, verdict }, 201),
    );
    await renderApp('/dashboard', farmer);
    const feel = await screen.findByRole('group', { name: 'No meter? Feel the soil instead' });
    // The crop's clay soil picks the fine-textured group's descriptions.
    await waitFor(() => expect(within(feel).getByLabelText('Your soil')).toHaveValue('fine'));
    await userEvent.click(
      within(feel).getByRole('radio', {
        name: 'Moist; makes a smooth ball with clear finger marks; a light stain of soil and water on your fingers; ribbons between thumb and finger. (about 50-75 % of the soil’s water still there for the crop)'.replace(
          '’',
          "'",
        ),
      }),
    );
    expect(screen.getByLabelText('moisture(%)')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('day'), '10');
    await userEvent.type(screen.getByLabelText('height(cm)'), '6.5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Farmer Data' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]!.json()).toEqual({ day: 10, feel: '50-75', height: 6.5 });
    await waitFor(() => expect(within(feel).getByRole('radio', { name: 'I entered the moisture as a number' })).toBeChecked());
  });

  it('reopens the latest saved crop and appends farmer data to it', async () => {
    savedCrops([{ ...tomato, readings: [{ id: 'm1', day: 7, moisture: 20.5, height: 3, verdict }] }]);
    const later: ReadingVerdict = {
      moisture: {
        status: 'within',
        action: 'wait',
        idealMin: 19,
        idealMax: 25,
        text: 'Moisture 19% is within the ideal 19-25% for day 10: wait, no irrigation is needed yet.',
      },
      height: { status: 'ahead', idealCm: 4, differenceCm: 2.5, text: 'Height 6.5 cm is 2.5 cm ahead of the ideal 4 cm for day 10.' },
    };
    const requests = answer(
      'post',
      'growth',
      growthPaths.measurements,
      json({ measurement: { id: 'm2', day: 10, moisture: 19, height: 6.5 }, verdict: later }, 201),
    );
    await renderApp('/dashboard', farmer);
    expect(await screen.findByText('Tomatoes: a short test season.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomatoes, sown 01/03/2025: due for harvest', pressed: true })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reading verdicts' })).getByRole('listitem')).toHaveTextContent(
      'Day 7: Moisture 20.5% is within the ideal 18.6-25% for day 7: wait, no irrigation is needed yet. Height 3 cm is on track (the ideal 2.4 cm for day 7).',
    );
    expect(tableRows('Farmer Growth Data')).toEqual([
      ['Parameter', 'Day 7'],
      ['Moisture', '20.5'],
      ['Height', '3'],
    ]);

    await userEvent.type(screen.getByLabelText('day'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Farmer Data' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields for day, moisture, and height.');
    expect(requests).toEqual([]);

    await userEvent.type(screen.getByLabelText('moisture(%)'), '19');
    await userEvent.type(screen.getByLabelText('height(cm)'), '6.5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Farmer Data' }));
    await waitFor(() =>
      expect(tableRows('Farmer Growth Data')).toEqual([
        ['Parameter', 'Day 7', 'Day 10'],
        ['Moisture', '20.5', '19'],
        ['Height', '3', '6.5'],
      ]),
    );
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/growth/crops/crop-1/measurements']);
    expect(await requests[0]!.json()).toEqual({ day: 10, moisture: 19, height: 6.5 });
    expect(screen.getByLabelText('day')).toHaveValue(null);
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByText(/^Day 10: Moisture 19%/)).toHaveTextContent(
      'Day 10: Moisture 19% is within the ideal 19-25% for day 10: wait, no irrigation is needed yet. Height 6.5 cm is 2.5 cm ahead of the ideal 4 cm for day 10.',
    );
    expect((await screen.findByRole('img', { name: 'Moisture vs Day chart' })).getAttribute('data-labels')).toBe('Day 0|Day 7|Day 10|Day 14');
  });

  it('asks for an analysis before farmer data can be saved', async () => {
    savedCrops([]);
    await renderApp('/dashboard', farmer);
    await userEvent.type(await screen.findByLabelText('day'), '3');
    await userEvent.type(screen.getByLabelText('moisture(%)'), '20');
    await userEvent.type(screen.getByLabelText('height(cm)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Farmer Data' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Analyse your crop first; your data is saved with it.');
  });

  it("suggests the farmer's crops, then the catalogue's, and keeps any name typed", async () => {
    savedCrops([tomato]);
    answer(
      'get',
      'crops',
      cropPlanningPaths.catalogue,
      json({
        crops: [
          { id: 'rice', name: 'Rice' },
          { id: 'tomato', name: 'Tomatoes' },
          { id: 'wheat', name: 'Wheat' },
        ],
      }),
    );
    const sent = answer('post', 'growth', growthPaths.submitCropData, json({ ...tomato, id: 'crop-9' }));
    await renderApp('/dashboard', farmer);
    const cropName = await screen.findByLabelText('Crop name');
    const suggestions = document.getElementById(cropName.getAttribute('list')!)!;
    await waitFor(() => expect([...suggestions.querySelectorAll('option')].map((option) => option.value)).toEqual(['Tomatoes', 'Rice', 'Wheat']));

    await userEvent.type(screen.getByLabelText('Seeding date'), '2025-03-01');
    await userEvent.type(cropName, 'kala chana');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await sent[0]!.json()).toEqual({ seedingDate: '2025-03-01', cropType: 'kala chana' });
  });

  it('closes the calendar on Escape, giving focus back to its button, and on a press outside it', async () => {
    savedCrops([]);
    await renderApp('/dashboard', farmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Open calendar' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open calendar' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { name: 'Update Farmer Crop Data' }));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open calendar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('reads a date typed as 15/06/2026 (day first) and sends it as 2026-06-15; the field says both ways', async () => {
    savedCrops([]);
    const sent = answer('post', 'growth', growthPaths.submitCropData, json(tomato));
    await renderApp('/dashboard', farmer);
    const seedingDate = await screen.findByLabelText('Seeding date');
    expect(seedingDate).toHaveAccessibleDescription('DD/MM/YYYY or YYYY-MM-DD');
    await userEvent.type(seedingDate, '15/06/2026');
    await userEvent.type(screen.getByLabelText('Crop name'), 'Wheat');
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(await screen.findByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await sent[0]!.json()).toEqual({ seedingDate: '2026-06-15', cropType: 'Wheat' });
  });

  it("clears the chosen crop's charts and tables when the typed date is not a real one, and marks the date", async () => {
    savedCrops([tomato]);
    const sent = answer('post', 'growth', growthPaths.submitCropData, json(tomato));
    await renderApp('/dashboard', farmer);
    expect(await screen.findByRole('img', { name: 'Moisture vs Day chart' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ideal Growth Data' })).toBeInTheDocument();

    const seedingDate = screen.getByLabelText('Seeding date');
    await userEvent.type(seedingDate, '31/02/2026');
    await userEvent.type(screen.getByLabelText('Crop name'), 'Tomato');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Seeding date must be a real date written as DD/MM/YYYY or YYYY-MM-DD.');
    expect(seedingDate).toHaveAttribute('aria-invalid', 'true');
    expect(seedingDate).toHaveAccessibleDescription('DD/MM/YYYY or YYYY-MM-DD Seeding date must be a real date written as DD/MM/YYYY or YYYY-MM-DD.');
    expect(screen.getByLabelText('Crop name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('img', { name: 'Moisture vs Day chart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomatoes, sown 01/03/2025: due for harvest', pressed: false })).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Choosing the crop again shows it.
    await userEvent.click(screen.getByRole('button', { name: 'Tomatoes, sown 01/03/2025: due for harvest' }));
    expect(await screen.findByRole('table', { name: 'Ideal Growth Data' })).toBeInTheDocument();
  });

  it('says the table scrolls sideways while days are cut off, and the table takes keyboard focus', async () => {
    savedCrops([tomato]);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    await renderApp('/dashboard', farmer);
    const scroller = await screen.findByRole('region', { name: 'Ideal Growth Data, scrollable' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveAccessibleDescription('Scroll sideways for more days →');

    // Scrolled to the end, nothing is cut off any more.
    scroller.scrollLeft = 600;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(scroller).not.toHaveAccessibleDescription());
    expect(within(screen.getByRole('region', { name: 'Ideal Growth Data' })).queryByText('Scroll sideways for more days →')).not.toBeInTheDocument();
  });

  it("keeps the spec's labels for farmer data exactly, with what each measures beside them", async () => {
    savedCrops([]);
    await renderApp('/dashboard', farmer);
    expect(await screen.findByLabelText('day')).toHaveAccessibleDescription('days after seeding');
    expect(screen.getByLabelText('moisture(%)')).toHaveAccessibleDescription("soil water, % of the soil's volume");
    expect(screen.getByLabelText('height(cm)')).toHaveAccessibleDescription('plant height in cm');
  });

  it('lists the crops, shows the chosen one, and marks it harvested with the yield against the range', async () => {
    const rice: CropDetail = {
      ...tomato,
      id: 'crop-2',
      cropType: 'Rice',
      cropName: 'Rice',
      seedingDate: '2025-06-15',
      message: 'Rice: a test season.',
      createdAt: '2025-06-15T10:00:00.000Z',
    };
    const { list, details } = savedCrops([tomato, rice]);
    const requests = answer(
      'post',
      'growth',
      growthPaths.harvest,
      inTurn(
        apiError(400, 'VALIDATION_ERROR', 'Area cannot be larger than your farm (12.5 ha).'),
        json(
          {
            cropId: 'crop-2',
            cropType: 'Rice',
            harvest: { date: '2025-10-20', quantityKg: 3000, areaHa: 0.5, yieldTPerHa: 6 },
            comparison: {
              typicalTPerHa: [6.2, 9.2],
              status: 'below',
              region: 'Punjab',
              text: 'Your yield: 6 t/ha, below the typical 6.2-9.2 t/ha for Rice in Punjab.',
              source: 'PAU',
            },
          },
          201,
        ),
      ),
    );
    await renderApp('/dashboard', farmer);
    const crops = await screen.findByRole('region', { name: 'Your crops' });
    expect(
      within(crops)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tomatoes, sown 01/03/2025: due for harvest', 'Rice, sown 15/06/2025: due for harvest']);
    expect(list.map((request) => new URL(request.url).search)).toEqual(['']);

    await userEvent.click(within(crops).getByRole('button', { name: 'Rice, sown 15/06/2025: due for harvest' }));
    expect(await screen.findByText('Rice: a test season.')).toBeInTheDocument();
    expect(details.map((request) => new URL(request.url).pathname)).toContain('/api/growth/crops/crop-2');
    const harvest = screen.getByRole('region', { name: 'Harvest of this Rice crop' });
    await userEvent.click(within(harvest).getByRole('button', { name: 'Mark harvested' }));
    await userEvent.click(within(harvest).getByRole('button', { name: 'Save harvest' }));
    expect(within(harvest).getByRole('alert')).toHaveTextContent('Please fill in the harvest date, quantity and area.');
    expect(requests).toEqual([]);

    await userEvent.type(within(harvest).getByLabelText('Harvest date'), '20/10/2025'); // day first, as dates are written in India
    await userEvent.type(within(harvest).getByLabelText('Quantity harvested (kg)'), '3000');
    await userEvent.type(within(harvest).getByLabelText('Area harvested (hectares)'), '20');
    await userEvent.click(within(harvest).getByRole('button', { name: 'Save harvest' }));
    expect(await within(harvest).findByText('Area cannot be larger than your farm (12.5 ha).')).toBeInTheDocument();

    await userEvent.clear(within(harvest).getByLabelText('Area harvested (hectares)'));
    await userEvent.type(within(harvest).getByLabelText('Area harvested (hectares)'), '0.5');
    await userEvent.click(within(harvest).getByRole('button', { name: 'Save harvest' }));
    expect(await within(harvest).findByRole('status')).toHaveTextContent('Your yield: 6 t/ha, below the typical 6.2-9.2 t/ha for Rice in Punjab.');
    expect(new URL(requests.at(-1)!.url).pathname).toBe('/api/growth/crops/crop-2/harvest');
    expect(await requests.at(-1)!.json()).toEqual({ date: '2025-10-20', quantityKg: 3000, areaHa: 0.5 });
    expect(within(harvest).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for one page of summaries at first and the next page on "Show more crops"', async () => {
    const older = {
      ...summaryOf(tomato),
      id: 'crop-0',
      cropType: 'Wheat',
      cropName: 'Wheat',
      seedingDate: '2024-11-10',
      status: 'harvested' as const,
      daysToHarvest: null,
      harvest: { date: '2025-04-15', quantityKg: 4500, areaHa: 1, yieldTPerHa: 4.5 },
    };
    const pages = answer('get', 'growth', growthPaths.crops, (request) =>
      json(new URL(request.url).searchParams.get('offset') === '1' ? { crops: [older], nextOffset: null } : { crops: [summaryOf(tomato)], nextOffset: 1 })(
        request,
      ),
    );
    answer('get', 'growth', growthPaths.crop, json(tomato));
    await renderApp('/dashboard', farmer);
    const crops = await screen.findByRole('region', { name: 'Your crops' });
    expect(await within(crops).findAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(pages.map((request) => new URL(request.url).search)).toEqual(['']);

    await userEvent.click(within(crops).getByRole('button', { name: 'Show more crops' }));
    expect(await within(crops).findByRole('button', { name: 'Wheat, sown 10/11/2024: harvested 15/04/2025, 45 quintals per hectare' })).toBeInTheDocument();
    expect(pages.map((request) => new URL(request.url).search)).toEqual(['', '?offset=1']);
    expect(within(crops).queryByRole('button', { name: 'Show more crops' })).not.toBeInTheDocument();
  });

  it('reads in Hindi: the forms, the calendar, the crop list with its statuses, charts, tables, harvest and checks', async () => {
    const wheat: CropDetail = {
      ...tomato,
      id: 'crop-3',
      cropType: 'Wheat',
      // The server names the farmer's crop in the screen's language.
      cropName: 'गेहूं',
      seedingDate: '2026-11-13',
      status: 'initial',
      daysToHarvest: 125,
      readings: [{ id: 'reading-1', day: 7, moisture: 20.5, height: 3, verdict }],
    };
    savedCrops([wheat, { ...tomato, cropName: 'टमाटर' }]);
    answer('post', 'growth', growthPaths.harvest, apiError(400, 'VALIDATION_ERROR', 'Area cannot be larger than your farm (12.5 ha).'));
    await i18next.loadNamespaces(['dashboard', 'messages']);
    await i18next.changeLanguage('hi');
    await renderApp('/dashboard', farmer);

    expect(await screen.findByRole('heading', { name: 'अपनी फ़सल की बढ़वार जाँचें' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('बुवाई की तारीख़')).toHaveAccessibleDescription('दिन/महीना/साल या साल-महीना-दिन');
    expect(screen.getByLabelText('फ़सल का नाम')).toHaveAttribute('placeholder', 'फ़सल का नाम लिखें');
    expect(screen.getByLabelText('नमी (%)')).toHaveAccessibleDescription('मिट्टी में पानी, मिट्टी के आयतन का %');
    const crops = screen.getByRole('region', { name: 'आपकी फ़सलें' });
    expect((await within(crops).findAllByRole('button')).map((button) => button.textContent)).toEqual([
      'गेहूं, बुवाई 13/11/2026: शुरुआती अवस्था, कटाई में 125 दिन',
      'टमाटर, बुवाई 01/03/2025: कटाई का समय',
    ]);

    const moistureChart = await screen.findByRole('img', { name: 'दिन के हिसाब से नमी चार्ट' }, { timeout: 5000 });
    expect(moistureChart).toHaveAttribute('data-labels', 'दिन 0|दिन 7|दिन 14');
    expect(moistureChart).toHaveAttribute('data-series', 'दायरे की निचली सीमा|सही नमी का दायरा|आदर्श नमी|आपकी नमी');
    expect(tableRows('आपकी फ़सल की बढ़वार')).toEqual([
      ['माप', 'दिन 7'],
      ['नमी', '20.5'],
      ['ऊँचाई', '3'],
    ]);
    expect(screen.getByRole('region', { name: 'आपकी जानकारी पर सलाह' })).toHaveTextContent(/^आपकी जानकारी पर सलाहदिन 7: Moisture 20.5%/);

    // The calendar names its months in Hindi.
    await userEvent.click(screen.getByRole('button', { name: 'कैलेंडर खोलें' }));
    expect(screen.getByText('नवंबर 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'कैलेंडर बंद करें' }));

    // The server's sentences and the form checks come back in Hindi (a failed analysis clears the chosen crop: last).
    const harvest = screen.getByRole('region', { name: 'इस गेहूं फ़सल की कटाई' });
    await userEvent.click(within(harvest).getByRole('button', { name: 'कटाई दर्ज करें' }));
    await userEvent.type(within(harvest).getByLabelText('कटाई की तारीख़'), '2027-03-20');
    await userEvent.type(within(harvest).getByLabelText('कटी हुई उपज (किलो)'), '3000');
    await userEvent.type(within(harvest).getByLabelText('कटाई का रकबा (हेक्टेयर)'), '20');
    await userEvent.click(within(harvest).getByRole('button', { name: 'कटाई सहेजें' }));
    expect(await within(harvest).findByText('रकबा आपके खेत (12.5 ha) से ज़्यादा नहीं हो सकता।')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'जाँचें' }));
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('तारीख़ चुनें और फ़सल का नाम लिखें।');
    await userEvent.click(screen.getByRole('button', { name: 'जानकारी सहेजें' }));
    expect(await screen.findByText('दिन, नमी और ऊँचाई, सभी खाने भरें।')).toBeInTheDocument();
  });
});
