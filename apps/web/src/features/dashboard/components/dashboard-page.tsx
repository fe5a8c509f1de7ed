import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/ui/page-header';
import { AlertsPanel } from '@/features/alerts';
import { useUser } from '@/lib/session';
import { CropGrowthTools } from './crop-growth-tools';

export function DashboardPage() {
  const profileSetup = useUser().data?.profileSetup ?? false;
  const navigate = useNavigate();
  // StrictMode runs effects twice; the toast must show once.
  const redirected = useRef(false);

  useEffect(() => {
    if (profileSetup || redirected.current) return;
    redirected.current = true;
    toast.error('Please setup profile to continue.');
    navigate('/profile', { replace: true });
  }, [profileSetup, navigate]);

  if (!profileSetup) return null;

  return (
    <>
      <PageHeader title="Dashboard" />
      <AlertsPanel />
      <CropGrowthTools />
    </>
  );
}
