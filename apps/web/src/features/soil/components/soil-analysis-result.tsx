import type { SoilAnalysisResponse } from '@farmsight/contracts';
import { NOT_PROVIDED } from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { TextOrList } from './text-or-list';

const soilDataKeys = ['pH', 'Nitrogen_ppm', 'Phosphorus_ppm', 'Potassium_ppm'] as const satisfies readonly (keyof SoilAnalysisResponse['soilData'])[];

const sectionClass = 'rounded-lg border border-gray-200 bg-white p-4 shadow-sm';

/** The lab's detailed reading: its headings and labels from the locale files, the sentences as the server words them. */
export function SoilAnalysisResult({ result }: { result: SoilAnalysisResponse }) {
  const { t } = useTranslation('soil');
  return (
    <div className="mt-6 flex flex-col gap-4 text-gray-800">
      <section aria-labelledby="soil-data-heading" className={sectionClass}>
        <h2 id="soil-data-heading" className="text-lg font-semibold text-gray-900">
          {t('details.soilData')}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          {soilDataKeys.map((key) => (
            <div key={key}>
              <dt className="text-sm text-gray-600">{t(`details.dataLabels.${key}`)}</dt>
              <dd className="font-medium">{result.soilData[key] === NOT_PROVIDED ? t('details.notProvided') : result.soilData[key]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="detailed-analysis-heading" className={sectionClass}>
        <h2 id="detailed-analysis-heading" className="text-lg font-semibold text-gray-900">
          {t('details.detailedAnalysis')}
        </h2>
        {Object.entries(result.analysis).map(([nutrient, analysis]) => (
          <article key={nutrient} className="mt-3 border-t border-gray-100 pt-3 first-of-type:border-t-0">
            <h3 className="font-semibold text-green-800">{t(`details.analysisTopics.${nutrient}`, { defaultValue: nutrient })}</h3>
            <p className="mt-1">
              <span className="font-medium">{t('details.interpretation')}</span>
              {analysis.interpretation}
            </p>
            {analysis.importance && (
              <p className="mt-1">
                <span className="font-medium">{t('details.importance')}</span>
                {analysis.importance}
              </p>
            )}
            <div className="mt-1">
              <span className="font-medium">{t('details.recommendation')}</span>
              <TextOrList value={analysis.recommendation} />
            </div>
          </article>
        ))}
      </section>

      <section aria-labelledby="general-recommendations-heading" className={sectionClass}>
        <h2 id="general-recommendations-heading" className="text-lg font-semibold text-gray-900">
          {t('details.generalRecommendations')}
        </h2>
        {Object.entries(result.generalRecommendations).map(([topic, advice]) => (
          <article key={topic} className="mt-3 border-t border-gray-100 pt-3 first-of-type:border-t-0">
            <h3 className="font-semibold text-green-800">{t(`details.topics.${topic}`, { defaultValue: topic })}</h3>
            {advice.description && <p className="mt-1 text-gray-700">{advice.description}</p>}
            <div className="mt-1">
              <TextOrList value={advice.recommendation} />
            </div>
            {advice.crops && advice.crops.length > 0 && (
              <ul className="mt-2 flex flex-col gap-2">
                {advice.crops.map((crop) => (
                  <li key={crop.name} className="rounded-md bg-green-50 p-3">
                    <p className="font-medium">{crop.name}</p>
                    <p className="text-sm">{t('details.examples', { crops: crop.examples.join(', ') })}</p>
                    <p className="text-sm">{crop.recommendation}</p>
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </section>
    </div>
  );
}
