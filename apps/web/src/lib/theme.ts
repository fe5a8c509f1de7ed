import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'farmsight-theme';

/** The farmer's last choice, else the system's setting (a first visit follows prefers-color-scheme). */
function initialTheme(): Theme {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

let current: Theme | undefined;
const listeners = new Set<() => void>();

function show(theme: Theme) {
  // index.css: the `dark` variant, and with it the dark palette, follow this class.
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** The theme in force; the first call puts the initial one on the page (main.tsx calls it before the first render). */
export function currentTheme(): Theme {
  if (current === undefined) {
    current = initialTheme();
    show(current);
  }
  return current;
}

/** Switches the theme and keeps the choice for later visits. */
export function setTheme(theme: Theme) {
  current = theme;
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  show(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme);
}
