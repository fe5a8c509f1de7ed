import { useEffect, type RefObject } from 'react';

/**
 * While `open`, calls `onDismiss` on Escape or on a press outside `container` (the popup and the button that opens
 * it). Escape also gives focus back to `trigger`, so a keyboard user is not left on the page's body.
 */
export function useDismiss({
  open,
  container,
  trigger,
  onDismiss,
}: {
  open: boolean;
  container: RefObject<HTMLElement | null>;
  trigger?: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}) {
  useEffect(() => {
    if (!open) return;
    const dismissOnPressOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) onDismiss();
    };
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      trigger?.current?.focus();
    };
    document.addEventListener('mousedown', dismissOnPressOutside);
    document.addEventListener('keydown', dismissOnEscape);
    return () => {
      document.removeEventListener('mousedown', dismissOnPressOutside);
      document.removeEventListener('keydown', dismissOnEscape);
    };
  }, [open, container, trigger, onDismiss]);
}
