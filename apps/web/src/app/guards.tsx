import { Navigate, Outlet } from 'react-router';
import { useUser } from '@/lib/session';

/** Protected routes: signed-out visitors go to /auth. */
export function RequireSignedIn() {
  const user = useUser().data;
  return user ? <Outlet /> : <Navigate to="/auth" replace />;
}

/** /auth: a signed-in user goes to the dashboard. */
export function RequireSignedOut() {
  const user = useUser().data;
  return user ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
