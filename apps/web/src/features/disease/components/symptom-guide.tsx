import type { SymptomGuideQuery, SymptomMatch } from '@farmsight/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/api-client';
import { useSymptomGuideCrops } from '../api/get-symptom-guide-crops';
import { useMatchSymptoms } from '../api/match-symptoms';

/** The anchor the unknown-crop answer links to. */
export const SYMPTOM_GUIDE_ID = 'symptom-guide';

const inputClass = 'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-400';

/** For crops the photo model does not know: the farmer names the crop and says what they see; the guide answers. */
export function SymptomGuide() {
  const { t } = useTranslation('disease');
  const cropId = useId();
  const textId = useId();
  const crops = useSymptomGuideCrops();
  const [crop, setCrop] = useState('');
  const [text, setText] = useState('');
  const [query, setQuery] = useState<SymptomGuideQuery | null>(null);
  const answer = useMatchSymptoms(query);

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery({ crop, text: text.trim() });
  }

  return (
    <section id={SYMPTOM_GUIDE_ID} aria-labelledby="symptom-guide-heading" className="mt-10 border-t border-gray-200 pt-6">
      <h2 id="symptom-guide-heading" className="text-xl font-semibold text-gray-900">
        {t('guide.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('guide.intro')}</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <div className="flex flex-col gap-1 sm:w-64">
          <label htmlFor={cropId} className="text-sm font-medium text-gray-800">
            {t('guide.crop')}
          </label>
          <select id={cropId} required value={crop} onChange={(event) => setCrop(event.target.value)} className={inputClass}>
            <option value="">{t('guide.chooseCrop')}</option>
            {crops.data?.crops.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={textId} className="text-sm font-medium text-gray-800">
            {t('guide.symptoms')}
          </label>
          <textarea
            id={textId}
            required
            minLength={3}
            maxLength={500}
            rows={3}
            value={text}
            placeholder={t('guide.placeholder')}
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <Button type="submit" disabled={answer.isFetching}>
            {answer.isFetching ? t('guide.searching') : t('guide.submit')}
          </Button>
        </div>
      </form>
      {answer.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failureMessage(answer.error)}
        </p>
      )}
      {answer.data && (
        <div aria-live="polite" className="mt-4 space-y-4">
          {answer.data.matches.length === 0 ? (
            <p className="text-sm text-gray-800">{t('guide.noMatch')}</p>
          ) : (
            answer.data.matches.map((match) => <GuideMatch key={match.id} match={match} />)
          )}
          {answer.data.matches.some((match) => match.products.length > 0) && <p className="text-xs text-gray-600">{t('guide.labelFirst')}</p>}
        </div>
      )}
    </section>
  );
}

function GuideMatch({ match }: { match: SymptomMatch }) {
  const { t } = useTranslation('disease');
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-md border border-gray-200 bg-white p-4 text-sm text-gray-800">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {match.candidates.map((candidate) => candidate.name).join(' / ')}
      </h3>
      <p className="text-xs text-gray-600">
        {t('guide.part', { part: t(`guide.parts.${match.part}`) })} · <i>{match.candidates.map((candidate) => candidate.scientificName).join('; ')}</i>
      </p>
      <p className="mt-2">{match.symptom}</p>
      <h4 className="mt-3 font-semibold">{t('guide.whatToDo')}</h4>
      <ul className="list-disc pl-5">
        {match.management.map((step) => (
          <li key={step.text}>
            {step.text}{' '}
            <span className="text-xs text-gray-600">
              (<Trans t={t} i18nKey="guide.source" values={{ source: step.source }} components={{ cite: <cite className="not-italic" /> }} />)
            </span>
          </li>
        ))}
      </ul>
      {match.products.length > 0 && (
        <>
          <h4 className="mt-3 font-semibold">{t('guide.products')}</h4>
          <div className="overflow-x-auto">
            <table className="mt-1 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200">
                  <th className="py-1 pr-3 font-medium">{t('guide.product')}</th>
                  <th className="py-1 pr-3 font-medium">{t('guide.dose')}</th>
                  <th className="py-1 pr-3 font-medium">{t('guide.waitingPeriod')}</th>
                </tr>
              </thead>
              <tbody>
                {match.products.map((product) => (
                  <tr key={product.product} className="border-b border-gray-100 align-top">
                    <td className="py-1 pr-3">
                      {product.product}
                      <div className="text-xs text-gray-600">
                        <Trans t={t} i18nKey="guide.source" values={{ source: product.source }} components={{ cite: <cite className="not-italic" /> }} />
                      </div>
                    </td>
                    <td className="py-1 pr-3">{product.dose}</td>
                    <td className="py-1 pr-3">
                      {product.waitingPeriodDays === null ? t('guide.notStated') : t('guide.waitingDays', { count: product.waitingPeriodDays })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </article>
  );
}
