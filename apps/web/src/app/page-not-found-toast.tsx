import { useEffect } from 'react';
import { toast } from 'sonner';
import { AppToaster } from './toaster-layout';

/** The landing page's toaster (it has none of its own) and the not-found toast; the toaster first, so it listens. */
export default function PageNotFoundToast({ path }: { path: string }) {
  return (
    <>
      <AppToaster />
      <ToastPageNotFound path={path} />
    </>
  );
}

function ToastPageNotFound({ path }: { path: string }) {
  // The id keeps it to one toast when effects run twice (StrictMode).
  useEffect(() => void toast.error(`The page ${path} was not found, so here is the home page.`, { id: 'page-not-found' }), [path]);
  return null;
}
