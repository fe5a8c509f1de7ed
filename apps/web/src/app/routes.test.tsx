import { cropPlanningPaths, diseasePaths, growthPaths, irrigationPaths, newsPaths, placePaths, soilPaths, waterPaths } from '@farmsight/contracts';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, never } from '@/testing/http';
import { farmer, newFarmer, renderApp } from '@/testing/render-app';

// The landing page has its own tests; here it only marks where a redirect lands.
vi.mock('@/features/landing', () => ({ LandingPage: () => <p>Landing page</p> }));

const protectedPaths = ['/dashboard', '/schemes', '/irrigation', '/historical', '/pesticide', '/ai', '/weather', '/user', '/profile'];

const pageTitles: [string, string][] = [
  ['/dashboard', 'Dashboard'],
  ['/schemes', 'News'],
  ['/irrigation', 'Irrigation Model'],
  ['/historical', 'Historical Yield Analysis'],
  ['/ai', 'Ai Assistant'],
  ['/weather', 'Crop Diseases'],
  ['/user', 'User Profile'],
  ['/pesticide', 'Pesticides and Crop'],
];

// These tests are about routing: each screen's own data stays loading.
beforeEach(() => {
  answer('get', 'growth', growthPaths.crops, never);
  answer('get', 'crops', cropPlanningPaths.suggestions, never);
  answer('get', 'crops', cropPlanningPaths.yields, never);
  answer('get', 'soil', soilPaths.tests, never);
  answer('get', 'soil', soilPaths.crops, never);
  answer('get', 'places', placePaths.nearest, never);
  answer('get', 'news', newsPaths.agriculture, never);
  answer('get', 'disease', diseasePaths.model, never);
  answer('get', 'irrigation', irrigationPaths.settings, never);
  answer('get', 'irrigation', irrigationPaths.schedule, never);
  answer('get', 'water', waterPaths.sources, never);
});

describe('route guards', () => {
  it.each(protectedPaths)('sends a signed-out visitor from %s to /auth', async (path) => {
    const { router } = await renderApp(path, null);
    expect(await screen.findByText('Fill in the details to get started')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a signed-in user from /auth to /dashboard', async () => {
    const { router } = await renderApp('/auth', farmer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends an unknown path to / with one toast naming it', async () => {
    const { router } = await renderApp('/no/such/page', farmer);
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('The page /no/such/page was not found, so here is the home page.')).toBeInTheDocument();
    expect(screen.getAllByText(/was not found/)).toHaveLength(1);
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeInTheDocument();
  });

  it('loads no toaster on the landing page reached directly', async () => {
    await renderApp('/', null);
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

describe('workspace', () => {
  it.each(pageTitles)('shows %s with the title %s', async (path, title) => {
    await renderApp(path, farmer);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(pageTitles)('shows %s inside the workspace main, with no main of its own', async (path, title) => {
    await renderApp(path, farmer);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);
  });

  it('lists the sidebar items in order, with the brand and the user name', async () => {
    await renderApp('/schemes', farmer);
    const nav = screen.getByRole('navigation', { name: 'Workspace' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['News', '/schemes'],
      ['Irrigation Model', '/irrigation'],
      ['Historical Yield', '/historical'],
      ['AI Assistant', '/ai'],
      ['Crop Diseases', '/weather'],
      ['User', '/user'],
      ['Pesticide', '/pesticide'],
    ]);
    expect(screen.getByText('FarmSight')).toBeInTheDocument();
    expect(screen.getByText('Asha Patel')).toBeInTheDocument();
  });

  it('collapses the sidebar to icons that keep their names', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    await renderApp('/schemes', farmer);
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('FarmSight')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Irrigation Model' })).toHaveAttribute('title', 'Irrigation Model');
  });

  it("opens /user from the header's user icon", async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const { router } = await renderApp('/schemes', farmer);
    await userEvent.click(screen.getByRole('link', { name: 'User Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
  });

  it('sends a user without a profile from /dashboard to /profile with one toast', async () => {
    answer('get', 'config', '', never);
    const { router } = await renderApp('/dashboard', newFarmer);
    expect(await screen.findByText('Please setup profile to continue.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getAllByText('Please setup profile to continue.')).toHaveLength(1);
  });

  describe('on a phone', () => {
    const phoneScreen = (query: string) =>
      ({ matches: query === '(max-width: 767px)', addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;

    it('has no sidebar until the menu opens it as a drawer, which Esc closes, giving focus back', async () => {
      const { default: userEvent } = await import('@testing-library/user-event');
      vi.stubGlobal('matchMedia', phoneScreen);
      await renderApp('/schemes', farmer);
      expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();

      const menu = screen.getByRole('button', { name: 'Open menu' });
      await userEvent.click(menu);
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1, name: 'News' }).closest('main')).toHaveAttribute('inert');

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
      expect(menu).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1, name: 'News' }).closest('main')).not.toHaveAttribute('inert');
    });

    it('keeps the page mounted when the screen crosses the phone breakpoint', async () => {
      let phone = false;
      const listeners = new Set<() => void>();
      vi.stubGlobal('matchMedia', (query: string) => ({
        get matches() {
          return phone && query === '(max-width: 767px)';
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }));
      await renderApp('/schemes', farmer);
      const page = screen.getByRole('main');
      expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();

      phone = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toBe(page);
    });

    it('closes the drawer when a page is chosen', async () => {
      const { default: userEvent } = await import('@testing-library/user-event');
      vi.stubGlobal('matchMedia', phoneScreen);
      const { router } = await renderApp('/schemes', farmer);
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await userEvent.click(screen.getByRole('link', { name: 'User' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/user');
      expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
    });
  });
});
