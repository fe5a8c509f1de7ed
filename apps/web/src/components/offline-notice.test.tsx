import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineNotice } from './offline-notice';

/** A screen with one query on it (its fetch never answers), under the banner. */
function Screen() {
  useQuery({ queryKey: ['alerts'], queryFn: () => new Promise<never>(() => {}) });
  return <OfflineNotice />;
}

function renderScreen(keptAt?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (keptAt !== undefined) client.setQueryData(['alerts'], { alerts: [] }, { updatedAt: keptAt });
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
}

describe('the offline banner', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('offline, gives the time of the kept answer on screen as DD/MM/YYYY HH:mm', () => {
    onlineManager.setOnline(false);
    renderScreen(new Date(2026, 10, 27, 18, 5).getTime());
    expect(screen.getByRole('status')).toHaveTextContent('Offline — showing data from 27/11/2026 18:05');
  });

  it('says when this screen has nothing kept on the phone, and goes when the app is online', async () => {
    onlineManager.setOnline(false);
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — this page has not been opened with a connection on this phone yet, so it has nothing to show.',
    );
    await act(async () => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing online', () => {
    renderScreen(Date.now());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
