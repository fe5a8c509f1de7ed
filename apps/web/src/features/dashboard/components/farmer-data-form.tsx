import { MISSING_MEASUREMENT_MESSAGE } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { useAddMeasurement } from '../api/add-measurement';
import { ToolPanel } from './tool-panel';

export const NO_CROP_YET_MESSAGE = 'Analyse your crop first; your data is saved with it.';
const MEASUREMENT_FAILURE = 'Failed to save your data. Please try again.';

const emptyReading = { day: '', moisture: '', height: '' };

/** 'Update Farmer Crop Data': one field reading at a time, saved with the chosen crop; the verdict shows under it. */
export function FarmerDataForm({ cropId }: { cropId: string | undefined }) {
  const [reading, setReading] = useState(emptyReading);
  const [error, setError] = useState('');
  const add = useAddMeasurement();
  // The last saved reading's verdict, read from the mutation (a new save or a failure clears it).
  const verdict = add.data && `Day ${add.data.measurement.day}: ${add.data.verdict.moisture.text} ${add.data.verdict.height.text}`;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(reading).some((value) => value.trim() === '')) {
      setError(MISSING_MEASUREMENT_MESSAGE);
      return;
    }
    if (!cropId) {
      setError(NO_CROP_YET_MESSAGE);
      return;
    }
    const measurement = { day: Number(reading.day), moisture: Number(reading.moisture), height: Number(reading.height) };
    add.mutate(
      { cropId, measurement },
      {
        onSuccess: () => {
          setReading(emptyReading);
          setError('');
        },
        onError: (failure) => setError(failureMessage(failure, MEASUREMENT_FAILURE)),
      },
    );
  }

  const field = (name: keyof typeof emptyReading, label: string, hint: string) => (
    <Field
      label={label}
      hint={hint}
      type="number"
      inputMode="decimal"
      step="any"
      min={0}
      value={reading[name]}
      onChange={(event) => setReading({ ...reading, [name]: event.target.value })}
    />
  );

  return (
    <ToolPanel title="Update Farmer Crop Data">
      <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        {/* The spec's labels, exactly; the hints say what each number measures and in which unit. */}
        {field('day', 'day', 'days after seeding')}
        {field('moisture', 'moisture(%)', 'soil water, % by volume')}
        {field('height', 'height(cm)', 'plant height in cm')}
        <Button type="submit" disabled={add.isPending}>
          Submit Farmer Data
        </Button>
      </form>
      <p role="alert" className="mt-3 min-h-6 text-sm text-red-700">
        {error}
      </p>
      {verdict && (
        <p role="status" className="text-sm text-gray-800">
          {verdict}
        </p>
      )}
    </ToolPanel>
  );
}
