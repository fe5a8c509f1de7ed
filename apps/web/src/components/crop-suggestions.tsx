import { plantingSeasons, type PlantingSeason } from '@farmsight/contracts';
import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { useCropSuggestions } from '@/api/get-crop-suggestions';

const SUGGESTIONS_FAILURE = 'Failed to load crop suggestions. Please try again.';
const THIS_MONTH = '';
const seasonOptions = [{ value: THIS_MONTH, label: 'This month' }, ...plantingSeasons.map((season) => ({ value: season, label: season[0]!.toUpperCase() + season.slice(1) }))];

/** 'What to grow next': the ranked crops for a season, each with its reasons and their sources, and what data was missing. */
export function CropSuggestions() {
  const headingId = useId();
  const [season, setSeason] = useState<PlantingSeason>();
  const suggestions = useCropSuggestions(season);
  const answer = suggestions.data;

  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-gray-900">
        What to grow next
      </h2>
      <div className="max-w-xs">
        <SelectField
          label="Season"
          options={seasonOptions}
          value={season ?? THIS_MONTH}
          onChange={(event) => setSeason((event.target.value || undefined) as PlantingSeason | undefined)}
        />
      </div>
      {suggestions.isPending && <p className="mt-3 text-sm text-gray-600">Loading...</p>}
      {suggestions.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failureMessage(suggestions.error, SUGGESTIONS_FAILURE)}
        </p>
      )}
      {answer && (
        <>
          <p className="mt-3 text-sm text-gray-700">
            Ranked for {answer.basis}
            {answer.region ? `, for ${answer.region}` : ''}.
          </p>
          {answer.lacking.length > 0 && <p className="mt-1 text-sm text-amber-800">Not used: {answer.lacking.join('; ')}.</p>}
          <ol aria-label="Suggested crops" className="mt-3 flex flex-col gap-3">
            {answer.suggestions.map((suggestion) => (
              <li key={suggestion.cropId} className="rounded-md border border-gray-200 p-3">
                <p className="font-medium text-gray-900">
                  {suggestion.name} <span className="text-sm font-normal text-gray-700">(score {suggestion.score})</span>
                </p>
                <ul className="mt-1 list-disc pl-5 text-sm text-gray-800">
                  {suggestion.reasons.map((reason, index) => (
                    <li key={index}>
                      {reason.text} <cite className="block text-xs text-gray-600 not-italic">Source: {reason.source}</cite>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
