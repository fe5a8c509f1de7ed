import type { MarketPrice } from '@farmsight/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { arrivalDate } from './arrival-date';

const COLUMNS = [
  { key: 'market', numeric: false },
  { key: 'variety', numeric: false },
  { key: 'date', numeric: false },
  { key: 'modal', numeric: true },
  { key: 'min', numeric: true },
  { key: 'max', numeric: true },
  { key: 'distance', numeric: true },
] as const;

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
              {COLUMNS.map(({ key, numeric }) => (
                <th key={key} scope="col" className={numeric ? `${cell} text-right` : cell}>
                  {t(`table.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {markets.map((row) => (
              <tr key={`${row.district}|${row.market}|${row.variety}|${row.grade}`} className="border-t border-gray-200">
                {/* Markets, districts, varieties and grades as the data.gov.in feed spells them. */}
                <th scope="row" className={`${cell} text-left font-medium`}>
                  <span lang="en">{row.market}</span>
                  <span lang="en" className="block text-xs font-normal text-gray-600">
                    {row.district}
                  </span>
                </th>
                <td className={cell} lang="en">
                  {[row.variety, row.grade].filter(Boolean).join(', ')}
                </td>
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
