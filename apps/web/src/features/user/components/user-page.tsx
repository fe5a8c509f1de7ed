import { LogOut, UserPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { placeWithCoordinates, useNearestPlace } from '@/api/get-nearest-place';
import { useUser } from '@/lib/session';
import { useFarmerUnits } from '@/lib/units';
import { useLogout } from '../api/logout';

export function UserPage() {
  const { t } = useTranslation('user');
  const user = useUser().data;
  const navigate = useNavigate();
  const logout = useLogout();
  const place = useNearestPlace(user?.location ?? null).data;
  const units = useFarmerUnits();

  function logOut() {
    logout.mutate(undefined, {
      onSuccess: () => navigate('/auth'),
      onError: (error) => console.error('Logout failed:', error),
    });
  }

  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <>
      <PageHeader title={t('title')} />
      <section className="p-4 sm:p-6">
        <div className="max-w-xl rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-green-700 text-2xl font-semibold text-white">
              {user.firstName?.charAt(0).toUpperCase()}
            </div>
            <div className="min-w-0 flex-1">
              <h2 className="text-xl font-semibold wrap-anywhere text-gray-900">{fullName}</h2>
              <p className="wrap-anywhere text-gray-600">{user.email}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => navigate('/profile')} className="inline-flex items-center gap-2">
                <UserPen aria-hidden="true" className="size-5" />
                {t('editProfile')}
              </Button>
              <Button variant="secondary" onClick={logOut} disabled={logout.isPending} className="inline-flex items-center gap-2">
                <LogOut aria-hidden="true" className="size-5" />
                {t('logOut')}
              </Button>
            </div>
          </div>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-gray-500">{t('location')}</dt>
              <dd className="text-gray-900">{user.location ? placeWithCoordinates(place, user.location) : t('notSet')}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-500">{t('landArea')}</dt>
              <dd className="text-gray-900">{user.areaOfLand === null ? t('notSet') : units.area(user.areaOfLand)}</dd>
            </div>
          </dl>
        </div>
      </section>
    </>
  );
}
