import { lazy, Suspense, useId } from 'react';
import { formatDate, formatNumber } from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { useFarmerUnits } from '@/lib/units';
import { useSoilTests } from '../api/get-soil-tests';
import { useYieldHistory } from '../api/get-yield-history';

// chart.js is loaded only when there is a harvest to draw.
const YieldChart = lazy(() => import('./yield-chart'));

const cell = 'px-3 py-2 text-left';

function ColumnTitles({ titles }: { titles: string[] }) {
  return (
    <thead>
      <tr>
        {titles.map((title) => (
          <th key={title} scope="col" className={cell}>
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** 'Your yield history': harvests by season and crop against the regional range, and the soil tests over time. */
export function YieldHistory() {
  const { t } = useTranslation('soil');
  const units = useFarmerUnits();
  const measured = (value: number | null) => (value === null ? t('history.notMeasured') : String(value));
  const range = (typical: [number, number] | null) =>
    typical ? `${formatNumber(units.yieldFigure(typical[0]))}-${formatNumber(units.yieldFigure(typical[1]))}` : t('history.noRange');
  const headingId = useId();
  const soilHeadingId = useId();
  const harvests = useYieldHistory().data;
  const soilTests = useSoilTests().data;

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('history.title')}
      </h2>
      {harvests === undefined ? (
        <p className="mt-3 text-sm text-gray-600">{t('history.loading')}</p>
      ) : harvests.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{t('history.noHarvests')}</p>
      ) : (
        <>
          <Suspense fallback={<p className="mt-3 text-sm text-gray-600">{t('history.loadingChart')}</p>}>
            <YieldChart harvests={harvests} />
          </Suspense>
          <div className="mt-4 overflow-x-auto">
            <table aria-label={t('history.harvestsTable')} className="text-sm">
              <ColumnTitles
                titles={(['season', 'crop', 'harvested', 'yield', 'typical', 'compared'] as const).map((column) =>
                  t(`history.columns.${column}`, { unit: units.yieldName }),
                )}
              />
              <tbody>
                {harvests.map((record) => (
                  <tr key={record.cropId} className="border-t border-gray-200 align-top">
                    <td className={cell}>{record.season}</td>
                    <th scope="row" className={cell}>
                      {record.cropType}
                    </th>
                    <td className={cell}>{formatDate(record.harvest.date)}</td>
                    <td className={cell}>{formatNumber(units.yieldFigure(record.harvest.yieldTPerHa))}</td>
                    <td className={cell}>{range(record.comparison.typicalTPerHa)}</td>
                    <td className={cell}>{record.comparison.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <h3 id={soilHeadingId} className="mt-6 font-semibold text-gray-900">
        {t('history.soilTests')}
      </h3>
      {soilTests?.length ? (
        <div className="mt-2 overflow-x-auto">
          <table aria-labelledby={soilHeadingId} className="text-sm">
            <ColumnTitles titles={(['tested', 'pH', 'n', 'p', 'k'] as const).map((column) => t(`history.soilColumns.${column}`))} />
            <tbody>
              {soilTests.map((test) => (
                <tr key={test.id} className="border-t border-gray-200">
                  <th scope="row" className={cell}>
                    {formatDate(test.testedAt)}
                  </th>
                  <td className={cell}>{measured(test.pH)}</td>
                  <td className={cell}>{measured(test.nitrogen)}</td>
                  <td className={cell}>{measured(test.phosphorus)}</td>
                  <td className={cell}>{measured(test.potassium)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-700">{soilTests ? t('history.noSoilTests') : t('history.loading')}</p>
      )}
    </section>
  );
}
