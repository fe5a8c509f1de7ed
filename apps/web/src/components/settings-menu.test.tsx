import { authPaths } from '@farmsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { answer, json } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

describe("the workspace header's settings menu", () => {
  it('opens the language choice, closes on Esc, and saves a new language on the profile', async () => {
    const saved = answer('put', 'auth', authPaths.language, json({ ...farmer, language: 'hi' }));
    await renderApp('/user', farmer);
    const user = userEvent.setup();

    const settings = screen.getByRole('button', { name: 'Settings' });
    await user.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(settings).toHaveFocus();

    await user.click(settings);
    await user.selectOptions(screen.getByLabelText('Language'), 'हिन्दी');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]!.json()).toEqual({ language: 'hi' });
    expect(await screen.findByRole('button', { name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(i18next.language).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
});
