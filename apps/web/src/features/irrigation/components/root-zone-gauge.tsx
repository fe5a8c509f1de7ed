import type { ScheduleResponse } from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { Workings } from '@/components/ui/workings';

/** The root zone's water today: the share used against TAW, with the RAW mark where irrigation is due; the FAO-56 terms folded away. */
export function RootZoneGauge({ schedule }: { schedule: ScheduleResponse }) {
  const { t } = useTranslation('irrigation');
  const { tawMm, rawMm, depletionMm } = schedule;
  const percent = (value: number) => (tawMm > 0 ? Math.min(100, (value / tawMm) * 100) : 0);
  const label = t('gauge.valueText', { used: depletionMm, available: tawMm, threshold: rawMm });
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold text-gray-900">{t('gauge.caption')}</figcaption>
      <div
        role="meter"
        aria-label={t('gauge.label')}
        aria-valuemin={0}
        aria-valuemax={tawMm}
        aria-valuenow={depletionMm}
        aria-valuetext={label}
        className="relative h-6 overflow-hidden rounded-full bg-blue-100"
      >
        <div className={depletionMm > rawMm ? 'h-full bg-orange-600' : 'h-full bg-blue-600'} style={{ width: `${percent(depletionMm)}%` }} />
        <div aria-hidden="true" className="absolute inset-y-0 w-0.5 bg-gray-900" style={{ left: `${percent(rawMm)}%` }} />
      </div>
      <p className="text-sm text-gray-800">
        {t('gauge.details', {
          valueText: label,
          rootDepthM: schedule.rootDepthM,
          stage: t(`stages.${schedule.stage}`, { defaultValue: schedule.stage }),
        })}
      </p>
      <Workings>{t('gauge.workings', { taw: tawMm, raw: rawMm, ks: schedule.ks })}</Workings>
    </figure>
  );
}
