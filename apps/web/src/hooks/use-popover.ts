import { useEffect, useRef, useState } from 'react';

/**
 * A popup opened by a button, as every popover of the app behaves (the settings menu, the alerts bell, the calendar):
 * put `container` on the element holding both, `trigger` on the button. While open, Escape or a press outside
 * `container` closes it; Escape also gives focus back to `trigger`, so a keyboard user is not left on the page's body.
 */
export function usePopover<Container extends HTMLElement = HTMLDivElement, Trigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const container = useRef<Container>(null);
  const trigger = useRef<Trigger>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnPressOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('mousedown', closeOnPressOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnPressOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen(!open), container, trigger };
}
