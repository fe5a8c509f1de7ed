import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/ui/page-header';
import { useUser } from '@/lib/session';
import { CropGrowthTools } from './crop-growth-tools';

/** `alerts`: the farm's alerts, shown above the crop tools (the app passes the alerts feature's panel). */
export function DashboardPage({ alerts }: { alerts: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const profileSetup = useUser().data?.profileSetup ?? false;
  const navigate = useNavigate();
  // StrictMode runs effects twice; the toast must show once.
  const redirected = useRef(false);

  useEffect(() => {
    if (profileSetup || redirected.current) return;
    redirected.current = true;
    toast.error(t('setUpProfile'));
    navigate('/profile', { replace: true });
  }, [profileSetup, navigate, t]);

  if (!profileSetup) return null;

  return (
    <>
      <PageHeader title={t('pageTitle')} />
      {alerts}
      <CropGrowthTools />
    </>
  );
}
