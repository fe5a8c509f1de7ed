import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCutOffRight } from '@/hooks/use-cut-off-right';
import type { DayReading } from './growth-series';
import { ToolPanel } from './tool-panel';

/**
 * One column per reading, rows Moisture and Height. A season has more days than a phone (or a laptop) shows: the
 * table scrolls sideways, by keyboard too (the scroller takes focus; arrow keys scroll it), and says so while cut off.
 */
export function GrowthTable({ title, readings }: { title: string; readings: DayReading[] }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const cutOff = useCutOffRight(scroller);
  const row = (name: string, value: (reading: DayReading) => number) => (
    <tr className="border-t border-gray-200">
      <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium">
        {name}
      </th>
      {readings.map((reading, index) => (
        <td key={index} className="px-3 py-2 text-right tabular-nums">
          {t('table.value', { value: value(reading) })}
        </td>
      ))}
    </tr>
  );

  return (
    <ToolPanel title={title} titleId={titleId}>
      {cutOff && (
        <p id={hintId} className="mb-2 text-right text-xs text-gray-600">
          {t('table.scrollHint')}
        </p>
      )}
      <div className="relative">
        <div
          ref={scroller}
          role="region"
          aria-label={t('table.scrollable', { title })}
          aria-describedby={cutOff ? hintId : undefined}
          tabIndex={0}
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-green-700"
        >
          <table aria-labelledby={titleId} className="text-sm whitespace-nowrap">
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 bg-white px-3 py-2 text-left">
                  {t('table.parameter')}
                </th>
                {readings.map((reading, index) => (
                  <th key={index} scope="col" className="px-3 py-2 text-right">
                    {t('charts.day', { day: reading.day })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {row(t('table.moisture'), (reading) => reading.moisture)}
              {row(t('table.height'), (reading) => reading.height)}
            </tbody>
          </table>
        </div>
        {/* A fade over the right edge shows there is more beyond it. */}
        {cutOff && <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-linear-to-l from-white" />}
      </div>
    </ToolPanel>
  );
}
