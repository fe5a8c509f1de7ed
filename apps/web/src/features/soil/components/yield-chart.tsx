import type { YieldRecord } from '@farmsight/contracts';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartData } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { useFarmerUnits } from '@/lib/units';

ChartJS.register(CategoryScale, LinearScale, BarElement, Legend, Tooltip);

const colours = { yield: '#15803d', range: 'rgba(37, 99, 235, 0.3)' } as const;

/** Each harvest's yield beside the region's typical range (a floating bar from its low to its high figure). */
export default function YieldChart({ harvests }: { harvests: YieldRecord[] }) {
  const { t } = useTranslation('soil');
  const units = useFarmerUnits();
  const unit = { unit: units.yieldName };
  const typical = (range: [number, number] | null) => (range ? ([units.yieldFigure(range[0]), units.yieldFigure(range[1])] as [number, number]) : null);
  const data: ChartData<'bar', (number | [number, number] | null)[], string> = {
    labels: harvests.map((record) => `${record.cropType}, ${record.season}`),
    datasets: [
      { label: t('history.chart.yours', unit), data: harvests.map((record) => units.yieldFigure(record.harvest.yieldTPerHa)), backgroundColor: colours.yield },
      { label: t('history.chart.typical', unit), data: harvests.map((record) => typical(record.comparison.typicalTPerHa)), backgroundColor: colours.range },
    ],
  };
  return (
    <figure className="mt-4 min-w-0">
      <figcaption className="mb-2 font-semibold text-gray-900">{t('history.chart.caption')}</figcaption>
      <div className="relative h-64">
        <Bar
          aria-label={t('history.chart.label')}
          role="img"
          data={data}
          options={{ maintainAspectRatio: false, scales: { y: { beginAtZero: true, title: { display: true, text: t('history.chart.axis', unit) } } } }}
        />
      </div>
    </figure>
  );
}
