import type { Reading } from '@farmsight/contracts';
import { ToolPanel } from './tool-panel';

/** Each of the chosen crop's readings with its verdict against the ideal of its day. */
export function ReadingVerdicts({ cropType, readings }: { cropType: string; readings: Reading[] }) {
  return (
    <ToolPanel title="Reading verdicts">
      {readings.length === 0 ? (
        <p className="text-sm text-gray-700">No readings for this {cropType} crop yet.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm text-gray-800">
          {readings.map((reading) => (
            <li key={reading.id}>
              <span className="font-medium">Day {reading.day}:</span> {reading.verdict.moisture.text} {reading.verdict.height.text}
            </li>
          ))}
        </ul>
      )}
    </ToolPanel>
  );
}
