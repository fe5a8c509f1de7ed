import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import { AppLoading } from './app-loading';
import { RequireSignedIn, RequireSignedOut } from './guards';
import { RedirectUnknownPath } from './page-not-found';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Loads the route's component with the route: `load` imports its module, `name` is the export, `namespace` its texts
 * (one namespace or several, in the current language), so that the screen renders with its words in place.
 * A `lazy` function, not the object form: React Router clears a lazy object's fields once loaded, which breaks a
 * second router over this list.
 */
function loadWithRoute<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  namespace?: string | string[],
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), namespace ? loadNamespaces(...[namespace].flat()) : undefined]);
    return { Component: module[name] };
  };
}

// Every screen loads with its route (and the toaster with the screens that have forms), so each page ships only its own
// code; main.tsx starts loading the opened page's chunks with the startup texts. The error element stays in the first
// bundle: it must show when a screen's chunk cannot load.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: '/', lazy: loadWithRoute(() => import('@/features/landing'), 'LandingPage', 'landing') },
      {
        lazy: loadWithRoute(() => import('./toaster-layout'), 'ToasterLayout', 'messages'),
        children: [
          {
            element: <RequireSignedOut />,
            children: [{ path: '/auth', lazy: loadWithRoute(() => import('@/features/auth'), 'AuthPage', 'auth') }],
          },
          {
            element: <RequireSignedIn />,
            children: [
              { path: '/profile', lazy: loadWithRoute(() => import('@/features/profile'), 'ProfilePage', 'profile') },
              {
                lazy: loadWithRoute(() => import('./workspace/workspace-layout'), 'WorkspaceLayout', 'alerts'),
                children: [
                  { path: '/dashboard', lazy: loadWithRoute(() => import('./workspace/dashboard-route'), 'DashboardRoute', 'dashboard') },
                  { path: '/schemes', lazy: loadWithRoute(() => import('./workspace/schemes-route'), 'SchemesRoute', ['news', 'market', 'schemes']) },
                  { path: '/irrigation', lazy: loadWithRoute(() => import('./workspace/irrigation-route'), 'IrrigationRoute', 'irrigation') },
                  { path: '/historical', lazy: loadWithRoute(() => import('@/features/soil'), 'HistoricalYieldPage', 'soil') },
                  { path: '/pesticide', lazy: loadWithRoute(() => import('@/features/pesticides'), 'PesticidesPage', 'pesticides') },
                  { path: '/ai', lazy: loadWithRoute(() => import('@/features/assistant'), 'AssistantPage', 'assistant') },
                  { path: '/weather', lazy: loadWithRoute(() => import('@/features/disease'), 'CropDiseasesPage', 'disease') },
                  { path: '/user', lazy: loadWithRoute(() => import('@/features/user'), 'UserPage', 'user') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <RedirectUnknownPath /> },
    ],
  },
];
