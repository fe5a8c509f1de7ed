import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, json } from '@/testing/http';
import { renderWithProviders, stubCarouselBrowserApis } from '../testing/test-utils';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    stubCarouselBrowserApis();
    scrollIntoView = vi.fn();
    scrollTo = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
    vi.stubGlobal('scrollTo', scrollTo);
    answer('get', 'config', '', json({ contactEmail: 'help@farmsight.example', map: { tileUrl: 't', attribution: 'a' } }));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders the sections with their ids, headings and the closing banner', () => {
    renderWithProviders(<LandingPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'FarmSight' })).toBeInTheDocument();
    expect(document.getElementById('About')).toContainElement(screen.getByRole('heading', { name: 'About Us' }));
    expect(document.getElementById('Features')).toContainElement(screen.getByRole('region', { name: 'FarmSight features' }));
    expect(document.getElementById('Contact')).toContainElement(screen.getByRole('heading', { name: 'Contact Us' }));
    expect(screen.getByText('JOIN US, Work with us and see Exponential Growth in your produce.', { exact: true })).toBeInTheDocument();
    for (const image of screen.getAllByRole('img')) {
      expect(image.getAttribute('alt')).toBeTruthy();
    }
  });

  it('has Home/About/Features/Contact navigation that scrolls, and a Sign In link to /auth', () => {
    renderWithProviders(<LandingPage />);
    const nav = screen.getByRole('navigation', { name: 'Main' });

    fireEvent.click(within(nav).getByRole('button', { name: 'About' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('About'));
    expect(document.activeElement).toBe(document.getElementById('About'));

    fireEvent.click(within(nav).getByRole('button', { name: 'Features' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('Features'));

    fireEvent.click(within(nav).getByRole('button', { name: 'Contact' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('Contact'));

    fireEvent.click(within(nav).getByRole('button', { name: 'Home' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('speaks Hindi when Hindi is chosen', async () => {
    await i18next.loadNamespaces(['common', 'landing']);
    await i18next.changeLanguage('hi');
    renderWithProviders(<LandingPage />);

    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['होम', 'हमारे बारे में', 'सुविधाएँ', 'संपर्क']);
    expect(screen.getByRole('link', { name: 'साइन इन' })).toHaveAttribute('href', '/auth');
    expect(document.getElementById('About')).toContainElement(screen.getByRole('heading', { name: 'हमारे बारे में' }));
    expect(screen.getByRole('heading', { name: 'किसानों के लिए सरकारी योजनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '5 में से 1' })).toHaveTextContent('पिछली पैदावार का ब्योरा');
    expect(screen.getByRole('button', { name: 'अगली स्लाइड' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('पहला नाम')).toBeInTheDocument();
  });
});
