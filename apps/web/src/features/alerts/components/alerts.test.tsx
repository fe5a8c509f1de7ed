import { alertPaths, newsPaths, type Alert } from '@farmsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiError, json, never } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

const heavyRain: Alert = {
  kind: 'heavy-rain',
  level: 'watch',
  title: 'Heavy rain on 2026-11-26',
  message: '80 mm of rain is forecast for 2026-11-26 (90 % chance of rain). Hold back irrigation.',
  validFrom: '2026-11-26',
  validTo: '2026-11-26',
  workings: 'IMD rainfall intensity classes: heavy 64.5-115.5 mm/day.',
  source: 'IMD agromet advisories',
};
const frost: Alert = {
  ...heavyRain,
  kind: 'cold',
  level: 'warning',
  title: 'Frost risk on 2026-12-03',
  message: 'A minimum of 1.5 °C is forecast.',
  validFrom: '2026-12-03',
  validTo: '2026-12-03',
};

describe('alerts on the dashboard and in the header', () => {
  beforeEach(() => {});

  it('lists the alerts in the dashboard panel and counts them on the bell, which opens the list', async () => {
    const requests = answer('get', 'alerts', alertPaths.list, json({ alerts: [heavyRain, frost] }));
    await renderApp('/dashboard', farmer);
    const panel = await screen.findByRole('region', { name: 'Alerts' }, { timeout: 5000 });
    expect(await within(panel).findByText('Heavy rain on 2026-11-26', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(panel).getByText('Frost risk on 2026-12-03')).toBeInTheDocument();
    expect(within(panel).getAllByText((_, element) => element?.textContent === 'Valid 26/11/2026. Advice: IMD agromet advisories')[0]).toBeInTheDocument();
    expect(within(panel).getAllByText('IMD agromet advisories')[0]!.tagName).toBe('CITE');
    // The thresholds behind the alert, folded under 'How this was worked out'.
    const workings = within(panel).getAllByText('How this was worked out')[0]!.closest('details')!;
    expect(workings).not.toHaveAttribute('open');
    expect(workings).toHaveTextContent('IMD rainfall intensity classes: heavy 64.5-115.5 mm/day.');

    const bell = screen.getByRole('button', { name: 'Alerts: 2 alerts' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(within(screen.getByRole('region', { name: 'Alerts list' })).getByText('Frost risk on 2026-12-03')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Alerts list' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(1); // the bell and the panel share one request
  });

  it('says all is clear when there are no alerts', async () => {
    answer('get', 'alerts', alertPaths.list, json({ alerts: [] }));
    await renderApp('/dashboard', farmer);
    expect(await screen.findByText('All clear: no flood, drought, heavy-rain, heat or frost alerts for your farm.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alerts: 0 alerts' })).toBeInTheDocument();
  });

  it('links to /profile when the farm has no location', async () => {
    answer(
      'get',
      'alerts',
      alertPaths.list,
      apiError(409, 'LOCATION_REQUIRED', 'Set your farm location on the profile page to get weather and irrigation advice.'),
    );
    answer('get', 'config', '', never); // the profile page's map settings
    const { router } = await renderApp('/dashboard', farmer);
    await userEvent.click(await screen.findByRole('link', { name: 'Set location' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 5000 });
  });

  it('reads in Hindi on the bell and its list: the count, the levels and the validity', async () => {
    answer('get', 'alerts', alertPaths.list, json({ alerts: [heavyRain, frost] }));
    answer('get', 'news', newsPaths.agriculture, never);
    await i18next.loadNamespaces(['alerts', 'news']);
    await i18next.changeLanguage('hi');
    await renderApp('/schemes', farmer);
    const bell = await screen.findByRole('button', { name: 'चेतावनियाँ: 2 चेतावनियाँ' }, { timeout: 5000 });
    await userEvent.click(bell);
    const list = screen.getByRole('region', { name: 'चेतावनियों की सूची' });
    expect(within(list).getByText('सावधान')).toBeInTheDocument();
    expect(within(list).getByText('चेतावनी')).toBeInTheDocument();
    expect(
      within(list).getAllByText((_, element) => element?.textContent === '26/11/2026 को लागू। सलाह का स्रोत: IMD agromet advisories')[0],
    ).toBeInTheDocument();
    expect(within(list).getAllByText('यह कैसे निकाला गया')).toHaveLength(2);
  });

  it('asks for the farm location in Hindi on the dashboard panel; the bell counts none', async () => {
    answer(
      'get',
      'alerts',
      alertPaths.list,
      apiError(409, 'LOCATION_REQUIRED', 'Set your farm location on the profile page to get weather and irrigation advice.'),
    );
    await i18next.loadNamespaces(['alerts', 'messages']);
    await i18next.changeLanguage('hi');
    await renderApp('/dashboard', farmer);
    const panel = await screen.findByRole('region', { name: 'चेतावनियाँ' }, { timeout: 5000 });
    expect(await within(panel).findByText(/^मौसम और सिंचाई की सलाह पाने के लिए प्रोफ़ाइल पेज पर अपने खेत का स्थान चुनें।/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'स्थान चुनें' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'चेतावनियाँ: 0 चेतावनी' })).toBeInTheDocument();
  });
});
