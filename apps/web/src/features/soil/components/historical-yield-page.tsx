import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { CropSuggestions } from '@/components/crop-suggestions';
import { failureMessage } from '@/lib/api-client';
import type { FieldError } from '@/lib/form-validation';
import { useAnalyzeSoil } from '../api/analyze-soil';
import { emptySoilForm, soilFormFields, toSoilRequest, type SoilFormValues } from '../soil-form';
import { SoilAnalysisResult } from './soil-analysis-result';
import { YieldHistory } from './yield-history';

export const SOIL_FAILURE = 'Failed to fetch analysis. Please try again.';

export function HistoricalYieldPage() {
  const analyzeSoil = useAnalyzeSoil();
  const [values, setValues] = useState<SoilFormValues>(emptySoilForm);
  const [inputError, setInputError] = useState<FieldError>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = toSoilRequest(values);
    setInputError('error' in parsed ? parsed.error : undefined);
    if ('request' in parsed) analyzeSoil.mutate(parsed.request);
  }

  const error = analyzeSoil.isError && !inputError ? failureMessage(analyzeSoil.error, SOIL_FAILURE) : '';

  return (
    <>
      <PageHeader title="Historical Yield Analysis" />
      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
        <section aria-labelledby="soil-form-heading" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <h2 id="soil-form-heading" className="text-lg font-semibold text-gray-900">Soil Analysis Report</h2>
          <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
            {soilFormFields.map((field) => (
              <Field
                key={field.name}
                label={field.label}
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                max={field.name === 'pH' ? 14 : undefined}
                required
                error={inputError?.field === field.name ? inputError.message : undefined}
                value={values[field.name]}
                onChange={(e) => setValues((current) => ({ ...current, [field.name]: e.target.value }))}
              />
            ))}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={analyzeSoil.isPending}>Analyze Soil</Button>
            </div>
          </form>
          {error && <p role="alert" className="mt-3 text-red-700">{error}</p>}
        </section>
        {analyzeSoil.data && <SoilAnalysisResult result={analyzeSoil.data} />}
        <YieldHistory />
        <div className="mt-6">
          <CropSuggestions />
        </div>
      </div>
    </>
  );
}
