import { isoDateOf, type CropDetail } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { useFarmerUnits } from '@/lib/units';
import { useMarkHarvested } from '../api/mark-harvested';
import { ToolPanel } from './tool-panel';

const emptyHarvest = { date: '', quantityKg: '', areaHa: '' };

/** The chosen crop's harvest: 'Mark harvested' opens the form; the answer compares the yield with the region's range. */
export function HarvestPanel({ crop }: { crop: CropDetail }) {
  const { t } = useTranslation('dashboard');
  const units = useFarmerUnits();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(emptyHarvest);
  const [error, setError] = useState('');
  const mark = useMarkHarvested();
  const comparison = mark.data?.comparison.text;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(values).some((value) => value.trim() === '')) {
      setError(t('harvest.missing'));
      return;
    }
    // Typed day first (DD/MM/YYYY) as dates are written in India, or YYYY-MM-DD; the API takes the latter.
    const typedDate = values.date.trim();
    const harvest = { date: isoDateOf(typedDate) ?? typedDate, quantityKg: Number(values.quantityKg), areaHa: units.hectaresOf(Number(values.areaHa)) };
    mark.mutate(
      { cropId: crop.id, harvest },
      {
        onSuccess: () => {
          setError('');
          setOpen(false);
        },
        onError: (failure) => setError(failureMessage(failure, t('harvest.failure'))),
      },
    );
  }

  const field = (name: keyof typeof emptyHarvest, label: string, props: { type: string; step?: string; placeholder?: string }) => (
    <Field
      label={label}
      min={0}
      {...props}
      value={values[name]}
      onChange={(event) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  return (
    <ToolPanel title={t('harvest.heading', { crop: crop.cropName })}>
      {crop.harvest ? (
        <p className="text-sm text-gray-800">
          {t('harvest.done', {
            date: crop.harvest.date,
            quantityKg: crop.harvest.quantityKg,
            area: units.area(crop.harvest.areaHa),
            yield: units.yieldOf(crop.harvest.yieldTPerHa),
          })}
        </p>
      ) : open ? (
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          {field('date', t('harvest.date'), { type: 'text', placeholder: t('harvest.datePlaceholder') })}
          {field('quantityKg', t('harvest.quantity'), { type: 'number', step: 'any' })}
          {field('areaHa', t('harvest.area', { unit: units.landName }), { type: 'number', step: 'any' })}
          <Button type="submit" disabled={mark.isPending}>
            {t('harvest.save')}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('harvest.mark')}
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
