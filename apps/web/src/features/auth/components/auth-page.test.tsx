import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/session';
import { farmer, newFarmer, renderApp } from '@/testing/render-app';
import { apiError, respond } from '@/testing/responses';

describe('/auth', () => {
  it('toasts only the first failing check', async () => {
    const post = vi.spyOn(api.auth, 'post');
    await renderApp('/auth', null);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shares email and password between the tabs and checks the confirmation on SignUp', async () => {
    const post = vi.spyOn(api.auth, 'post');
    await renderApp('/auth', null);
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('tab', { name: 'SignUp' }));
    expect(screen.getByRole('tab', { name: 'SignUp' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('farmer@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');

    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret124');
    await userEvent.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(await screen.findByText('Password and Confirm password must be same')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('after login sends a user without a profile straight to /profile', async () => {
    vi.spyOn(api.config, 'get').mockReturnValue(new Promise(() => {}));
    const post = vi.spyOn(api.auth, 'post').mockResolvedValue(respond({ user: newFarmer }));
    const { router, queryClient } = await renderApp('/auth', null);
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Click on the map to select your location.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(post).toHaveBeenCalledWith('/login', { email: 'farmer@example.com', password: 'secret123' });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(newFarmer);
    expect(screen.queryByText('Please setup profile to continue.')).not.toBeInTheDocument();
  });

  it('after login sends a user with a profile to /dashboard', async () => {
    vi.spyOn(api.auth, 'post').mockResolvedValue(respond({ user: farmer }));
    const { router } = await renderApp('/auth', null);
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('after signup goes to /profile', async () => {
    vi.spyOn(api.config, 'get').mockReturnValue(new Promise(() => {}));
    const post = vi.spyOn(api.auth, 'post').mockResolvedValue(respond({ user: newFarmer }, 201));
    const { router } = await renderApp('/auth', null);
    await userEvent.click(screen.getByRole('tab', { name: 'SignUp' }));
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(await screen.findByText('Click on the map to select your location.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(post).toHaveBeenCalledWith('/signup', { email: 'farmer@example.com', password: 'secret123' });
  });

  it("shows the server's error sentence when the call fails", async () => {
    vi.spyOn(api.auth, 'post').mockRejectedValue(apiError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect.'));
    const { router } = await renderApp('/auth', null);
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });
});
