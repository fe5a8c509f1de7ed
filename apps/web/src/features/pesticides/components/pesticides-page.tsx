import { pesticideCrops } from '@farmsight/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { failureMessage } from '@/lib/api-client';
import { usePesticides } from '../api/get-pesticides';
import { PesticideList } from './pesticide-list';

export function PesticidesPage() {
  const { t } = useTranslation('pesticides');
  const selectId = useId();
  const [crop, setCrop] = useState('');
  const [askedCrop, setAskedCrop] = useState<string>();
  const [noCropSelected, setNoCropSelected] = useState(false);
  const lookup = usePesticides(askedCrop);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNoCropSelected(!crop);
    if (!crop) return;
    // Asking again for the same crop fetches it again (a failure may have passed).
    if (crop === askedCrop) void lookup.refetch();
    else setAskedCrop(crop);
  }

  // A failed lookup clears the result; a successful one clears the error.
  const info = lookup.isError ? undefined : lookup.data;
  const error = noCropSelected ? t('noCropSelected') : lookup.isError ? failureMessage(lookup.error, t('failure')) : '';

  return (
    <>
      <PageHeader title={t('title')} />
      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
              {t('selectCrop')}
            </label>
            <select
              id={selectId}
              value={crop}
              onChange={(e) => setCrop(e.target.value)}
              className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900"
            >
              <option value="">{t('selectCrop')}</option>
              {pesticideCrops.map((name) => (
                <option key={name} value={name}>
                  {t(`crops.${name}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={lookup.isFetching}>
            {t('find')}
          </Button>
        </form>
        {error && (
          <p role="alert" className="mt-3 text-red-700">
            {error}
          </p>
        )}

        {info && (
          <section aria-labelledby="pesticide-info-heading" className="mt-6">
            <h2 id="pesticide-info-heading" className="text-xl font-semibold text-gray-900">
              {t('infoHeading', { crop: t(`crops.${info.name}`, { defaultValue: info.name }) })}
            </h2>
            <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{info.note}</p>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <PesticideList title={t('suitable')} names={info.suitable_pesticides} details={info.details} />
              <PesticideList title={t('notSuitable')} names={info.not_suitable_pesticides} details={info.details} />
            </div>
          </section>
        )}
      </div>
    </>
  );
}
