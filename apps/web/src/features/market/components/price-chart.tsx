import type { PriceTrendPoint } from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { LineChart, type LineDataset } from '@/components/ui/line-chart';
import { arrivalDate } from './arrival-date';

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
  const datasets: LineDataset[] = [
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
    <LineChart
      title={title}
      label={t('chart.label', { title })}
      labels={trend.map((point) => arrivalDate(point.date))}
      datasets={datasets}
      yTitle={t('chart.unit')}
    />
  );
}
