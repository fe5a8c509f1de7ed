import type { CropDetail } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { useMarkHarvested } from '../api/mark-harvested';
import { ToolPanel } from './tool-panel';

const HARVEST_FAILURE = 'Failed to save the harvest. Please try again.';
const emptyHarvest = { date: '', quantityKg: '', areaHa: '' };

/** The chosen crop's harvest: 'Mark harvested' opens the form; the answer compares the yield with the region's range. */
export function HarvestPanel({ crop }: { crop: CropDetail }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(emptyHarvest);
  const [error, setError] = useState('');
  const mark = useMarkHarvested();
  const comparison = mark.data?.comparison.text;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(values).some((value) => value.trim() === '')) {
      setError('Please fill in the harvest date, quantity and area.');
      return;
    }
    const harvest = { date: values.date.trim(), quantityKg: Number(values.quantityKg), areaHa: Number(values.areaHa) };
    mark.mutate(
      { cropId: crop.id, harvest },
      {
        onSuccess: () => {
          setError('');
          setOpen(false);
        },
        onError: (failure) => setError(failureMessage(failure, HARVEST_FAILURE)),
      },
    );
  }

  const field = (name: keyof typeof emptyHarvest, label: string, props: { type: string; step?: string; placeholder?: string }) => (
    <Field label={label} min={0} {...props} value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} />
  );

  return (
    <ToolPanel title={`Harvest of this ${crop.cropType} crop`}>
      {crop.harvest ? (
        <p className="text-sm text-gray-800">
          Harvested on {crop.harvest.date}: {crop.harvest.quantityKg} kg from {crop.harvest.areaHa} ha ({crop.harvest.yieldTPerHa} t/ha).
        </p>
      ) : open ? (
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          {field('date', 'Harvest date', { type: 'text', placeholder: 'YYYY-MM-DD' })}
          {field('quantityKg', 'Quantity harvested (kg)', { type: 'number', step: 'any' })}
          {field('areaHa', 'Area harvested (ha)', { type: 'number', step: 'any' })}
          <Button type="submit" disabled={mark.isPending}>
            Save harvest
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Mark harvested
        </Button>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {comparison && (
        <p role="status" className="mt-3 text-sm text-gray-800">
          {comparison}
        </p>
      )}
    </ToolPanel>
  );
}
