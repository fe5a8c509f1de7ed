import { CategoryScale, Chart as ChartJS, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartDataset, type LegendItem } from 'chart.js';
import { Line } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Legend, Tooltip);

export type LineDataset = ChartDataset<'line', (number | null)[]>;

/**
 * A captioned line chart in a card, as every screen draws one: the caption names it, `label` is what a screen reader
 * hears, the y axis carries its unit; `legendFilter` hides datasets the legend should not name (a band's lower edge).
 */
export function LineChart({
  title,
  label,
  labels,
  datasets,
  yTitle,
  legendFilter,
}: {
  title: string;
  label: string;
  labels: string[];
  datasets: LineDataset[];
  yTitle: string;
  legendFilter?: (item: LegendItem) => boolean;
}) {
  return (
    <figure className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-2 font-semibold text-gray-900">{title}</figcaption>
      <div className="relative h-64">
        <Line
          aria-label={label}
          role="img"
          data={{ labels, datasets }}
          options={{
            maintainAspectRatio: false,
            scales: { y: { title: { display: true, text: yTitle } } },
            ...(legendFilter ? { plugins: { legend: { labels: { filter: legendFilter } } } } : {}),
          }}
        />
      </div>
    </figure>
  );
}
