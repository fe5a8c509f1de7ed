import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { preloadRoute } from '@/app/preload-route';
import { startI18n } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';
import { startSessionLookup } from '@/lib/session';
import { currentTheme } from '@/lib/theme';
import './index.css';

// Before the first render, so the page does not flash in the other theme.
currentTheme();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const page = root;
// The first render waits for the language's startup texts (a small chunk), so no screen flashes a key or English.
// The session lookup and the opened page's chunks start with them (after i18next's set-up, which the screens' texts need).
const startupTexts = startI18n();
startSessionLookup();
preloadRoute(window.location.pathname);
void startupTexts.finally(() =>
  createRoot(page).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
