import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, type NonIndexRouteObject, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { farmer, renderApp } from '@/testing/render-app';
import { isChunkLoadFailure } from './route-error';
import { routes } from './routes';

vi.mock('@/features/landing', () => ({ LandingPage: () => <p>Landing page</p> }));

const RELOAD_KEY = 'farmsight:reloaded-for-stale-code';
const staleChunk = new TypeError('Failed to fetch dynamically imported module: https://farm.example/assets/news-page-old.js');

/** The app's root route (with its error element) over one test route at `path`. */
function renderUnderRoot(path: string, child: RouteObject) {
  const root = routes[0] as NonIndexRouteObject;
  const router = createMemoryRouter([{ ...root, children: [{ ...child, path }] }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route error element', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React and jsdom report the errors these tests cause
  });
  afterEach(() => sessionStorage.clear());

  it("keeps React Router's wording for an error the router raises", async () => {
    const { router } = await renderApp('/', farmer);
    const formData = new FormData();
    formData.set('crop', 'wheat');
    await router.navigate('/', { formMethod: 'post', formData }); // no route takes a form: 405
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('405 Method Not Allowed')).toBeInTheDocument();
  });

  it('apologises for a screen that fails to render, with a way home', async () => {
    renderUnderRoot('/broken', {
      Component: () => {
        throw new Error('crop list is undefined');
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be shown. Please try again from the home page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/crop list is undefined/)).not.toBeInTheDocument();
  });

  it('reloads once for a stale code chunk, remembering it for this tab', async () => {
    renderUnderRoot('/schemes', { lazy: () => Promise.reject(staleChunk) });
    await vi.waitFor(() => expect(sessionStorage.getItem(RELOAD_KEY)).toBe(window.location.href));
    expect(screen.getByText('Loading...')).toBeInTheDocument(); // while the browser reloads
  });

  it('apologises instead of reloading again when the chunk still fails after the reload', async () => {
    sessionStorage.setItem(RELOAD_KEY, 'http://localhost/schemes');
    renderUnderRoot('/schemes', { lazy: () => Promise.reject(staleChunk) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, something went wrong.' })).toBeInTheDocument();
  });

  it('forgets the reload once a screen renders, so a later stale chunk reloads again', async () => {
    sessionStorage.setItem(RELOAD_KEY, 'http://localhost/schemes');
    renderUnderRoot('/schemes', { Component: () => <p>News</p> });
    expect(await screen.findByText('News')).toBeInTheDocument();
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
  });

  it('apologises in Hindi when Hindi is chosen', async () => {
    await i18next.changeLanguage('hi');
    renderUnderRoot('/broken', {
      Component: () => {
        throw new Error('crop list is undefined');
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'माफ़ कीजिए, कुछ गड़बड़ हो गई।' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुख्य पेज पर जाएँ' })).toHaveAttribute('href', '/');
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://farm.example/assets/a.js'],
    ['Firefox', 'error loading dynamically imported module: https://farm.example/assets/a.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite preload', 'Unable to preload CSS for /assets/a.css'],
  ])('recognises the %s wording', (_, message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
