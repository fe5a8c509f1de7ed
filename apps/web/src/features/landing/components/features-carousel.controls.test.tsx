import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeaturesCarousel } from './features-carousel';

type Listener = () => void;

/** A minimal stand-in for the embla API: state the test controls, events it can fire. */
function createFakeEmbla() {
  const listeners = new Map<string, Set<Listener>>();
  const state = { prev: true, next: true, index: 0 };
  const fake = {
    state,
    on: vi.fn((event: string, listener: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return fake;
    }),
    off: vi.fn((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
      return fake;
    }),
    emit(event: string) {
      listeners.get(event)?.forEach((listener) => listener());
    },
    canScrollPrev: () => state.prev,
    canScrollNext: () => state.next,
    selectedScrollSnap: () => state.index,
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
  };
  return fake;
}

let fakeEmbla: ReturnType<typeof createFakeEmbla>;
const useEmblaCarousel = vi.hoisted(() => vi.fn());

vi.mock('embla-carousel-react', () => ({ default: useEmblaCarousel }));

describe('FeaturesCarousel controls', () => {
  beforeEach(() => {
    fakeEmbla = createFakeEmbla();
    useEmblaCarousel.mockReset();
    useEmblaCarousel.mockImplementation(() => [vi.fn(), fakeEmbla]);
  });

  it('creates a looping embla carousel', () => {
    render(<FeaturesCarousel />);
    expect(useEmblaCarousel).toHaveBeenCalledWith(expect.objectContaining({ loop: true }));
  });

  it('moves with the Previous/Next buttons and the left/right arrow keys', () => {
    render(<FeaturesCarousel />);

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
    expect(fakeEmbla.scrollPrev).toHaveBeenCalledTimes(1);

    const region = screen.getByRole('region', { name: 'FarmSight features' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'Enter' });
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(2);
    expect(fakeEmbla.scrollPrev).toHaveBeenCalledTimes(3);
  });

  it('disables the buttons when embla cannot scroll, updating on select and reInit', () => {
    render(<FeaturesCarousel />);
    const prev = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(prev).toBeEnabled();
    expect(next).toBeEnabled();

    act(() => {
      fakeEmbla.state.prev = false;
      fakeEmbla.emit('select');
    });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    act(() => {
      fakeEmbla.state.prev = true;
      fakeEmbla.state.next = false;
      fakeEmbla.emit('reInit');
    });
    expect(prev).toBeEnabled();
    expect(next).toBeDisabled();
  });

  it('announces the current slide politely', () => {
    render(<FeaturesCarousel />);
    const status = screen.getByText('Slide 1 of 5: Historical Yield Timeline');
    expect(status).toHaveAttribute('aria-live', 'polite');

    act(() => {
      fakeEmbla.state.index = 2;
      fakeEmbla.emit('select');
    });
    expect(status).toHaveTextContent('Slide 3 of 5: Flood and Drought Alerts');
  });
});
