import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppToaster } from './toaster-layout';
import { toast } from '@/lib/toast';

/** The landing page's toaster (it has none of its own) and the not-found toast, which lib/toast holds until the toaster listens. */
export default function PageNotFoundToast({ path }: { path: string }) {
  return (
    <>
      <AppToaster />
      <ToastPageNotFound path={path} />
    </>
  );
}

function ToastPageNotFound({ path }: { path: string }) {
  const { t } = useTranslation();
  // The id keeps it to one toast when effects run twice (StrictMode).
  useEffect(() => void toast.error(t('pageNotFound', { path }), { id: 'page-not-found' }), [path, t]);
  return null;
}
