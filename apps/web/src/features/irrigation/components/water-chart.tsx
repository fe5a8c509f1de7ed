import { formatDate, type ScheduleDay } from '@farmsight/contracts';
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { Chart } from 'react-chartjs-2';

ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The last week and the forecast: daily ET0 and rain as bars, the root zone's depletion as a line (all in mm). */
export default function WaterChart({ days }: { days: ScheduleDay[] }) {
  const { t } = useTranslation('irrigation');
  // DD/MM: the year is the same all week.
  const dayAndMonth = (day: ScheduleDay) => formatDate(day.date).slice(0, 5);
  const labels = days.map((day) => (day.forecast ? t('chart.forecastDay', { date: dayAndMonth(day) }) : dayAndMonth(day)));
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 font-semibold text-gray-900">{t('chart.caption', { count: days.length })}</figcaption>
      <div className="relative h-64">
        <Chart
          type="bar"
          role="img"
          aria-label={t('chart.label')}
          data={{
            labels,
            datasets: [
              {
                type: 'line',
                label: t('chart.depletion'),
                data: days.map((day) => day.depletionMm),
                borderColor: '#c2410c',
                backgroundColor: '#c2410c',
                tension: 0.1,
              },
              { type: 'bar', label: t('chart.cropUse'), data: days.map((day) => day.etc), backgroundColor: '#15803d' },
              { type: 'bar', label: t('chart.rain'), data: days.map((day) => day.precipitation), backgroundColor: '#2563eb' },
              { type: 'bar', label: t('chart.irrigation'), data: days.map((day) => day.irrigation), backgroundColor: '#7c3aed' },
            ],
          }}
          options={{ maintainAspectRatio: false, scales: { y: { title: { display: true, text: 'mm' } } } }}
        />
      </div>
    </figure>
  );
}
