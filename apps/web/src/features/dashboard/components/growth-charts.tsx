import type { GrowthPoint, SavedMeasurement } from '@farmsight/contracts';
import { CategoryScale, Chart as ChartJS, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartDataset } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { Line } from 'react-chartjs-2';
import { unionOfDays, valuesOnDays } from './growth-series';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Legend, Tooltip);

const TENSION = 0.1;
const colours = { ideal: '#15803d', farmer: '#c2410c', band: 'rgba(37, 99, 235, 0.15)' } as const;

type LineDataset = ChartDataset<'line', (number | null)[]>;

const series = (label: string, data: (number | null)[], colour: string): LineDataset => ({
  label,
  data,
  borderColor: colour,
  backgroundColor: colour,
  tension: TENSION,
  spanGaps: true,
});

function GrowthChart({ title, unit, datasets, labels }: { title: string; unit: string; datasets: LineDataset[]; labels: string[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <figure className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-2 font-semibold text-gray-900">{title}</figcaption>
      <div className="relative h-64">
        <Line
          aria-label={t('charts.label', { title })}
          role="img"
          data={{ labels, datasets }}
          options={{
            maintainAspectRatio: false,
            scales: { y: { title: { display: true, text: unit } } },
            // The band's lower edge only bounds the shading; the legend names the band once.
            plugins: { legend: { labels: { filter: (item) => item.text !== t('charts.bandLow') } } },
          }}
        />
      </div>
    </figure>
  );
}

/** 'Moisture vs Day' (with the band to keep shaded) and 'Height vs Day', ideal against the farmer's readings. */
export default function GrowthCharts({ ideal, farmer }: { ideal: GrowthPoint[]; farmer: SavedMeasurement[] }) {
  const { t } = useTranslation('dashboard');
  const days = unionOfDays(ideal, farmer);
  const labels = days.map((day) => t('charts.day', { day }));
  const idealValues = (value: (point: GrowthPoint) => number) => valuesOnDays(days, ideal, value);
  const farmerValues = (value: (reading: SavedMeasurement) => number) => valuesOnDays(days, farmer, value);

  const moisture: LineDataset[] = [
    {
      ...series(
        t('charts.bandLow'),
        idealValues((point) => point.moistureMin),
        colours.band,
      ),
      borderWidth: 0,
      pointRadius: 0,
    },
    {
      ...series(
        t('charts.moistureBand'),
        idealValues((point) => point.moistureMax),
        colours.band,
      ),
      borderWidth: 0,
      pointRadius: 0,
      fill: '-1',
    },
    series(
      t('charts.idealMoisture'),
      idealValues((point) => point.moisture),
      colours.ideal,
    ),
    series(
      t('charts.farmerMoisture'),
      farmerValues((reading) => reading.moisture),
      colours.farmer,
    ),
  ];
  const height: LineDataset[] = [
    series(
      t('charts.idealHeight'),
      idealValues((point) => point.height),
      colours.ideal,
    ),
    series(
      t('charts.farmerHeight'),
      farmerValues((reading) => reading.height),
      colours.farmer,
    ),
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <GrowthChart title={t('charts.moistureTitle')} unit={t('charts.moistureUnit')} labels={labels} datasets={moisture} />
      <GrowthChart title={t('charts.heightTitle')} unit={t('charts.heightUnit')} labels={labels} datasets={height} />
    </div>
  );
}
