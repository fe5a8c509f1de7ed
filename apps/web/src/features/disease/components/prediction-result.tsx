import type { DiseasePrediction } from '@farmsight/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import { SYMPTOM_GUIDE_ID } from './symptom-guide';

const percent = (confidence: number) => `${(confidence * 100).toFixed(1)}%`;

export function PredictionResult({ result }: { result: DiseasePrediction }) {
  const { t } = useTranslation('disease');
  const { advice, verdict } = result;
  // Any answer but a diagnosis (not a leaf, a crop the model does not know, unclear) is a warning with what to do
  // next, and never a disease name, a list of candidates or advice (ADR 0042).
  const diagnosis = verdict === 'diagnosis';
  const tone = diagnosis ? 'border-green-200 bg-green-50' : 'border-amber-300 bg-amber-50';
  return (
    <section aria-labelledby="prediction-result-heading" className={`mt-6 rounded-md border p-4 ${tone}`}>
      <h3 id="prediction-result-heading" className="font-semibold text-gray-900">
        {t('result.heading')}
      </h3>
      <p className={`mt-1 flex gap-2 text-lg wrap-anywhere ${diagnosis ? 'text-gray-900' : 'text-amber-900'}`}>
        {!diagnosis && <span aria-hidden="true">⚠</span>}
        {/* Without a diagnosis the prediction is one of the server's sentences. */}
        <span>{diagnosis ? result.prediction : translateMessage(result.prediction)}</span>
      </p>
      {verdict !== 'diagnosis' && (
        <p className="mt-1 text-sm text-gray-800">
          {t(`result.hint.${verdict}`)}{' '}
          {verdict === 'unknown-crop' && (
            <a href={`#${SYMPTOM_GUIDE_ID}`} className="font-medium text-green-800 underline">
              {t('result.openGuide')}
            </a>
          )}
        </p>
      )}
      {diagnosis && <p className="text-sm text-gray-700">{t('result.confidence', { percent: percent(result.confidence) })}</p>}

      {diagnosis && result.top.length > 0 && (
        <>
          <h4 id="prediction-top-heading" className="mt-4 text-sm font-semibold text-gray-800">
            {t('result.mostLikely')}
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

      {diagnosis && advice && (
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
          <p className="text-xs text-gray-600">
            <Trans t={t} i18nKey="result.source" values={{ source: advice.source }} components={{ cite: <cite className="not-italic" /> }} />
          </p>
        </div>
      )}
    </section>
  );
}
