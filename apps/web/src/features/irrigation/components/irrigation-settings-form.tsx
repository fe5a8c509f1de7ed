import { irrigationMethods, soilTextures, type IrrigationMethod, type IrrigationSettings, type SoilTexture } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { useIrrigationSettings } from '../api/get-irrigation-settings';
import { useSaveIrrigationSettings } from '../api/save-irrigation-settings';

/** Soil texture (FAO-56 Table 19) and irrigation method, with its application efficiency; for paddy, AWD or not. */
export function IrrigationSettingsForm() {
  const { t } = useTranslation('irrigation');
  const settings = useIrrigationSettings();
  return (
    <section aria-labelledby="irrigation-settings-heading" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="irrigation-settings-heading" className="mb-3 text-lg font-semibold text-gray-900">
        {t('settings.heading')}
      </h2>
      {settings.data ? <SettingsForm saved={settings.data} /> : <p className="text-gray-700">{t('common:loading')}</p>}
    </section>
  );
}

function SettingsForm({ saved }: { saved: IrrigationSettings }) {
  const { t } = useTranslation('irrigation');
  const [soilTexture, setSoilTexture] = useState<SoilTexture>(saved.soilTexture);
  const [irrigationMethod, setIrrigationMethod] = useState<IrrigationMethod>(saved.irrigationMethod);
  const [alternateWettingDrying, setAlternateWettingDrying] = useState(saved.alternateWettingDrying);
  const [status, setStatus] = useState('');
  const save = useSaveIrrigationSettings();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { soilTexture, irrigationMethod, alternateWettingDrying },
      { onSuccess: () => setStatus(t('settings.saved')), onError: (failure) => setStatus(failureMessage(failure, t('settings.failure'))) },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3">
      {saved.isDefault && <p className="text-sm text-gray-800">{t('settings.defaultNote')}</p>}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField
          label={t('settings.soilTexture')}
          options={soilTextures.map((texture) => ({ value: texture, label: t(`textures.${texture}`) }))}
          value={soilTexture}
          onChange={(event) => setSoilTexture(event.target.value as SoilTexture)}
        />
        <SelectField
          label={t('settings.method')}
          options={irrigationMethods.map((method) => ({ value: method, label: t(`methods.${method}`) }))}
          value={irrigationMethod}
          onChange={(event) => setIrrigationMethod(event.target.value as IrrigationMethod)}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-900">
        <input type="checkbox" checked={alternateWettingDrying} onChange={(event) => setAlternateWettingDrying(event.target.checked)} />
        {t('settings.awd')}
      </label>
      <p className="text-sm text-gray-700">
        {t('settings.efficiency', { method: t(`methods.${saved.irrigationMethod}`), percent: Math.round(saved.efficiency * 100) })}
      </p>
      <p role="status" className="min-h-5 text-sm text-gray-800">
        {status}
      </p>
    </form>
  );
}
