import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { currentTheme } from '@/lib/theme';
import './index.css';

// Before the first render, so the page does not flash in the other theme.
currentTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
