import { soilUnits, type SoilUnit } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { CropSuggestions } from '@/components/crop-suggestions';
import { failureMessage } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import type { FieldError } from '@/lib/form-validation';
import { useAnalyzeSoil } from '../api/analyze-soil';
import { useFertilizerCrops } from '../api/get-fertilizer-crops';
import { emptySoilForm, healthCardFormFields, healthCardLabel, soilFormFields, toSoilRequest, type SoilFormValues } from '../soil-form';
import { storedSoilUnit, storeSoilUnit } from '../soil-unit';
import { SoilReport } from './soil-report';
import { YieldHistory } from './yield-history';

export function HistoricalYieldPage() {
  const { t } = useTranslation('soil');
  const analyzeSoil = useAnalyzeSoil();
  const crops = useFertilizerCrops();
  const [values, setValues] = useState<SoilFormValues>(() => emptySoilForm(storedSoilUnit()));
  const [inputError, setInputError] = useState<FieldError>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = await toSoilRequest(values);
    setInputError('error' in parsed ? parsed.error : undefined);
    if ('request' in parsed) analyzeSoil.mutate(parsed.request);
  }

  function chooseUnit(unit: SoilUnit) {
    storeSoilUnit(unit);
    setValues((current) => ({ ...current, unit }));
  }

  const errorOf = (field: string) => (inputError?.field === field ? inputError.message : undefined);
  const error = analyzeSoil.isError && !inputError ? failureMessage(analyzeSoil.error, t('page.failure')) : '';
  const cropOptions = [
    { value: '', label: t('crop.none') },
    ...(crops.data ?? []).map((crop) => ({
      value: crop.id,
      label: crop.hasDose ? crop.names[currentLanguage()] : `${crop.names[currentLanguage()]} (${t('crop.noDose')})`,
    })),
  ];

  return (
    <>
      <PageHeader title={t('page.title')} />
      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
        <section aria-labelledby="soil-form-heading" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <h2 id="soil-form-heading" className="text-lg font-semibold text-gray-900">
            {t('page.heading')}
          </h2>
          <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-gray-800">{t('unit.legend')}</legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {soilUnits.map((unit) => (
                  <label key={unit} className="flex items-center gap-2 text-gray-900">
                    <input type="radio" name="soil-unit" value={unit} checked={values.unit === unit} onChange={() => chooseUnit(unit)} />
                    {t(`unit.${unit}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            {soilFormFields(values.unit).map((field) => (
              <Field
                key={field.name}
                label={field.label}
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                max={field.name === 'pH' ? 14 : undefined}
                required
                error={errorOf(field.name)}
                value={values[field.name]}
                onChange={(e) => setValues((current) => ({ ...current, [field.name]: e.target.value }))}
              />
            ))}
            <details className="sm:col-span-2" open={healthCardFormFields.some((field) => field.name === inputError?.field) || undefined}>
              <summary className="cursor-pointer text-sm font-medium text-green-800">{t('healthCard.summary')}</summary>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                {healthCardFormFields.map((field) => (
                  <Field
                    key={field.name}
                    label={healthCardLabel(field.key)}
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min={0}
                    error={errorOf(field.name)}
                    value={values.soilHealthCard[field.key]}
                    onChange={(e) => setValues((current) => ({ ...current, soilHealthCard: { ...current.soilHealthCard, [field.key]: e.target.value } }))}
                  />
                ))}
              </div>
            </details>
            <div className="sm:col-span-2">
              <SelectField
                label={t('crop.label')}
                options={cropOptions}
                value={values.cropId}
                onChange={(e) => setValues((current) => ({ ...current, cropId: e.target.value }))}
              />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={analyzeSoil.isPending}>
                {t('page.submit')}
              </Button>
            </div>
          </form>
          {error && (
            <p role="alert" className="mt-3 text-red-700">
              {error}
            </p>
          )}
        </section>
        {analyzeSoil.data && <SoilReport result={analyzeSoil.data} />}
        <YieldHistory />
        <div className="mt-6">
          <CropSuggestions />
        </div>
      </div>
    </>
  );
}
