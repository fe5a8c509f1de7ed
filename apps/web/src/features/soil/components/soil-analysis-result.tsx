import type { SoilAnalysisResponse } from '@farmsight/contracts';
import { TextOrList } from './text-or-list';

const soilDataLabels: Record<keyof SoilAnalysisResponse['soilData'], string> = {
  pH: 'pH',
  Nitrogen_ppm: 'Nitrogen (ppm)',
  Phosphorus_ppm: 'Phosphorus (ppm)',
  Potassium_ppm: 'Potassium (ppm)',
};

const sectionClass = 'rounded-lg border border-gray-200 bg-white p-4 shadow-sm';
/** 'fertilizer plan' -> 'Fertilizer plan'; 'pH management' keeps its pH. */
const headingOf = (topic: string) => (topic.charAt(1) === topic.charAt(1).toLowerCase() ? topic.charAt(0).toUpperCase() + topic.slice(1) : topic);

export function SoilAnalysisResult({ result }: { result: SoilAnalysisResponse }) {
  return (
    <div className="mt-6 flex flex-col gap-4 text-gray-800">
      <section aria-labelledby="soil-data-heading" className={sectionClass}>
        <h2 id="soil-data-heading" className="text-lg font-semibold text-gray-900">
          Soil Data
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          {(Object.keys(soilDataLabels) as (keyof typeof soilDataLabels)[]).map((key) => (
            <div key={key}>
              <dt className="text-sm text-gray-600">{soilDataLabels[key]}</dt>
              <dd className="font-medium">{result.soilData[key]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="detailed-analysis-heading" className={sectionClass}>
        <h2 id="detailed-analysis-heading" className="text-lg font-semibold text-gray-900">
          Detailed Analysis
        </h2>
        {Object.entries(result.analysis).map(([nutrient, analysis]) => (
          <article key={nutrient} className="mt-3 border-t border-gray-100 pt-3 first-of-type:border-t-0">
            <h3 className="font-semibold text-green-800">{nutrient}</h3>
            <p className="mt-1">
              <span className="font-medium">Interpretation: </span>
              {analysis.interpretation}
            </p>
            {analysis.importance && (
              <p className="mt-1">
                <span className="font-medium">Importance: </span>
                {analysis.importance}
              </p>
            )}
            <div className="mt-1">
              <span className="font-medium">Recommendation:</span>
              <TextOrList value={analysis.recommendation} />
            </div>
          </article>
        ))}
      </section>

      <section aria-labelledby="general-recommendations-heading" className={sectionClass}>
        <h2 id="general-recommendations-heading" className="text-lg font-semibold text-gray-900">
          General Recommendations
        </h2>
        {Object.entries(result.generalRecommendations).map(([topic, advice]) => (
          <article key={topic} className="mt-3 border-t border-gray-100 pt-3 first-of-type:border-t-0">
            <h3 className="font-semibold text-green-800">{headingOf(topic)}</h3>
            {advice.description && <p className="mt-1 text-gray-700">{advice.description}</p>}
            <div className="mt-1">
              <TextOrList value={advice.recommendation} />
            </div>
            {advice.crops && advice.crops.length > 0 && (
              <ul className="mt-2 flex flex-col gap-2">
                {advice.crops.map((crop) => (
                  <li key={crop.name} className="rounded-md bg-green-50 p-3">
                    <p className="font-medium">{crop.name}</p>
                    <p className="text-sm">Examples: {crop.examples.join(', ')}</p>
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
