import { authPaths, growthPaths, type CropAnalysis } from '@farmsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import type { Line } from 'react-chartjs-2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { after, answer, apiError, inTurn, json, networkError } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

// jsdom has no canvas: the chart shows its labels and series names instead.
vi.mock('react-chartjs-2', () => ({
  Line: ({ data, ...props }: ComponentProps<typeof Line>) => (
    <div role="img" aria-label={props['aria-label']} data-labels={(data.labels as string[]).join('|')} data-series={data.datasets.map((dataset) => dataset.label).join('|')} />
  ),
}));

const tomato: CropAnalysis = {
  id: 'crop-1',
  cropType: 'Tomatoes',
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
  measurements: [],
  createdAt: '2025-03-01T10:00:00.000Z',
};

function savedCrops(crops: CropAnalysis[]) {
  answer('get', 'auth', authPaths.getCrop, json({ crops }));
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

  it('disables Submit as Submitting... while the request runs, then shows the message, charts and tables', async () => {
    savedCrops([]);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const requests = answer('post', 'growth', growthPaths.submitCropData, after(released, json(tomato)));
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

  it('reopens the latest saved crop and appends farmer data to it', async () => {
    savedCrops([{ ...tomato, measurements: [{ id: 'm1', day: 7, moisture: 20.5, height: 3 }] }]);
    const requests = answer('post', 'growth', growthPaths.measurements, json({ measurement: { id: 'm2', day: 10, moisture: 19, height: 6.5 } }, 201));
    await renderApp('/dashboard', farmer);
    expect(await screen.findByText('Tomatoes: a short test season.')).toBeInTheDocument();
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
});
