import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { AppLoading } from './app-loading';
import { AppProvider } from './provider';
import { routes } from './routes';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}

/** Routes render once the session lookup has answered. A signed-in farmer's saved language wins over this browser's. */
function AppRouter() {
  const session = useUser();
  const [router] = useState(() => createBrowserRouter(routes));
  const savedLanguage = session.data?.language;
  useEffect(() => {
    if (savedLanguage && savedLanguage !== currentLanguage()) void setLanguage(savedLanguage);
  }, [savedLanguage]);
  if (session.isPending) return <AppLoading />;
  return <RouterProvider router={router} />;
}
