import { Navigate, type RouteObject } from 'react-router';
import { AssistantPage } from '@/features/assistant';
import { AuthPage } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { CropDiseasesPage } from '@/features/disease';
import { IrrigationPage } from '@/features/irrigation';
import { LandingPage } from '@/features/landing';
import { NewsPage } from '@/features/news';
import { PesticidesPage } from '@/features/pesticides';
import { ProfilePage } from '@/features/profile';
import { HistoricalYieldPage } from '@/features/soil';
import { UserPage } from '@/features/user';
import { RequireSignedIn, RequireSignedOut } from './guards';
import { WorkspaceLayout } from './workspace/workspace-layout';

// No errorElement: routing errors show React Router's default screen.
export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { element: <RequireSignedOut />, children: [{ path: '/auth', element: <AuthPage /> }] },
  {
    element: <RequireSignedIn />,
    children: [
      { path: '/profile', element: <ProfilePage /> },
      {
        element: <WorkspaceLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/schemes', element: <NewsPage /> },
          { path: '/irrigation', element: <IrrigationPage /> },
          { path: '/historical', element: <HistoricalYieldPage /> },
          { path: '/pesticide', element: <PesticidesPage /> },
          { path: '/ai', element: <AssistantPage /> },
          { path: '/weather', element: <CropDiseasesPage /> },
          { path: '/user', element: <UserPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
