import { useEffect, useState, type RefObject } from 'react';

/** Whether `scroller` holds more to its right than it shows (it is narrower than its content and not scrolled to the end). */
export function useCutOffRight(scroller: RefObject<HTMLElement | null>): boolean {
  const [cutOff, setCutOff] = useState(false);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // One pixel of slack: a zoomed page can leave a fraction of a pixel unscrolled at the end.
    const measure = () => setCutOff(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    measure();
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    if (element.firstElementChild) resizes.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resizes.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [scroller]);
  return cutOff;
}
