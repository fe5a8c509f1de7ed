import type { DiseasePrediction } from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

const percent = (confidence: number) => `${(confidence * 100).toFixed(1)}%`;

export function PredictionResult({ result }: { result: DiseasePrediction }) {
  const { t } = useTranslation('disease');
  const { advice } = result;
  // Without advice the photo was unclear: a warning, and its top 3 (if any) are only the network's guesses, however
  // high their numbers. A photo that is not a leaf at all comes with no candidates, so no percentages are shown.
  const unclear = !advice;
  const topTitle = unclear ? t('result.closestMatches') : t('result.mostLikely');
  const tone = unclear ? 'border-amber-300 bg-amber-50' : 'border-green-200 bg-green-50';
  return (
    <section aria-labelledby="prediction-result-heading" className={`mt-6 rounded-md border p-4 ${tone}`}>
      <h3 id="prediction-result-heading" className="font-semibold text-gray-900">
        {t('result.heading')}
      </h3>
      <p className={`mt-1 flex gap-2 text-lg wrap-anywhere ${unclear ? 'text-amber-900' : 'text-gray-900'}`}>
        {unclear && <span aria-hidden="true">⚠</span>}
        {/* Without advice the prediction is the server's request for a better photo, one of its sentences. */}
        <span>{unclear ? translateMessage(result.prediction) : result.prediction}</span>
      </p>
      {advice && <p className="text-sm text-gray-700">{t('result.confidence', { percent: percent(result.confidence) })}</p>}

      {result.top.length > 0 && (
        <>
          <h4 id="prediction-top-heading" className="mt-4 text-sm font-semibold text-gray-800">
            {topTitle}
          </h4>
          <ol aria-labelledby="prediction-top-heading" className="mt-1 list-decimal pl-5 text-sm text-gray-800">
            {result.top.map((candidate) => (
              <li key={candidate.label}>
                {candidate.label}: {percent(candidate.confidence)}
              </li>
            ))}
          </ol>
        </>
      )}

      {advice && (
        <div className="mt-4 space-y-3 text-sm text-gray-800">
          <div>
            <h4 className="font-semibold">{t('result.symptoms')}</h4>
            <p>{advice.symptoms}</p>
          </div>
          <div>
            <h4 className="font-semibold">{t('result.whatToDo')}</h4>
            <ul className="list-disc pl-5">
              {advice.management.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="font-semibold">{t('result.prevention')}</h4>
            <ul className="list-disc pl-5">
              {advice.prevention.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </div>
          <p className="text-xs text-gray-600">{t('result.source', { source: advice.source })}</p>
        </div>
      )}
    </section>
  );
}
