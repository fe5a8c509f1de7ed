import { growthPaths, irrigationPaths, waterPaths, type ScheduleResponse } from '@farmsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, json, never } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

vi.mock('react-chartjs-2', () => import('@/testing/charts'));

const schedule: ScheduleResponse = {
  cropId: 'crop-1',
  cropType: 'Maize',
  stage: 'development',
  rootDepthM: 0.6,
  tawMm: 78,
  rawMm: 42.9,
  depletionMm: 20.5,
  ks: 1,
  nextIrrigation: { date: '2026-11-28', depthMm: 71.5, litres: 3_217_500 },
  dailyNeedMm: 3.4,
  days: [
    { date: '2026-11-22', et0: 4, kc: 0.8, etc: 3.2, precipitation: 0, irrigation: 0, depletionMm: 17.3, forecast: false },
    { date: '2026-11-23', et0: 4.5, kc: 0.8, etc: 3.6, precipitation: 0, irrigation: 0, depletionMm: 20.5, forecast: true },
  ],
  settings: { soilTexture: 'loam', irrigationMethod: 'surface', efficiency: 0.6, isDefault: true },
  fetchedAt: '2026-11-23T09:00:00.000Z',
  message: 'Maize, development stage: the root zone holds 78 mm.',
};

function answers(scheduleAnswer: Parameters<typeof answer>[3]) {
  answer('get', 'growth', growthPaths.crops, json({ crops: [], nextOffset: null }));
  answer('get', 'water', waterPaths.sources, json({ sources: [], note: null }));
  answer('get', 'irrigation', irrigationPaths.settings, json({ soilTexture: 'loam', irrigationMethod: 'surface', efficiency: 0.6, isDefault: true }));
  answer('get', 'irrigation', irrigationPaths.schedule, scheduleAnswer);
}

describe('/irrigation', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('get', 'config', '', never); // the profile page's map settings
  });

  it('shows the root zone, the next irrigation, the chart and the defaults, and logs an irrigation', async () => {
    answers(json(schedule));
    const requests = answer(
      'post',
      'irrigation',
      irrigationPaths.events,
      json({ event: { id: 'e1', cropId: 'crop-1', date: '2026-11-23', depthMm: 25, createdAt: '2026-11-23T09:00:00.000Z' } }, 201),
    );
    await renderApp('/irrigation', farmer);
    // The first render loads the lazy route and chart: allow a loaded machine more than the default second.
    expect(await screen.findByRole('heading', { name: 'Water balance: Maize' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Root zone water used' })).toHaveAttribute(
      'aria-valuetext',
      '20.5 mm used of 78 mm available; irrigate at 42.9 mm',
    );
    expect(screen.getByText('2026-11-28: 71.5 mm, 3,217,500 litres for your farm')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: 'ET0, rain and root-zone depletion chart' }, { timeout: 5000 });
    expect(chart).toHaveAttribute('data-labels', '11-22|11-23 (forecast)');
    expect(chart).toHaveAttribute('data-series', 'Depletion (mm)|ET0 (mm)|Rain (mm)|Irrigation (mm)');
    expect(screen.getByText('Until you save your own, the model assumes a loam soil and surface irrigation.')).toBeInTheDocument();
    expect(screen.getByText('No water sources yet. Add your tanks, ponds, wells and canal turns below.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Depth (mm)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Log Irrigation' }));
    expect(await screen.findByText('Irrigation logged.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await requests[0]!.json()).toEqual({ cropId: 'crop-1', date: '2026-11-23', depthMm: 25 });
  });

  it('links to /profile when the farm has no location', async () => {
    answers(apiError(409, 'LOCATION_REQUIRED', 'Set your farm location on the profile page to get weather and irrigation advice.'));
    const { router } = await renderApp('/irrigation', farmer);
    expect(await screen.findByText(/Set your farm location on the profile page/, {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to your profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 5000 });
  });

  it('says so plainly when the weather is unavailable', async () => {
    answers(apiError(503, 'WEATHER_UNAVAILABLE', 'Weather data is not available right now. Please try again later.'));
    await renderApp('/irrigation', farmer);
    expect(await screen.findByText('The irrigation schedule is not available right now. Please try again later.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('reads in Hindi: the water balance, the chart, the forms and the server sentences', async () => {
    answers(json(schedule));
    answer('post', 'irrigation', irrigationPaths.events, apiError(400, 'VALIDATION_ERROR', 'Depth must be more than 0 mm.'));
    await i18next.loadNamespaces(['irrigation', 'messages']);
    await i18next.changeLanguage('hi');
    await renderApp('/irrigation', farmer);
    expect(await screen.findByRole('heading', { name: 'पानी का हिसाब: Maize' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'जड़ों के पास का पानी जो खर्च हो चुका' })).toHaveAttribute(
      'aria-valuetext',
      '78 mm उपलब्ध पानी में से 20.5 mm खर्च हो चुका; 42.9 mm पर सिंचाई करें',
    );
    expect(screen.getByText(/\(जड़ों की गहराई 0.6 m, बढ़वार अवस्था, Ks 1\)।$/)).toBeInTheDocument();
    // Indian grouping of the litres.
    expect(screen.getByText('2026-11-28: 71.5 mm, आपके खेत के लिए 32,17,500 लीटर')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: 'ET0, बारिश और जड़ों के पास पानी की कमी का चार्ट' }, { timeout: 5000 });
    expect(chart).toHaveAttribute('data-labels', '11-22|11-23 (पूर्वानुमान)');
    expect(chart).toHaveAttribute('data-series', 'पानी की कमी (mm)|ET0 वाष्पीकरण (mm)|बारिश (mm)|सिंचाई (mm)');
    expect(screen.getByText('जब तक आप अपनी जानकारी नहीं सहेजते, मॉडल दोमट मिट्टी और खुली (सतही) सिंचाई मानकर चलता है।')).toBeInTheDocument();
    expect(within(screen.getByLabelText('मिट्टी की बनावट')).getByRole('option', { selected: true })).toHaveTextContent('दोमट');
    expect(screen.getByText('अभी कोई पानी का स्रोत नहीं जोड़ा गया। नीचे अपनी टंकी, तालाब, कुआँ और नहर की बारी जोड़ें।')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('प्रकार'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['टंकी', 'तालाब', 'कुआँ', 'नहर']);

    await userEvent.type(screen.getByLabelText('पानी की गहराई (mm)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'सिंचाई दर्ज करें' }));
    expect(await screen.findByText('गहराई 0 mm से ज़्यादा होनी चाहिए।', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks for the farm location in Hindi', async () => {
    answers(apiError(409, 'LOCATION_REQUIRED', 'Set your farm location on the profile page to get weather and irrigation advice.'));
    await i18next.changeLanguage('hi');
    await renderApp('/irrigation', farmer);
    expect(await screen.findByText(/मौसम और सिंचाई की सलाह पाने के लिए प्रोफ़ाइल पेज पर अपने खेत का स्थान चुनें।/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपनी प्रोफ़ाइल पर जाएँ' })).toHaveAttribute('href', '/profile');
  });
});
