import { DEFAULT_YIELD_UNIT, HECTARE, landUnitName, yieldUnitName, yieldUnits, type LatLng, type YieldUnit } from '@farmsight/contracts';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, IconButton } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { useFormErrors } from '@/lib/form-validation';
import { currentLanguage } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { UNITS_EVERYWHERE, useLandUnits } from '@/api/get-land-units';
import { useNearestPlace } from '@/api/get-nearest-place';
import { useUpdateProfile } from '../api/update-profile';
import { toLatLng } from '../location';
import { areaInUnit, validateProfile } from '../validation';
import { PlaceSearch } from './place-search';
import { toast } from '@/lib/toast';

// Leaflet is the biggest dependency; only this page needs it.
const LocationPicker = lazy(() => import('./location-picker').then(({ LocationPicker }) => ({ default: LocationPicker })));

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useUser().data;
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const mapLabelId = useId();
  const { errorOf, show, succeeded } = useFormErrors();

  const savedLocation = user?.location ?? null;
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const savedUnit = user?.landUnit ?? HECTARE;
  const [areaOfLand, setAreaOfLand] = useState(user?.areaOfLand ? areaInUnit(user.areaOfLand, savedUnit) : '0');
  const [landUnitId, setLandUnitId] = useState(savedUnit.id);
  const [yieldUnit, setYieldUnit] = useState<YieldUnit>(user?.yieldUnit ?? DEFAULT_YIELD_UNIT);
  const [location, setLocation] = useState<LatLng | null>(savedLocation);
  const place = useNearestPlace(location).data;
  // Until the state's units arrive, the saved unit stays on offer, so a saved "5" (bigha) is never read as hectares.
  const unitsBeforeAnswer = UNITS_EVERYWHERE.some((unit) => unit.id === savedUnit.id) ? UNITS_EVERYWHERE : [...UNITS_EVERYWHERE, savedUnit];
  const availableUnits = useLandUnits(location).data ?? unitsBeforeAnswer;
  // A unit of another state (the farm was moved on the map) falls back to hectares.
  const landUnit = availableUnits.find((unit) => unit.id === landUnitId) ?? HECTARE;
  const language = currentLanguage();

  // A saved location wins over the browser's; a click made before the answer arrives wins too.
  useEffect(() => {
    if (savedLocation) return;
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) => setLocation((current) => current ?? toLatLng(coords.latitude, coords.longitude)),
      (error) => console.error('Geolocation unavailable:', error.message),
    );
  }, [savedLocation]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const validation = await validateProfile({ firstName, lastName, areaOfLand, location, landUnit, availableUnits, yieldUnit });
    show('error' in validation ? validation.error : null);
    if ('error' in validation) return;
    updateProfile.mutate(validation.data, {
      onSuccess: () => {
        succeeded();
        toast.success(t('saved'));
        navigate('/dashboard');
      },
      onError: (error) => {
        console.error('Profile save failed:', error);
        toast.error(failureMessage(error));
      },
    });
  }

  function continueToDashboard() {
    if (user?.profileSetup) navigate('/dashboard');
    else toast.error(t('setUpFirst'));
  }

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <div className="flex items-center gap-2">
        <IconButton aria-label={t('back')} onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </IconButton>
        <h1 className="text-2xl font-semibold text-gray-900">{t('title')}</h1>
      </div>

      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('firstName')}
            placeholder={t('firstNamePlaceholder')}
            autoComplete="given-name"
            required
            value={firstName}
            error={errorOf('firstName')}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <Field
            label={t('lastName')}
            placeholder={t('lastNamePlaceholder')}
            autoComplete="family-name"
            required
            value={lastName}
            error={errorOf('lastName')}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <Field
              label={t('areaOfLand')}
              hint={t('areaHint')}
              inputMode="text"
              required
              value={areaOfLand}
              error={errorOf('areaOfLand')}
              onChange={(e) => setAreaOfLand(e.target.value)}
            />
          </div>
          <SelectField
            label={t('landUnit')}
            value={landUnit.id}
            onChange={(e) => setLandUnitId(e.target.value as typeof landUnitId)}
            options={availableUnits.map((unit) => ({ value: unit.id, label: landUnitName(unit.id, language) }))}
          />
        </div>
        <SelectField
          label={t('yieldUnit')}
          value={yieldUnit}
          onChange={(e) => setYieldUnit(e.target.value as YieldUnit)}
          options={yieldUnits.map((unit) => ({ value: unit, label: yieldUnitName(unit, language) }))}
        />

        <div className="flex flex-col gap-2">
          <span id={mapLabelId} className="text-sm font-medium text-gray-800">
            {t('mapLabel')}
          </span>
          <PlaceSearch onSelect={(chosen) => setLocation(toLatLng(chosen.latitude, chosen.longitude))} />
          <Suspense fallback={<div className="h-80 w-160 max-w-full rounded-md border border-gray-300 bg-gray-100" />}>
            <LocationPicker location={location} onSelect={setLocation} labelId={mapLabelId} />
          </Suspense>
          <p aria-live="polite" className="text-sm text-gray-700">
            {location ? t('selectedCoordinates', { latitude: location[0], longitude: location[1] }) : t('noLocation')}
          </p>
          {location && place && <p className="text-sm text-gray-700">{t('place', { place: place.label })}</p>}
          {errorOf('location') && <p className="text-sm text-red-700">{errorOf('location')}</p>}
        </div>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={updateProfile.isPending}>
            {t('submit')}
          </Button>
          <Button variant="secondary" onClick={continueToDashboard}>
            {t('continue')}
          </Button>
        </div>
      </form>
    </main>
  );
}
