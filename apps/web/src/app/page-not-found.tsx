import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';

type NotFoundState = { notFoundPath: string };

/** Any path no route knows: the spec's redirect to the landing page, which then says what was not found. */
export function RedirectUnknownPath() {
  const state: NotFoundState = { notFoundPath: useLocation().pathname };
  return <Navigate to="/" replace state={state} />;
}

// The landing page loads no toast code, so the toast and its toaster load only after that redirect.
const PageNotFoundToast = lazy(() => import('./page-not-found-toast'));

/** After that redirect, a toast naming the path that was not found. */
export function PageNotFoundNotice() {
  const state: unknown = useLocation().state;
  if (!isNotFoundState(state)) return null;
  return (
    <Suspense fallback={null}>
      <PageNotFoundToast path={state.notFoundPath} />
    </Suspense>
  );
}

function isNotFoundState(state: unknown): state is NotFoundState {
  return typeof state === 'object' && state !== null && typeof (state as Partial<NotFoundState>).notFoundPath === 'string';
}
