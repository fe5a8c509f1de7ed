import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useTheme } from '@/lib/theme';
import { loadSonner, setToasterListening } from '@/lib/toast';

/** sonner's toaster in its own chunk; it tells lib/toast once it listens (its own effects, a child's, have run by then). */
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  return {
    default: function ListeningToaster(props: ComponentProps<typeof SonnerToaster>) {
      useEffect(() => {
        setToasterListening(true);
        return () => setToasterListening(false);
      }, []);
      return <SonnerToaster {...props} />;
    },
  };
});

/**
 * Every screen but the landing page, which shows no toasts and so loads no toast code. The screen does not wait for
 * the toaster's chunk: a toast shown before the toaster listens waits for it (lib/toast).
 */
export function ToasterLayout() {
  return (
    <>
      <AppToaster />
      <Outlet />
    </>
  );
}

/**
 * Spec: 4000 ms, at most 3 visible, 14 px gap, Alt+T; sonner's own defaults give the 356 px width and 20 px swipe
 * threshold. Toasts follow the page's theme.
 */
export function AppToaster() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster duration={4000} visibleToasts={3} gap={14} closeButton hotkey={['altKey', 'KeyT']} theme={theme} containerAriaLabel={t('toasts.label')} />
    </Suspense>
  );
}
