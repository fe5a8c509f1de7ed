import { useId } from 'react';
import { dayLabel, type DayReading } from './growth-series';
import { ToolPanel } from './tool-panel';

/** One column per reading, rows Moisture and Height. */
export function GrowthTable({ title, readings }: { title: string; readings: DayReading[] }) {
  const titleId = useId();
  const row = (name: string, value: (reading: DayReading) => number) => (
    <tr className="border-t border-gray-200">
      <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium">
        {name}
      </th>
      {readings.map((reading, index) => (
        <td key={index} className="px-3 py-2 text-right tabular-nums">
          {value(reading)}
        </td>
      ))}
    </tr>
  );

  return (
    <ToolPanel title={title} titleId={titleId}>
      <div className="overflow-x-auto">
        <table aria-labelledby={titleId} className="text-sm whitespace-nowrap">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 bg-white px-3 py-2 text-left">
                Parameter
              </th>
              {readings.map((reading, index) => (
                <th key={index} scope="col" className="px-3 py-2 text-right">
                  {dayLabel(reading.day)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row('Moisture', (reading) => reading.moisture)}
            {row('Height', (reading) => reading.height)}
          </tbody>
        </table>
      </div>
    </ToolPanel>
  );
}
