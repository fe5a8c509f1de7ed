import { plantingSeasons, type PlantingSeason } from '@farmsight/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useCropSuggestions } from '@/api/get-crop-suggestions';

const THIS_MONTH = '';

/**
 * 'What to grow next': the ranked crops for a season, each with its reasons and their sources, and what data was missing;
 * with none, what ruled them out.
 */
export function CropSuggestions() {
  const { t } = useTranslation('common');
  const headingId = useId();
  const [season, setSeason] = useState<PlantingSeason>();
  const suggestions = useCropSuggestions(season);
  const answer = suggestions.data;
  const seasonOptions = [
    { value: THIS_MONTH, label: t('cropSuggestions.thisMonth') },
    ...plantingSeasons.map((season) => ({ value: season, label: t(`cropSuggestions.seasons.${season}`) })),
  ];

  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-gray-900">
        {t('cropSuggestions.heading')}
      </h2>
      <div className="max-w-xs">
        <SelectField
          label={t('cropSuggestions.season')}
          options={seasonOptions}
          value={season ?? THIS_MONTH}
          onChange={(event) => setSeason((event.target.value || undefined) as PlantingSeason | undefined)}
        />
      </div>
      {suggestions.isPending && <p className="mt-3 text-sm text-gray-600">{t('loading')}</p>}
      {suggestions.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failureMessage(suggestions.error, t('cropSuggestions.failure'))}
        </p>
      )}
      {answer && (
        <>
          <p className="mt-3 text-sm text-gray-700">
            {answer.region
              ? t('cropSuggestions.rankedForRegion', { basis: translateMessage(answer.basis), region: answer.region })
              : t('cropSuggestions.rankedFor', { basis: translateMessage(answer.basis) })}
          </p>
          {answer.lacking.length > 0 && (
            <p className="mt-1 text-sm text-amber-800">
              {t('cropSuggestions.notUsed', { items: answer.lacking.map((missing) => translateMessage(missing)).join('; ') })}
            </p>
          )}
          {answer.excluded && (
            <p className="mt-3 text-sm text-gray-800">
              {answer.excluded.text}{' '}
              <cite className="block text-xs text-gray-600 not-italic">{t('cropSuggestions.source', { source: answer.excluded.source })}</cite>
            </p>
          )}
          <ol aria-label={t('cropSuggestions.listLabel')} className="mt-3 flex flex-col gap-3">
            {answer.suggestions.map((suggestion) => (
              <li key={suggestion.cropId} className="rounded-md border border-gray-200 p-3">
                <p className="font-medium text-gray-900">
                  {suggestion.name} <span className="text-sm font-normal text-gray-700">{t('cropSuggestions.score', { score: suggestion.score })}</span>
                </p>
                <ul className="mt-1 list-disc pl-5 text-sm text-gray-800">
                  {suggestion.reasons.map((reason, index) => (
                    <li key={index}>
                      {reason.text} <cite className="block text-xs text-gray-600 not-italic">{t('cropSuggestions.source', { source: reason.source })}</cite>
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
