import { MISSING_MEASUREMENT_MESSAGE, soilFeelClasses, type MeasurementRequest, type SoilFeelClass } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { OutboxEntries } from '@/components/outbox-entries';
import { failureMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useOutbox, type OutboxEntry } from '@/lib/outbox';
import { useAddMeasurement } from '../api/add-measurement';
import { feelShare, SoilFeelPicker } from './soil-feel-picker';
import { ToolPanel } from './tool-panel';

const emptyReading = { day: '', moisture: '', height: '' };

/**
 * 'Update Farmer Crop Data': one field reading at a time, saved with the chosen crop; the verdict shows under it. The
 * moisture is typed as a number or, without a meter, chosen by the soil's feel (the server turns it into a number).
 */
export function FarmerDataForm({ cropId, soilTexture }: { cropId: string | undefined; soilTexture?: string }) {
  const { t } = useTranslation('dashboard');
  const [reading, setReading] = useState(emptyReading);
  const [feel, setFeel] = useState<SoilFeelClass | ''>('');
  const [error, setError] = useState('');
  const add = useAddMeasurement();
  const queued = useOutbox('reading', cropId);
  // The last saved reading's verdict, read from the mutation (a new save or a failure clears it); offline, that it waits.
  const saved = add.data && 'sent' in add.data ? add.data.sent : undefined;
  const verdict =
    add.data && !saved
      ? t('farmerData.savedOnPhone')
      : saved && t('farmerData.verdict', { day: saved.measurement.day, moisture: saved.verdict.moisture.text, height: saved.verdict.height.text });

  /** A reading waiting on the phone, as it was entered: the moisture typed, or the soil's feel as the share of water left. */
  const describeQueued = ({ body }: OutboxEntry) => {
    const feelClass = soilFeelClasses.find((entry) => entry === body.feel);
    return feelClass ? t('farmerData.queuedByFeel', { ...body, share: feelShare(t, feelClass) }) : t('farmerData.queued', body);
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const needed = feel ? [reading.day, reading.height] : Object.values(reading);
    if (needed.some((value) => value.trim() === '')) {
      setError(translateMessage(MISSING_MEASUREMENT_MESSAGE));
      return;
    }
    if (!cropId) {
      setError(t('farmerData.noCropYet'));
      return;
    }
    const measurement: MeasurementRequest = feel
      ? { day: Number(reading.day), feel, height: Number(reading.height) }
      : { day: Number(reading.day), moisture: Number(reading.moisture), height: Number(reading.height) };
    add.mutate(
      { cropId, measurement },
      {
        onSuccess: () => {
          setReading(emptyReading);
          setFeel('');
          setError('');
        },
        onError: (failure) => setError(failureMessage(failure, t('farmerData.failure'))),
      },
    );
  }

  const field = (name: keyof typeof emptyReading, label: string, hint: string) => (
    <Field
      // A moisture chosen by feel replaces the typed one.
      disabled={name === 'moisture' && feel !== ''}
      label={label}
      hint={hint}
      type="number"
      inputMode="decimal"
      step="any"
      min={0}
      value={reading[name]}
      onChange={(event) => {
        const { value } = event.target;
        setReading((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  return (
    <ToolPanel title={t('farmerData.heading')}>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        {/* The spec's labels, exactly; the hints say what each number measures and in which unit. */}
        {field('day', t('farmerData.day'), t('farmerData.dayHint'))}
        {field('moisture', t('farmerData.moisture'), t('farmerData.moistureHint'))}
        {field('height', t('farmerData.height'), t('farmerData.heightHint'))}
        <Button type="submit" disabled={add.isPending}>
          {t('farmerData.submit')}
        </Button>
      </form>
      <SoilFeelPicker soilTexture={soilTexture} value={feel} onChange={setFeel} />
      <p role="alert" className="mt-3 min-h-6 text-sm text-red-700">
        {error}
      </p>
      {verdict && (
        <p role="status" className="text-sm text-gray-800">
          {verdict}
        </p>
      )}
      <OutboxEntries entries={queued} label={t('farmerData.queuedLabel')} describe={describeQueued} />
    </ToolPanel>
  );
}
