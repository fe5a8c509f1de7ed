import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { numberFromField } from '@/lib/form-validation';
import { useLogIrrigation } from '../api/log-irrigation';

/** Logs an irrigation of the chosen crop; it enters the water balance. */
export function LogIrrigationForm({ cropId, today }: { cropId: string; today: string }) {
  const { t } = useTranslation('irrigation');
  const [date, setDate] = useState(today);
  const [depthMm, setDepthMm] = useState('');
  const [status, setStatus] = useState('');
  const log = useLogIrrigation();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    log.mutate(
      { cropId, date, depthMm: numberFromField(depthMm) },
      {
        onSuccess: () => {
          setDepthMm('');
          setStatus(t('log.logged'));
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
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label={t('log.date')} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        <Field
          label={t('log.depth')}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          value={depthMm}
          onChange={(event) => setDepthMm(event.target.value)}
        />
        <Button type="submit" disabled={log.isPending}>
          {t('log.submit')}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-gray-800">
        {status}
      </p>
    </form>
  );
}
