import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { apiError } from '@/testing/responses';
import { App } from '.';

vi.mock('@/features/landing', () => ({ LandingPage: () => <p>Landing page</p> }));

describe('App', () => {
  it("shows 'Loading...' until the session lookup answers, then the routes", async () => {
    let answer: (error: unknown) => void = () => {};
    vi.spyOn(api.auth, 'get').mockReturnValue(new Promise((_, reject) => (answer = reject)));
    render(<App />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    answer(apiError(401, 'UNAUTHENTICATED', 'Please sign in.'));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
