import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { startI18n } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';
import { currentTheme } from '@/lib/theme';
import './index.css';

// Before the first render, so the page does not flash in the other theme.
currentTheme();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const page = root;
// The first render waits for the language's startup texts (a small chunk), so no screen flashes a key or English.
void startI18n().finally(() =>
  createRoot(page).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
