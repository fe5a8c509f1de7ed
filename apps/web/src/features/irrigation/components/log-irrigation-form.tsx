import { irrigationUnits, type IrrigationEventRequest, type IrrigationUnit } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { OutboxEntries } from '@/components/outbox-entries';
import { failureMessage } from '@/lib/api-client';
import { numberFromField } from '@/lib/form-validation';
import { useOutbox, type OutboxEntry } from '@/lib/outbox';
import { useLogIrrigation } from '../api/log-irrigation';

/** The request field and the label of each unit the farmer can log in. */
const unitFields = {
  mm: { field: 'depthMm', label: 'log.depth' },
  'pump-hours': { field: 'pumpHours', label: 'log.pumpHours' },
  'canal-turns': { field: 'canalTurns', label: 'log.canalTurns' },
} as const satisfies Record<IrrigationUnit, { field: keyof IrrigationEventRequest; label: string }>;

/** Logs an irrigation of the chosen crop in mm, pump-hours or canal turns; it enters the water balance. */
export function LogIrrigationForm({ cropId, today }: { cropId: string; today: string }) {
  const { t } = useTranslation('irrigation');
  const [date, setDate] = useState(today);
  const [unit, setUnit] = useState<IrrigationUnit>('mm');
  const [amount, setAmount] = useState('');
  const [status, setStatus] = useState('');
  const log = useLogIrrigation();
  const queued = useOutbox('irrigation', cropId);

  /** A queued log as the farmer typed it: the date (DD/MM/YYYY), the amount and its unit. */
  const describe = ({ body }: OutboxEntry) => {
    const unitOf = irrigationUnits.find((candidate) => typeof body[unitFields[candidate].field] === 'number') ?? 'mm';
    const date = String(body.date).split('-').reverse().join('/');
    return t('log.queued', { date, amount: body[unitFields[unitOf].field], unit: t(`log.units.${unitOf}`) });
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    log.mutate(
      { cropId, date, [unitFields[unit].field]: numberFromField(amount) },
      {
        onSuccess: (result) => {
          setAmount('');
          setStatus('sent' in result ? t('log.logged') : t('log.savedOnPhone'));
        },
        onError: (failure) => setStatus(failureMessage(failure, t('log.failure'))),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="log-irrigation-heading" className="flex flex-col gap-3">
      <h3 id="log-irrigation-heading" className="font-semibold text-gray-900">
        {t('log.heading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <Field label={t('log.date')} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        <SelectField
          label={t('log.unit')}
          options={irrigationUnits.map((value) => ({ value, label: t(`log.units.${value}`) }))}
          value={unit}
          onChange={(event) => setUnit(event.target.value as IrrigationUnit)}
        />
        <Field
          label={t(unitFields[unit].label)}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Button type="submit" disabled={log.isPending}>
          {t('log.submit')}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-gray-800">
        {status}
      </p>
      <OutboxEntries entries={queued} label={t('log.queuedLabel')} describe={describe} />
    </form>
  );
}
