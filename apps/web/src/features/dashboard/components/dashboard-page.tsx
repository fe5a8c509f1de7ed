import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useUser } from '@/lib/session';
import { CropGrowthTools } from './crop-growth-tools';
import { toast } from '@/lib/toast';

/**
 * `alerts`: the farm's alerts, shown above the crop tools (the app passes the alerts feature's panel); `weather`: the
 * week's forecast (the weather feature's card).
 */
export function DashboardPage({ alerts, weather }: { alerts: ReactNode; weather?: ReactNode }) {
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
      {weather && <div className="px-4 pt-4 sm:px-6">{weather}</div>}
      <CropGrowthTools />
    </>
  );
}
