import type { User } from '@farmsight/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { routes } from '@/app/routes';
import { userQueryKey } from '@/lib/session';

export const farmer: User = {
  id: 'user-1',
  email: 'farmer@example.com',
  firstName: 'Asha',
  lastName: 'Patel',
  location: [18.52, 73.8567],
  areaOfLand: 4.5,
  profileSetup: true,
  language: null,
};

export const newFarmer: User = { ...farmer, firstName: null, lastName: null, location: null, areaOfLand: null, profileSetup: false };

/**
 * The app's routes at `path` with the session already answered (`user` null: signed out), once its screen has loaded.
 * `keep` puts answers in the cache first, as the phone keeps them from an earlier visit.
 */
export async function renderApp(path: string, user: User | null, keep?: (queryClient: QueryClient) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQueryKey, user);
  keep?.(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The first screen of a file is transformed on its first import, which takes seconds on a busy machine.
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), { timeout: 10_000 });
  await act(async () => {}); // lets React render the loaded screen
  return { router, queryClient };
}
