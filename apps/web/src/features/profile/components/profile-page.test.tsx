import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { authPaths } from '@farmsight/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '@/lib/session';
import { farmer, newFarmer, renderApp } from '@/testing/render-app';
import { expectFieldError } from '@/testing/field-errors';
import { answer, apiError, json } from '@/testing/http';

beforeEach(() => {
  answer(
    'get',
    'config',
    '',
    json({ contactEmail: 'help@example.com', map: { tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' } }),
  );
});

describe('/profile', () => {
  it('shows the empty form for a new farmer', async () => {
    await renderApp('/profile', newFarmer);
    expect(await screen.findByLabelText('First Name')).toHaveAttribute('placeholder', 'eg. John');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('placeholder', 'eg. Doe');
    expect(screen.getByLabelText('Area of Land')).toHaveValue('0');
    expect(screen.getByLabelText('Land unit')).toHaveValue('hectare');
    expect(screen.getByLabelText('Show yields in')).toHaveValue('quintal-per-hectare');
    for (const label of ['First Name', 'Last Name', 'Area of Land']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByText('Select Location on Map (If Not automatically enabled)')).toBeInTheDocument();
    expect(screen.getByText('Click on the map to select your location.')).toBeInTheDocument();
  });

  it('toasts the first failing check on Submit and sends nothing', async () => {
    const sent = answer('post', 'auth', authPaths.updateProfile, json(farmer));
    await renderApp('/profile', newFarmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await expectFieldError('First Name', 'First name is required.');
    expect(screen.queryByText('Last name is required.')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('First Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Patel');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expectFieldError('Area of Land', 'Area of land is required.');

    await userEvent.clear(screen.getByLabelText('Area of Land'));
    await userEvent.type(screen.getByLabelText('Area of Land'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Set location on map.')).toHaveLength(2); // the toast, and the line under the map
    expect(sent).toEqual([]);
  });

  it("refuses 'Continue to Dashboard' until the profile is set up", async () => {
    const { router } = await renderApp('/profile', newFarmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Dashboard' }));
    expect(await screen.findByText('Please setup profile first.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it("allows 'Continue to Dashboard' once the profile is set up", async () => {
    const { router } = await renderApp('/profile', farmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Dashboard' }));
    // The dashboard's chunk loads on first use: allow a loaded machine more than the default second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('pre-fills the saved profile, saves it and replaces the cached user', async () => {
    const saved = { ...farmer, areaOfLand: 6 };
    const requests = answer('post', 'auth', authPaths.updateProfile, json(saved));
    const { router, queryClient } = await renderApp('/profile', farmer);
    expect(await screen.findByLabelText('First Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Patel');
    expect(screen.getByText('Selected Coordinates: Latitude: 18.52, Longitude: 73.8567')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Area of Land'));
    await userEvent.type(screen.getByLabelText('Area of Land'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Profile saved.')).toBeInTheDocument();
    expect(await requests[0]!.json()).toEqual({
      firstName: 'Asha',
      lastName: 'Patel',
      areaOfLand: 6,
      location: [18.52, 73.8567],
      landUnit: 'hectare',
      yieldUnit: 'quintal-per-hectare',
    });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(saved);
  });

  it('takes "2 acres", sends hectares with the unit, and shows a saved area back in the farmer unit', async () => {
    const requests = answer('post', 'auth', authPaths.updateProfile, json(farmer));
    await renderApp('/profile', farmer);
    await userEvent.clear(await screen.findByLabelText('Area of Land'));
    await userEvent.type(screen.getByLabelText('Area of Land'), '2 acres');
    await userEvent.selectOptions(screen.getByLabelText('Show yields in'), 'quintals per acre');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const sent = (await requests[0]!.json()) as { areaOfLand: number; landUnit: string; yieldUnit: string };
    expect(sent.areaOfLand).toBeCloseTo(0.80937128448, 10);
    expect([sent.landUnit, sent.yieldUnit]).toEqual(['acre', 'quintal-per-acre']);
  });

  it('pre-fills a saved area in the farmer unit', async () => {
    await renderApp('/profile', { ...farmer, areaOfLand: 0.80937128448, landUnit: { id: 'acre', squareMetres: 4046.8564224 }, yieldUnit: 'quintal-per-acre' });
    expect(await screen.findByLabelText('Area of Land')).toHaveValue('2');
    expect(screen.getByLabelText('Land unit')).toHaveValue('acre');
    expect(screen.getByLabelText('Show yields in')).toHaveValue('quintal-per-acre');
  });

  it('names a unit the farm state does not use', async () => {
    await renderApp('/profile', farmer);
    await userEvent.clear(await screen.findByLabelText('Area of Land'));
    await userEvent.type(screen.getByLabelText('Area of Land'), '8 kanal');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expectFieldError('Area of Land', 'Kanal is not a land unit of your farm’s state; use one of: hectares, acres.');
  });

  it('dismisses the stale error toasts once the save succeeds', async () => {
    answer('post', 'auth', authPaths.updateProfile, json(farmer));
    await renderApp('/profile', { ...farmer, firstName: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await expectFieldError('First Name', 'First name is required.');
    await userEvent.type(screen.getByLabelText('First Name'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First name is required.')).not.toBeInTheDocument());
  });

  it('tells the farmer why a save failed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('post', 'auth', authPaths.updateProfile, apiError(400, 'VALIDATION_ERROR', 'Area of land must be at most 1,000,000 hectares.'));
    const { router } = await renderApp('/profile', farmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Area of land must be at most 1,000,000 hectares.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it("pre-fills the location from the browser's geolocation", async () => {
    const getCurrentPosition = vi.fn((onSuccess: PositionCallback) => onSuccess({ coords: { latitude: 18.5204, longitude: 73.8567 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await renderApp('/profile', newFarmer);
    expect(await screen.findByText('Selected Coordinates: Latitude: 18.5204, Longitude: 73.8567')).toBeInTheDocument();
  });

  it('speaks Hindi when Hindi is chosen: labels, the map line, form checks and toasts', async () => {
    await i18next.loadNamespaces(['profile', 'messages']);
    await i18next.changeLanguage('hi');
    await renderApp('/profile', newFarmer);
    expect(await screen.findByRole('heading', { level: 1, name: 'किसान की प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByLabelText('पहला नाम')).toHaveAttribute('placeholder', 'जैसे: रमेश');
    expect(screen.getByRole('combobox', { name: 'अपना गाँव या कस्बा खोजें' })).toHaveAttribute('placeholder', 'जैसे: लुधियाना');
    expect(screen.getByText('अपनी जगह चुनने के लिए नक्शे पर क्लिक करें।')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'नक्शा बड़ा करें' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    await expectFieldError('पहला नाम', 'पहला नाम भरना ज़रूरी है।');

    await userEvent.click(screen.getByRole('button', { name: 'डैशबोर्ड पर जाएँ' }));
    expect(await screen.findByText('कृपया पहले अपनी प्रोफ़ाइल भरें।')).toBeInTheDocument();
  });
});
