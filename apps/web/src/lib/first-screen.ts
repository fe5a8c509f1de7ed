import { useEffect, useState } from 'react';

/**
 * The app's first screen, once it has painted (ADR 0061). On a slow phone the screen shows first, then the work it
 * starts: its requests (lib/api-client) and the toaster's code wait for it. main.tsx holds them until then; unheld
 * (tests), nothing waits.
 */
let shown: Promise<void> = Promise.resolve();
let release = () => {};

export function holdUntilFirstScreen() {
  shown = new Promise((resolve) => (release = resolve));
}

export const afterFirstScreen = () => shown;

/**
 * Called by every first screen (the root layout, the error screen) once it has rendered: released when the browser is
 * next idle after the frame that paints it (at the latest 200 ms after that frame, on a page that is never idle).
 */
export function firstScreenShown() {
  const whenIdle = (then: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 200 }) : setTimeout(then, 0));
  requestAnimationFrame(() => requestAnimationFrame(() => whenIdle(release)));
}

/** False until the first screen has painted. */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let mounted = true;
    void shown.then(() => mounted && setAfter(true));
    return () => {
      mounted = false;
    };
  }, []);
  return after;
}
