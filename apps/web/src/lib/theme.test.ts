import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the theme in force, so each test loads it afresh.
const loadTheme = async () => {
  vi.resetModules();
  return import('./theme');
};

const systemPrefersDark = (dark: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList);

describe('theme', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.documentElement.classList.remove('dark'));

  it("follows the system's setting on a first visit", async () => {
    systemPrefersDark(true);
    const { currentTheme } = await loadTheme();
    expect(currentTheme()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('keeps the choice, which wins over the system on the next visit', async () => {
    systemPrefersDark(true);
    const { setTheme } = await loadTheme();
    setTheme('light');
    expect(localStorage.getItem('farmsight-theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');

    const { currentTheme } = await loadTheme();
    expect(currentTheme()).toBe('light');
  });
});
