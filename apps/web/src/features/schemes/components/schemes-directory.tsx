import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/api-client';
import { useSchemes } from '../api/get-schemes';
import { SchemeCard } from './scheme-card';
import { useFarmerUnits } from '@/lib/units';

/**
 * The 'Schemes' tab: the schemes that may fit the farm (its state and land from the profile, a crop if chosen), or
 * every scheme with whether it fits. The directory is the app's own data, so it shows while feeds are down.
 */
export function SchemesDirectory() {
  const { t, i18n } = useTranslation('schemes');
  const units = useFarmerUnits();
  // A farm outside India is named by its country, in the screen's language (the runtime's CLDR names).
  const countryName = (code: string) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
  const [crop, setCrop] = useState('');
  const [all, setAll] = useState(false);
  const schemes = useSchemes({ ...(crop.trim() ? { crop: crop.trim() } : {}), ...(all ? { all: 'true' as const } : {}) });
  const filter = schemes.data?.filter;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('crop')}
          <input
            value={crop}
            onChange={(event) => setCrop(event.target.value)}
            placeholder={t('cropPlaceholder')}
            className="rounded-md border border-gray-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} className="size-4" />
          {t('showAll')}
        </label>
      </div>
      {filter && (
        <p className="text-sm text-gray-700">
          {t('filter', {
            place: filter.stateName ?? (filter.country ? countryName(filter.country) : t('unknownPlace')),
            land: filter.landHa === null ? t('unknownLand') : units.area(filter.landHa),
          })}
        </p>
      )}
      {schemes.isPending && <p>{t('common:loading')}</p>}
      {schemes.isError && <p className="text-red-600">{failureMessage(schemes.error, t('failure'))}</p>}
      {schemes.data && schemes.data.schemes.length === 0 && <p>{t('empty')}</p>}
      {schemes.data && (
        <div className="grid gap-4 lg:grid-cols-2">
          {schemes.data.schemes.map((scheme) => (
            <SchemeCard key={scheme.id} scheme={scheme} />
          ))}
        </div>
      )}
    </div>
  );
}
