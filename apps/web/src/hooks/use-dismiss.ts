import { type RefObject, useEffect } from 'react';

/**
 * While `open`, Esc or a press outside `container` calls `close`: the behaviour every popover of the app shares
 * (the settings menu, the alerts bell, the calendar).
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: (how: 'escape' | 'outside') => void) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container, close]);
}
