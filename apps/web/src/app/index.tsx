import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
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

/** Routes render once the session lookup has answered. */
function AppRouter() {
  const session = useUser();
  const [router] = useState(() => createBrowserRouter(routes));
  if (session.isPending) return <AppLoading />;
  return <RouterProvider router={router} />;
}
