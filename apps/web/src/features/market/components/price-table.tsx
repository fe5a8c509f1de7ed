import type { MarketPrice } from '@farmsight/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { arrivalDate } from './arrival-date';

/** The nearest markets' latest prices, in ₹ per quintal; it scrolls sideways on a phone, by keyboard too. */
export function PriceTable({ title, markets }: { title: string; markets: MarketPrice[] }) {
  const { t } = useTranslation('market');
  const titleId = useId();
  const cell = 'px-3 py-2';
  return (
    <div>
      <h3 id={titleId} className="mb-2 font-semibold text-gray-900">
        {title}
      </h3>
      <div
        role="region"
        aria-label={t('table.scrollable', { title })}
        tabIndex={0}
        className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-green-700"
      >
        <table aria-labelledby={titleId} className="min-w-full text-sm whitespace-nowrap">
          <thead>
            <tr className="text-left">
              <th scope="col" className={cell}>
                {t('table.market')}
              </th>
              <th scope="col" className={cell}>
                {t('table.variety')}
              </th>
              <th scope="col" className={cell}>
                {t('table.date')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('table.modal')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('table.min')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('table.max')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('table.distance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {markets.map((row) => (
              <tr key={`${row.district}|${row.market}|${row.variety}|${row.grade}`} className="border-t border-gray-200">
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {row.market}
                  <span className="block text-xs font-normal text-gray-600">{row.district}</span>
                </th>
                <td className={cell}>{[row.variety, row.grade].filter(Boolean).join(', ')}</td>
                <td className={cell}>{arrivalDate(row.date)}</td>
                <td className={`${cell} text-right font-semibold tabular-nums`}>{t('rupees', { value: row.modal })}</td>
                <td className={`${cell} text-right tabular-nums`}>{t('rupees', { value: row.min })}</td>
                <td className={`${cell} text-right tabular-nums`}>{t('rupees', { value: row.max })}</td>
                <td className={`${cell} text-right tabular-nums`}>{row.distanceKm === null ? '—' : t('km', { value: row.distanceKm })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
