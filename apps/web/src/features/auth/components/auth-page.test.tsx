import { authPaths } from '@farmsight/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { userQueryKey } from '@/lib/session';
import { expectFieldError } from '@/testing/field-errors';
import { answer, apiError, json, never } from '@/testing/http';
import { farmer, newFarmer, renderApp } from '@/testing/render-app';

describe('/auth', () => {
  it('toasts only the first failing check', async () => {
    const sent = answer('post', 'auth', '/*', json({}));
    await renderApp('/auth', null);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expectFieldError('Email', 'Email is required.');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expectFieldError('Password', 'Password is required');
    // The email is no longer at fault; its toast stays until the form succeeds.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('shares email and password between the tabs and checks the confirmation on SignUp', async () => {
    const sent = answer('post', 'auth', '/*', json({}));
    await renderApp('/auth', null);
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('tab', { name: 'SignUp' }));
    expect(screen.getByRole('tab', { name: 'SignUp' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('farmer@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');

    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret124');
    await userEvent.click(screen.getByRole('button', { name: 'SignUp' }));
    await expectFieldError('Confirm Password', 'Password and Confirm password must be same');
    expect(sent).toEqual([]);
  });

  it('after login sends a user without a profile straight to /profile', async () => {
    answer('get', 'config', '', never);
    const requests = answer('post', 'auth', authPaths.login, json({ user: newFarmer }));
    const { router, queryClient } = await renderApp('/auth', null);
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Click on the map to select your location.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(await requests[0]!.json()).toEqual({ email: 'farmer@example.com', password: 'secret123' });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(newFarmer);
    expect(screen.queryByText('Please setup profile to continue.')).not.toBeInTheDocument();
  });

  it('after login sends a user with a profile to /dashboard', async () => {
    answer('post', 'auth', authPaths.login, json({ user: farmer }));
    const { router } = await renderApp('/auth', null);
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('after signup goes to /profile', async () => {
    answer('get', 'config', '', never);
    const requests = answer('post', 'auth', authPaths.signup, json({ user: newFarmer }, 201));
    const { router } = await renderApp('/auth', null);
    await userEvent.click(screen.getByRole('tab', { name: 'SignUp' }));
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(await screen.findByText('Click on the map to select your location.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(await requests[0]!.json()).toEqual({ email: 'farmer@example.com', password: 'secret123' });
  });

  it("shows the server's error sentence when the call fails", async () => {
    answer('post', 'auth', authPaths.login, apiError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect.'));
    const { router } = await renderApp('/auth', null);
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('speaks Hindi when Hindi is chosen: labels, a form check and the API failure', async () => {
    answer('post', 'auth', authPaths.login, apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.'));
    await i18next.loadNamespaces(['auth', 'messages']);
    await i18next.changeLanguage('hi');
    await renderApp('/auth', null);
    expect(screen.getByRole('heading', { level: 1, name: 'FarmSight में आपका स्वागत है' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'लॉग इन या साइन अप' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन' }));
    await expectFieldError('ईमेल', 'ईमेल भरना ज़रूरी है।');

    await userEvent.type(screen.getByLabelText('ईमेल'), 'a@b.in');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('ईमेल या पासवर्ड गलत है।')).toBeInTheDocument();
  });

  it("checks the sign-up in Hindi: the contract's rule and the confirmation", async () => {
    const sent = answer('post', 'auth', '/*', json({}));
    await i18next.loadNamespaces(['auth', 'messages']);
    await i18next.changeLanguage('hi');
    await renderApp('/auth', null);
    await userEvent.click(screen.getByRole('tab', { name: 'साइन अप' }));
    await userEvent.type(screen.getByLabelText('ईमेल'), 'a@b.in');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'साइन अप' }));
    await expectFieldError('पासवर्ड', 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए।');

    await userEvent.type(screen.getByLabelText('पासवर्ड'), '-longer');
    await userEvent.type(screen.getByLabelText('पासवर्ड दोबारा लिखें'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'साइन अप' }));
    await expectFieldError('पासवर्ड दोबारा लिखें', 'दोनों पासवर्ड एक जैसे होने चाहिए');
    expect(sent).toEqual([]);
  });

  it('words a sentence with a figure in the chosen language: the sign-in limit', async () => {
    answer('post', 'auth', authPaths.login, apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again in 42 seconds.'));
    await renderApp('/auth', null);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.in');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Too many requests. Please try again in 42 seconds.')).toBeInTheDocument();

    await i18next.loadNamespaces(['auth', 'messages']);
    await i18next.changeLanguage('hi');
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('बहुत बार कोशिश हो चुकी है। कृपया 42 सेकंड बाद फिर कोशिश करें।')).toBeInTheDocument();
  });
});
