import type { Reading } from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { ToolPanel } from './tool-panel';

/** Each of the chosen crop's readings with its verdict against the ideal of its day. */
export function ReadingVerdicts({ cropName, readings }: { cropName: string; readings: Reading[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <ToolPanel title={t('verdicts.heading')}>
      {readings.length === 0 ? (
        <p className="text-sm text-gray-700">{t('verdicts.none', { crop: cropName })}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm text-gray-800">
          {readings.map((reading) => (
            <li key={reading.id}>
              <span className="font-medium">{t('verdicts.day', { day: reading.day })}</span> {reading.verdict.moisture.text} {reading.verdict.height.text}
            </li>
          ))}
        </ul>
      )}
    </ToolPanel>
  );
}
