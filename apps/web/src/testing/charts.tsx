import type { ChartData } from 'chart.js';

/**
 * react-chartjs-2 as web tests see it: jsdom has no canvas, so each chart is an image element that carries its
 * x labels and series names for assertions. A test that renders charts mocks the package with this module:
 * `vi.mock('react-chartjs-2', () => import('@/testing/charts'))`.
 */
function ChartStandIn({ data, 'aria-label': label }: { data: ChartData; 'aria-label'?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      data-labels={(data.labels as string[]).join('|')}
      data-series={data.datasets.map((dataset) => dataset.label).join('|')}
    />
  );
}

export { ChartStandIn as Bar, ChartStandIn as Chart, ChartStandIn as Line };
