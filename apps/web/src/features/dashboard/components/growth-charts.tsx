import type { GrowthPoint, SavedMeasurement } from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { LineChart, type LineDataset } from '@/components/ui/line-chart';
import { unionOfDays, valuesOnDays } from './growth-series';

const TENSION = 0.1;
const colours = { ideal: '#15803d', farmer: '#c2410c', band: 'rgba(37, 99, 235, 0.15)' } as const;

const series = (label: string, data: (number | null)[], colour: string): LineDataset => ({
  label,
  data,
  borderColor: colour,
  backgroundColor: colour,
  tension: TENSION,
  spanGaps: true,
});

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
      {[
        { title: t('charts.moistureTitle'), unit: t('charts.moistureUnit'), datasets: moisture },
        { title: t('charts.heightTitle'), unit: t('charts.heightUnit'), datasets: height },
      ].map(({ title, unit, datasets }) => (
        <LineChart
          key={title}
          title={title}
          label={t('charts.label', { title })}
          labels={labels}
          datasets={datasets}
          yTitle={unit}
          // The band's lower edge only bounds the shading; the legend names the band once.
          legendFilter={(item) => item.text !== t('charts.bandLow')}
        />
      ))}
    </div>
  );
}
