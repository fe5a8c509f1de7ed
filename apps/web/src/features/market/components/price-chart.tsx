import type { PriceTrendPoint } from '@farmsight/contracts';
import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { Line } from 'react-chartjs-2';
import { arrivalDate } from './arrival-date';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Legend, Tooltip);

const colours = { modal: '#15803d', msp: '#b45309' } as const;

/** The median modal price per day against the support price, drawn as a flat line. */
export default function PriceChart({
  title,
  trend,
  supportPrice,
}: {
  title: string;
  trend: PriceTrendPoint[];
  supportPrice: { label: string; price: number } | null;
}) {
  const { t } = useTranslation('market');
  const datasets = [
    { label: t('chart.modal'), data: trend.map((point) => point.modal), borderColor: colours.modal, backgroundColor: colours.modal, tension: 0.1 },
    ...(supportPrice
      ? [
          {
            label: supportPrice.label,
            data: trend.map(() => supportPrice.price),
            borderColor: colours.msp,
            backgroundColor: colours.msp,
            borderDash: [6, 4],
            pointRadius: 0,
          },
        ]
      : []),
  ];
  return (
    <figure className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-2 font-semibold text-gray-900">{title}</figcaption>
      <div className="relative h-64">
        <Line
          aria-label={t('chart.label', { title })}
          role="img"
          data={{ labels: trend.map((point) => arrivalDate(point.date)), datasets }}
          options={{ maintainAspectRatio: false, scales: { y: { title: { display: true, text: t('chart.unit') } } } }}
        />
      </div>
    </figure>
  );
}
