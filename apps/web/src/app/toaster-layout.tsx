import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme';

/**
 * Every screen but the landing page, which shows no toasts and so loads no toast code. The toaster comes before the
 * screen so that it listens before the screen's first effects toast.
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
  return <Toaster duration={4000} visibleToasts={3} gap={14} closeButton hotkey={['altKey', 'KeyT']} theme={theme} containerAriaLabel={t('toasts.label')} />;
}
