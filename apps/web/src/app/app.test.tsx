import { authPaths } from '@farmsight/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { after, answer, apiError } from '@/testing/http';
import { App } from '.';

vi.mock('@/features/landing', () => ({ LandingPage: () => <p>Landing page</p> }));

describe('App', () => {
  it("shows 'Loading...' until the session lookup answers, then the routes", async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    answer('get', 'auth', authPaths.userInfo, after(released, apiError(401, 'UNAUTHENTICATED', 'Please sign in.')));
    render(<App />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    release();
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
