import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCarouselBrowserApis } from '../testing/test-utils';
import { FeaturesCarousel } from './features-carousel';

const titles = [
  'Historical Yield Timeline',
  'Water Capacity Monitoring',
  'Flood and Drought Alerts',
  'Farmer related Govt. Schemes',
  'ML Model and AI samadhan',
];

describe('FeaturesCarousel (real embla)', () => {
  beforeEach(() => stubCarouselBrowserApis());
  afterEach(() => vi.unstubAllGlobals());

  it('renders the five slides with their titles in order', () => {
    render(<FeaturesCarousel />);

    const region = screen.getByRole('region', { name: 'FarmSight features' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region).toHaveAttribute('tabindex', '0');

    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAccessibleName(`${index + 1} of 5`);
      expect(within(slide).getByRole('heading', { level: 3 })).toHaveTextContent(titles[index]!);
    });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});
