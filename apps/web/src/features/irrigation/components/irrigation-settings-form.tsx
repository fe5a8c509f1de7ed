import { irrigationMethods, soilTextures, type IrrigationMethod, type IrrigationSettings, type SoilTexture } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { useIrrigationSettings } from '../api/get-irrigation-settings';
import { useSaveIrrigationSettings } from '../api/save-irrigation-settings';

export const DEFAULT_SETTINGS_NOTE = 'Until you save your own, the model assumes a loam soil and surface irrigation.';
const SAVE_FAILURE = 'Failed to save the settings. Please try again.';
export const SETTINGS_SAVED = 'Settings saved.';

const textureOptions = soilTextures.map((texture) => ({ value: texture, label: texture }));
const methodOptions = irrigationMethods.map((method) => ({ value: method, label: method }));

/** Soil texture (FAO-56 Table 19) and irrigation method, with its application efficiency. */
export function IrrigationSettingsForm() {
  const settings = useIrrigationSettings();
  return (
    <section aria-labelledby="irrigation-settings-heading" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="irrigation-settings-heading" className="mb-3 text-lg font-semibold text-gray-900">
        Soil and irrigation method
      </h2>
      {settings.data ? <SettingsForm saved={settings.data} /> : <p className="text-gray-700">Loading...</p>}
    </section>
  );
}

function SettingsForm({ saved }: { saved: IrrigationSettings }) {
  const [soilTexture, setSoilTexture] = useState<SoilTexture>(saved.soilTexture);
  const [irrigationMethod, setIrrigationMethod] = useState<IrrigationMethod>(saved.irrigationMethod);
  const [status, setStatus] = useState('');
  const save = useSaveIrrigationSettings();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ soilTexture, irrigationMethod }, { onSuccess: () => setStatus(SETTINGS_SAVED), onError: (failure) => setStatus(failureMessage(failure, SAVE_FAILURE)) });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3">
      {saved.isDefault && <p className="text-sm text-gray-800">{DEFAULT_SETTINGS_NOTE}</p>}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField label="Soil texture" options={textureOptions} value={soilTexture} onChange={(event) => setSoilTexture(event.target.value as SoilTexture)} />
        <SelectField label="Irrigation method" options={methodOptions} value={irrigationMethod} onChange={(event) => setIrrigationMethod(event.target.value as IrrigationMethod)} />
        <Button type="submit" disabled={save.isPending}>
          Save Settings
        </Button>
      </div>
      <p className="text-sm text-gray-700">
        Application efficiency of {saved.irrigationMethod} irrigation: {Math.round(saved.efficiency * 100)} % (FAO).
      </p>
      <p role="status" className="min-h-5 text-sm text-gray-800">
        {status}
      </p>
    </form>
  );
}
