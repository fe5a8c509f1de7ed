import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { authPaths, placePaths } from '@farmsight/contracts';
import { describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '@/lib/session';
import { farmer, renderApp } from '@/testing/render-app';
import { answer, json, networkError, never } from '@/testing/http';

describe('/user', () => {
  it('names the place near the farm, with its coordinates', async () => {
    const asked = answer(
      'get',
      'places',
      placePaths.nearest,
      json({ place: { label: 'Pune, Maharashtra, India', name: 'Pune', state: 'Maharashtra', country: 'India', latitude: 18.51957, longitude: 73.85535 } }),
    );
    await renderApp('/user', farmer);
    await waitFor(() => expect(screen.getByText('Location').nextSibling).toHaveTextContent('Pune, Maharashtra, India (18.52, 73.8567)'));
    expect(Object.fromEntries(new URL(asked[0]!.url).searchParams)).toEqual({ latitude: '18.52', longitude: '73.8567' });
  });

  it("shows the farmer's profile", async () => {
    await renderApp('/user', farmer);
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Patel' })).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('farmer@example.com')).toBeInTheDocument();
    expect(screen.getByText('Location').nextSibling).toHaveTextContent('18.52, 73.8567');
    expect(screen.getByText('Land Area').nextSibling).toHaveTextContent('4.5 hectares');
  });

  it("shows the land in the farmer's unit, in English and Hindi", async () => {
    const rajasthanFarmer = { ...farmer, areaOfLand: (5 * 2529.285264) / 10_000, landUnit: { id: 'bigha' as const, squareMetres: 2529.285264 } };
    await renderApp('/user', rajasthanFarmer);
    expect(await screen.findByText('Land Area')).toBeInTheDocument();
    expect(screen.getByText('Land Area').nextSibling).toHaveTextContent(/^5 bigha$/);
    await i18next.loadNamespaces(['user']);
    await i18next.changeLanguage('hi');
    await waitFor(() => expect(screen.getByText('ज़मीन का रकबा').nextSibling).toHaveTextContent(/^5 बीघा$/));
  });

  it('labels Edit Profile and Log Out with visible text, not only icons', async () => {
    await renderApp('/user', farmer);
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toHaveTextContent(/^Edit Profile$/);
    expect(screen.getByRole('button', { name: 'Log Out' })).toHaveTextContent(/^Log Out$/);
  });

  it('opens the profile form from Edit Profile', async () => {
    answer('get', 'config', '', never);
    const { router } = await renderApp('/user', farmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('logs out: forgets the user and goes to /auth', async () => {
    const requests = answer('post', 'auth', authPaths.logout, json({ message: 'Logged out.' }));
    const { router, queryClient } = await renderApp('/user', farmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Fill in the details to get started')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(requests).toHaveLength(1);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
  });

  it('stays signed in when logout fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('post', 'auth', authPaths.logout, networkError);
    const { router } = await renderApp('/user', farmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/user');
  });

  it('speaks Hindi when Hindi is chosen, in the page and in the workspace around it', async () => {
    await i18next.loadNamespaces(['user']);
    await i18next.changeLanguage('hi');
    await renderApp('/user', farmer);
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByText('ज़मीन का रकबा').nextSibling).toHaveTextContent('4.5 हेक्टेयर');
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'कामकाज' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['डैशबोर्ड', 'समाचार', 'सिंचाई योजना', 'पिछली पैदावार', 'एआई सहायक', 'फ़सल के रोग', 'मेरा खाता', 'कीटनाशक']);
    expect(screen.getByRole('button', { name: 'साइड मेन्यू छोटा करें' })).toBeInTheDocument();
  });
});
