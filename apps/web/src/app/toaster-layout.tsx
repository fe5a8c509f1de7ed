import { Outlet } from 'react-router';
import { Toaster } from 'sonner';

/**
 * Every screen but the landing page, which shows no toasts and so loads no toast code. The toaster comes before the
 * screen so that it listens before the screen's first effects toast.
 * Spec: 4000 ms, at most 3 visible, 14 px gap, Alt+T; sonner's own defaults give the 356 px width and 20 px swipe threshold.
 */
export function ToasterLayout() {
  return (
    <>
      <Toaster duration={4000} visibleToasts={3} gap={14} closeButton hotkey={['altKey', 'KeyT']} />
      <Outlet />
    </>
  );
}
