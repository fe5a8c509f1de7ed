import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import i18next from 'i18next';
import { startI18n } from '@/lib/i18n';
import { loadSonner } from '@/lib/toast';
import { apiServer } from './http';

// findBy… waits for what a screen shows after its lazy route and its API answers load; a busy CI machine takes longer
// than the 1 s default (a wait ends as soon as the element shows, so passing tests take no longer).
configure({ asyncUtilTimeout: 5000 });

// Every screen's English texts, loaded before any test renders (the app loads a screen's with its route).
const namespaces = Object.keys(import.meta.glob('../locales/en/*.json')).map((file) => file.replace(/^.*\/|\.json$/g, ''));
await startI18n('en');
await i18next.loadNamespaces(namespaces);
// The toast library, which the app fetches on first use, ready before any test toasts.
await loadSonner();

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

afterEach(async () => {
  cleanup();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  apiServer.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// jsdom has no matchMedia; tests see a wide screen unless they stub their own.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lays nothing out, so it has no ResizeObserver; sizes a test stubs are read when a component mounts or scrolls.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
