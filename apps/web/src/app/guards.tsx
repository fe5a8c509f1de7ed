import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useUser } from '@/lib/session';

/** Protected routes: signed-out visitors go to /auth. */
export function RequireSignedIn() {
  const user = useUser().data;
  return user ? <Outlet /> : <Navigate to="/auth" replace />;
}

/** /auth: a user who arrives signed in goes to the dashboard. After login or signup the form picks the next screen. */
export function RequireSignedOut() {
  const user = useUser().data;
  const [signedInOnArrival] = useState(Boolean(user));
  return signedInOnArrival ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
