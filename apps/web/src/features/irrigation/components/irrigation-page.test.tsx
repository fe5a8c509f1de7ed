import { growthPaths, IDEMPOTENCY_HEADER, irrigationPaths, waterPaths, type ScheduleResponse } from '@farmsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { adoptUser } from '@/lib/offline-data';
import { flushOutbox } from '@/lib/outbox';
import { answer, apiError, json, networkError, never } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';
import { scheduleQueryKey } from '../api/get-schedule';

vi.mock('react-chartjs-2', () => import('@/testing/charts'));

const schedule: ScheduleResponse = {
  cropId: 'crop-1',
  cropType: 'Maize',
  cropName: 'Maize',
  stage: 'development',
  rootDepthM: 0.6,
  tawMm: 78,
  rawMm: 42.9,
  depletionMm: 20.5,
  ks: 1,
  nextIrrigation: { date: '2026-11-28', depthMm: 71.5, netMm: 42.9, litres: 3_217_500, pumpHours: 44.7 },
  dailyNeedMm: 3.4,
  areaHectares: 4.5,
  soilMoisture: { modelPercent: 31.2, balancePercent: 23.4, depthCm: 60, disagreement: 'The weather model is wetter.' },
  days: [
    {
      date: '2026-11-22',
      et0: 4,
      kc: 0.8,
      kcb: 0.7,
      etc: 3.2,
      evaporation: 0.4,
      precipitation: 0,
      rainCounted: 0,
      runoff: 0,
      irrigation: 0,
      depletionMm: 17.3,
      pondMm: null,
      forecast: false,
    },
    {
      date: '2026-11-23',
      et0: 4.5,
      kc: 0.8,
      kcb: 0.7,
      etc: 3.6,
      evaporation: 0.45,
      precipitation: 0,
      rainCounted: 0,
      runoff: 0,
      irrigation: 0,
      depletionMm: 20.5,
      pondMm: null,
      forecast: true,
    },
  ],
  settings: { soilTexture: 'loam', irrigationMethod: 'surface', alternateWettingDrying: false, efficiency: 0.6, isDefault: true },
  fetchedAt: '2026-11-23T09:00:00.000Z',
  message: 'Maize, development stage: the root zone holds 78 mm.',
  practiceSource: null,
};

const weekDay = (date: string, tmax: number, precipitation: number, precipitationProbability: number | null) => ({
  date,
  tmax,
  tmin: 18,
  precipitation,
  precipitationProbability,
  et0: 4,
  rhMin: 30,
  windSpeedMax: 3,
});

function answers(scheduleAnswer: Parameters<typeof answer>[3]) {
  const today = new Date().toISOString().slice(0, 10);
  const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  answer(
    'get',
    'weather',
    '',
    json({
      location: { latitude: 30.9, longitude: 75.85 },
      fetchedAt: '2026-11-23T09:00:00.000Z',
      source: 'Open-Meteo.com (CC BY 4.0)',
      days: [weekDay(day(-1), 20, 0, null), ...Array.from({ length: 8 }, (_, i) => weekDay(day(i), 24 + i, i === 1 ? 12.5 : 0, i === 1 ? 80 : 10))],
    }),
  );
  answer('get', 'growth', growthPaths.crops, json({ crops: [], nextOffset: null }));
  answer('get', 'water', waterPaths.sources, json({ sources: [], note: null }));
  answer(
    'get',
    'irrigation',
    irrigationPaths.settings,
    json({ soilTexture: 'loam', irrigationMethod: 'surface', alternateWettingDrying: false, efficiency: 0.6, isDefault: true }),
  );
  answer('get', 'irrigation', irrigationPaths.schedule, scheduleAnswer);
}

