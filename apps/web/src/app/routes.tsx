import { Navigate, type RouteObject } from 'react-router';
import { LandingPage } from '@/features/landing';
import { RequireSignedIn, RequireSignedOut } from './guards';

// Every screen but the landing page loads with its route (and the toaster with them), so the landing page ships only
// its own code. `lazy` is a function, not an object: React Router clears a lazy object's fields once loaded, which
// breaks a second router over this list.
// No errorElement: routing errors show React Router's default screen.
export const routes: RouteObject[] = [
  {
    HydrateFallback: () => <p role="status">Loading...</p>,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        lazy: async () => ({ Component: (await import('./toaster-layout')).ToasterLayout }),
        children: [
          {
            element: <RequireSignedOut />,
            children: [{ path: '/auth', lazy: async () => ({ Component: (await import('@/features/auth')).AuthPage }) }],
          },
          {
            element: <RequireSignedIn />,
            children: [
              { path: '/profile', lazy: async () => ({ Component: (await import('@/features/profile')).ProfilePage }) },
              {
                lazy: async () => ({ Component: (await import('./workspace/workspace-layout')).WorkspaceLayout }),
                children: [
                  { path: '/dashboard', lazy: async () => ({ Component: (await import('@/features/dashboard')).DashboardPage }) },
                  { path: '/schemes', lazy: async () => ({ Component: (await import('@/features/news')).NewsPage }) },
                  { path: '/irrigation', lazy: async () => ({ Component: (await import('@/features/irrigation')).IrrigationPage }) },
                  { path: '/historical', lazy: async () => ({ Component: (await import('@/features/soil')).HistoricalYieldPage }) },
                  { path: '/pesticide', lazy: async () => ({ Component: (await import('@/features/pesticides')).PesticidesPage }) },
                  { path: '/ai', lazy: async () => ({ Component: (await import('@/features/assistant')).AssistantPage }) },
                  { path: '/weather', lazy: async () => ({ Component: (await import('@/features/disease')).CropDiseasesPage }) },
                  { path: '/user', lazy: async () => ({ Component: (await import('@/features/user')).UserPage }) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
