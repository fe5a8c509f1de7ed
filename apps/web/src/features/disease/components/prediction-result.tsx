import type { DiseasePrediction } from '@farmsight/contracts';

const percent = (confidence: number) => `${(confidence * 100).toFixed(1)}%`;

export function PredictionResult({ result }: { result: DiseasePrediction }) {
  const { advice } = result;
  // Without advice the photo was unclear: a warning, and its top 3 (if any) are only the network's guesses, however
  // high their numbers. A photo that is not a leaf at all comes with no candidates, so no percentages are shown.
  const unclear = !advice;
  const topTitle = unclear ? 'Closest matches (not reliable for this photo)' : 'Most likely';
  const tone = unclear ? 'border-amber-300 bg-amber-50' : 'border-green-200 bg-green-50';
  return (
    <section aria-labelledby="prediction-result-heading" className={`mt-6 rounded-md border p-4 ${tone}`}>
      <h3 id="prediction-result-heading" className="font-semibold text-gray-900">Prediction Result:</h3>
      <p className={`mt-1 flex gap-2 text-lg wrap-anywhere ${unclear ? 'text-amber-900' : 'text-gray-900'}`}>
        {unclear && <span aria-hidden="true">⚠</span>}
        <span>{result.prediction}</span>
      </p>
      {advice && <p className="text-sm text-gray-700">Confidence: {percent(result.confidence)}</p>}

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
            <h4 className="font-semibold">Symptoms</h4>
            <p>{advice.symptoms}</p>
          </div>
          <div>
            <h4 className="font-semibold">What to do</h4>
            <ul className="list-disc pl-5">
              {advice.management.map((step) => <li key={step}>{step}</li>)}
            </ul>
          </div>
          <div>
            <h4 className="font-semibold">Prevention</h4>
            <ul className="list-disc pl-5">
              {advice.prevention.map((step) => <li key={step}>{step}</li>)}
            </ul>
          </div>
          <p className="text-xs text-gray-600">Source: {advice.source}</p>
        </div>
      )}
    </section>
  );
}