describe('/irrigation', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('get', 'config', '', never); // the profile page's map settings
  });

  it('shows the root zone, the next irrigation, the chart and the defaults, and logs an irrigation', async () => {
    answers(json(schedule));
    const requests = answer(
      'post',
      'irrigation',
      irrigationPaths.events,
      json({ event: { id: 'e1', cropId: 'crop-1', date: '2026-11-23', depthMm: 25, unit: 'mm', amount: 25, createdAt: '2026-11-23T09:00:00.000Z' } }, 201),
    );
    await renderApp('/irrigation', farmer);
    // The first render loads the lazy route and chart: allow a loaded machine more than the default second.
    expect(await screen.findByRole('heading', { name: 'Water balance: Maize' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Root zone water used' })).toHaveAttribute(
      'aria-valuetext',
      '20.5 mm used of 78 mm available; irrigate at 42.9 mm',
    );
    expect(screen.getByText('28/11/2026: 71.5 mm, 32,17,500 litres for your farm')).toBeInTheDocument();
    expect(screen.getByText('44.7 hours of your pump; 42.9 mm of it reaches the roots')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Soil moisture today, model data (Open-Meteo): 31.2 % water in the top 60 cm of soil; the water balance estimates 23.4 %. ' +
          'The model is wetter than the balance: it knows the weather but not your irrigations or your soil. Feel the soil at root depth before you decide.',
      ),
    ).toBeInTheDocument();
    // The week's weather: seven days from today, tomorrow 12.5 mm at 80 %.
    const week = screen.getByRole('table');
    expect(within(week).getAllByRole('row')).toHaveLength(8);
    expect(
      within(within(week).getAllByRole('row')[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25', '18', '12.5', '80 %']);
    const chart = await screen.findByRole('img', { name: 'Chart of crop water use, rain and root-zone water used' }, { timeout: 5000 });
    expect(chart).toHaveAttribute('data-labels', '22/11|23/11 (forecast)');
    expect(chart).toHaveAttribute('data-series', 'Root-zone water used (mm)|Crop water use (mm)|Rain (mm)|Irrigation (mm)');
    expect(screen.getByText('Until you save your own, the model assumes a loam soil and surface irrigation.')).toBeInTheDocument();
    expect(screen.getByText('No water sources yet. Add your tubewells, borewells, canal turns, tanks and ponds below.')).toBeInTheDocument();

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

  it('when the server cannot answer, keeps the last schedule on screen under the offline banner with its time', async () => {
    answers(apiError(503, 'WEATHER_UNAVAILABLE', 'Weather data is not available right now. Please try again later.'));
    const keptAt = new Date(2026, 10, 23, 9, 30).getTime();
    await renderApp('/irrigation', farmer, (queryClient) => queryClient.setQueryData([...scheduleQueryKey, 'latest'], schedule, { updatedAt: keptAt }));
    expect(await screen.findByText(/^Offline — showing data from /, {}, { timeout: 5000 })).toHaveTextContent('Offline — showing data from 23/11/2026 09:30');
    expect(screen.getByRole('heading', { name: 'Water balance: Maize' })).toBeInTheDocument();
    expect(screen.getByText('28/11/2026: 71.5 mm, 32,17,500 litres for your farm')).toBeInTheDocument();
  });

  it('offline with no schedule saved, gives the rule of thumb and says it is one', async () => {
    answers(apiError(503, 'WEATHER_UNAVAILABLE', 'Weather data is not available right now. Please try again later.'));
    await renderApp('/irrigation', farmer);
    expect(
      await screen.findByText(
        "Offline, and no schedule saved on this device. Rule of thumb, not a calculation: irrigate when the soil a hand's depth down feels dry, and never let the crop wilt at flowering.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('keeps a log that got no answer on the phone as waiting to send, and sends it with its key when online again', async () => {
    adoptUser(new QueryClient(), farmer); // the signed-in farmer, whom the app remembers on the phone
    answers(json(schedule));
    const requests = answer('post', 'irrigation', irrigationPaths.events, networkError);
    await renderApp('/irrigation', farmer);
    await userEvent.type(await screen.findByLabelText('Depth (mm)', {}, { timeout: 5000 }), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Log Irrigation' }));
    expect(
      await screen.findByText('No connection: the irrigation is saved on this phone and will be sent when you are back online.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const waiting = within(screen.getByRole('list', { name: 'Irrigations saved on this phone' })).getAllByRole('listitem');
    expect(waiting.map((item) => item.textContent)).toEqual(['23/11/2026: 25 mm of waterSaved on this phone — waiting to send']);

    const resent = answer(
      'post',
      'irrigation',
      irrigationPaths.events,
      json({ event: { id: 'e1', cropId: 'crop-1', date: '2026-11-23', depthMm: 25, unit: 'mm', amount: 25, createdAt: '2026-11-23T09:00:00.000Z' } }, 201),
    );
    onlineManager.setOnline(true);
    expect(await flushOutbox()).toBe(1);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Irrigations saved on this phone' })).toBeNull());
    expect(requests).toHaveLength(1);
    expect(resent).toHaveLength(1);
    expect(resent[0]!.headers.get(IDEMPOTENCY_HEADER)).toBe(requests[0]!.headers.get(IDEMPOTENCY_HEADER));
    expect(await resent[0]!.json()).toEqual({ cropId: 'crop-1', date: '2026-11-23', depthMm: 25 });
  });

  it('reads in Hindi: the water balance, the chart, the forms and the server sentences', async () => {
    answers(json({ ...schedule, cropName: 'मक्का' }));
    answer('post', 'irrigation', irrigationPaths.events, apiError(400, 'VALIDATION_ERROR', 'Depth must be more than 0 mm.'));
    await i18next.loadNamespaces(['irrigation', 'messages']);
    await i18next.changeLanguage('hi');
    await renderApp('/irrigation', farmer);
    // The crop by its Hindi name, as the server words it for a Hindi screen.
    expect(await screen.findByRole('heading', { name: 'पानी का हिसाब: मक्का' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'जड़ों के पास का पानी जो खर्च हो चुका' })).toHaveAttribute(
      'aria-valuetext',
      '78 mm उपलब्ध पानी में से 20.5 mm खर्च हो चुका; 42.9 mm पर सिंचाई करें',
    );
    expect(screen.getByText(/\(जड़ों की गहराई 0.6 m, बढ़वार अवस्था\)।$/)).toBeInTheDocument();
    // The FAO-56 terms, folded under 'How this was worked out'.
    const workings = screen.getByText('यह कैसे निकाला गया').closest('details')!;
    expect(workings).not.toHaveAttribute('open');
    expect(workings).toHaveTextContent('पानी की कमी से फ़सल पर दबाव का गुणांक 1 (1 का मतलब कोई दबाव नहीं)।');
    // Indian grouping of the litres.
    expect(screen.getByText('28/11/2026: 71.5 mm, आपके खेत के लिए 32,17,500 लीटर')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: 'फ़सल के पानी खर्च, बारिश और जड़ों के पास खर्च हुए पानी का चार्ट' }, { timeout: 5000 });
    expect(chart).toHaveAttribute('data-labels', '22/11|23/11 (पूर्वानुमान)');
    expect(chart).toHaveAttribute('data-series', 'जड़ों के पास खर्च हुआ पानी (mm)|फ़सल का पानी खर्च (mm)|बारिश (mm)|सिंचाई (mm)');
    expect(screen.getByText('जब तक आप अपनी जानकारी नहीं सहेजते, मॉडल दोमट मिट्टी और खुली (सतही) सिंचाई मानकर चलता है।')).toBeInTheDocument();
    expect(within(screen.getByLabelText('मिट्टी की बनावट')).getByRole('option', { selected: true })).toHaveTextContent('दोमट');
    expect(screen.getByText('अभी कोई पानी का स्रोत नहीं जोड़ा गया। नीचे अपना ट्यूबवेल, बोरवेल, नहर की बारी, टंकी और तालाब जोड़ें।')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('प्रकार'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ट्यूबवेल', 'बोरवेल', 'नहर', 'टंकी', 'तालाब', 'कुआँ']);
    expect(screen.getByText('आपके पंप के 44.7 घंटे; इसमें से 42.9 mm जड़ों तक पहुँचता है')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मौसम, अगले 7 दिन' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['दिन', 'अधिकतम °C', 'न्यूनतम °C', 'बारिश (mm)', 'बारिश की संभावना']);

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
