import type { GrowthPoint, SavedMeasurement } from '@farmsight/contracts';
import { CategoryScale, Chart as ChartJS, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartDataset } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { dayLabel, unionOfDays, valuesOnDays } from './growth-series';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Legend, Tooltip);

const TENSION = 0.1;
const BAND_LOW = 'Band low';
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
  return (
    <figure className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-2 font-semibold text-gray-900">{title}</figcaption>
      <div className="relative h-64">
        <Line
          aria-label={`${title} chart`}
          role="img"
          data={{ labels, datasets }}
          options={{
            maintainAspectRatio: false,
            scales: { y: { title: { display: true, text: unit } } },
            // The band's lower edge only bounds the shading; the legend names the band once.
            plugins: { legend: { labels: { filter: (item) => item.text !== BAND_LOW } } },
          }}
        />
      </div>
    </figure>
  );
}

/** 'Moisture vs Day' (with the band to keep shaded) and 'Height vs Day', ideal against the farmer's readings. */
export default function GrowthCharts({ ideal, farmer }: { ideal: GrowthPoint[]; farmer: SavedMeasurement[] }) {
  const days = unionOfDays(ideal, farmer);
  const labels = days.map(dayLabel);
  const idealValues = (value: (point: GrowthPoint) => number) => valuesOnDays(days, ideal, value);
  const farmerValues = (value: (reading: SavedMeasurement) => number) => valuesOnDays(days, farmer, value);

  const moisture: LineDataset[] = [
    {
      ...series(
        BAND_LOW,
        idealValues((point) => point.moistureMin),
        colours.band,
      ),
      borderWidth: 0,
      pointRadius: 0,
    },
    {
      ...series(
        'Moisture band',
        idealValues((point) => point.moistureMax),
        colours.band,
      ),
      borderWidth: 0,
      pointRadius: 0,
      fill: '-1',
    },
    series(
      'Ideal moisture',
      idealValues((point) => point.moisture),
      colours.ideal,
    ),
    series(
      'Farmer moisture',
      farmerValues((reading) => reading.moisture),
      colours.farmer,
    ),
  ];
  const height: LineDataset[] = [
    series(
      'Ideal height',
      idealValues((point) => point.height),
      colours.ideal,
    ),
    series(
      'Farmer height',
      farmerValues((reading) => reading.height),
      colours.farmer,
    ),
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <GrowthChart title="Moisture vs Day" unit="% by volume" labels={labels} datasets={moisture} />
      <GrowthChart title="Height vs Day" unit="cm" labels={labels} datasets={height} />
    </div>
  );
}
