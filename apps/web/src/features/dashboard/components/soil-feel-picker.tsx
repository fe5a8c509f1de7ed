import type { TFunction } from 'i18next';
import {
  availableWaterByFeel,
  soilFeelClasses,
  soilFeelGroupOf,
  soilFeelGroups,
  soilTextures,
  type SoilFeelClass,
  type SoilFeelGroup,
  type SoilTexture,
} from '@farmsight/contracts';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

const isTexture = (texture: string | undefined): texture is SoilTexture => soilTextures.includes(texture as SoilTexture);

/**
 * Soil moisture by feel, for a farmer with no meter: the USDA-NRCS feel-and-appearance classes as they read for the
 * chosen texture group (the crop's own soil first). `''` means the moisture was typed as a number instead.
 */
/** A feel class as the share of the soil's water left for the crop: 'about 50-75 % of the soil's water still there…'. */
export function feelShare(t: TFunction<'dashboard'>, feel: SoilFeelClass): string {
  const { fromPercent, toPercent } = availableWaterByFeel[feel];
  return feel === 'field-capacity' ? t('farmerData.feel.full') : t('farmerData.feel.left', { from: fromPercent, to: toPercent });
}

export function SoilFeelPicker({
  soilTexture,
  value,
  onChange,
}: {
  soilTexture: string | undefined;
  value: SoilFeelClass | '';
  onChange: (feel: SoilFeelClass | '') => void;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const [chosenGroup, setGroup] = useState<SoilFeelGroup>();
  const group = chosenGroup ?? (isTexture(soilTexture) ? soilFeelGroupOf[soilTexture] : 'medium');
  const share = (feel: SoilFeelClass) => feelShare(t, feel);
  return (
    <fieldset className="mt-4 rounded-md border border-gray-300 p-3">
      <legend className="px-1 font-medium text-gray-900">{t('farmerData.feel.legend')}</legend>
      <p className="text-sm text-gray-700">{t('farmerData.feel.howTo')}</p>
      <div className="mt-2 flex flex-col gap-1">
        <label htmlFor={`${id}-group`} className="text-sm font-medium text-gray-900">
          {t('farmerData.feel.group')}
        </label>
        <select
          id={`${id}-group`}
          value={group}
          onChange={(event) => setGroup(event.target.value as SoilFeelGroup)}
          className="min-h-11 rounded-md border border-gray-300 bg-white px-2 text-gray-900"
        >
          {soilFeelGroups.map((option) => (
            <option key={option} value={option}>
              {t(`farmerData.feel.groups.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-3 flex flex-col gap-2">
        {(['', ...soilFeelClasses] as const).map((feel) => (
          <label key={feel || 'none'} className="flex min-h-11 items-start gap-2 text-sm text-gray-900">
            <input type="radio" name={`${id}-feel`} value={feel} checked={value === feel} onChange={() => onChange(feel)} className="mt-1 size-5" />
            <span>
              {feel === '' ? (
                t('farmerData.feel.none')
              ) : (
                <>
                  {t(`farmerData.feel.classes.${group}.${feel}`)} <span className="text-gray-700">({share(feel)})</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-gray-700">
        <Trans t={t} i18nKey="farmerData.feel.source" components={{ cite: <cite className="not-italic" /> }} />
      </p>
    </fieldset>
  );
}
