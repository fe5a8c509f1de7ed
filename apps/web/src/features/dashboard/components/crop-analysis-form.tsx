import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Workings } from '@/components/ui/workings';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFarmerUnits } from '@/lib/units';
import { numberFromField, validateWith, type FieldError } from '@/lib/form-validation';
import { useCropCatalogue } from '../api/get-crop-catalogue';
import { useSubmitCropData } from '../api/submit-crop-data';
import { SeedingDatePicker } from './seeding-date-picker';
import { ToolPanel } from './tool-panel';

/**
 * 'Analyse your crop Growth': seeding date and crop name in; the line below shows a problem, else the chosen crop's
 * message. The crop field suggests the farmer's own crops, then every crop the catalogue knows; any name may be typed.
 * A failed analysis is reported through `onFailed`, so no earlier crop's charts stay under the problem.
 */
export function CropAnalysisForm({
  savedMessage,
  savedWorkings,
  recentCrops,
  onAnalysed,
  onFailed,
}: {
  savedMessage: string | undefined;
  /** The FAO-56 row and stages behind the message, folded under it. */
  savedWorkings?: string;
  recentCrops: string[];
  onAnalysed: (cropId: string) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const units = useFarmerUnits();
  const [seedingDate, setSeedingDate] = useState('');
  const [cropType, setCropType] = useState('');
  const [sownArea, setSownArea] = useState('');
  const [problem, setProblem] = useState<FieldError>();
  const submit = useSubmitCropData();
  const catalogue = useCropCatalogue();
  const suggestions = [...new Set([...recentCrops, ...(catalogue.data?.crops.map((crop) => crop.name) ?? [])])];
  const id = useId();
  const problemId = `${id}-problem`;
  const suggestionsId = `${id}-crops`;

  function fail(error: FieldError) {
    setProblem(error);
    onFailed();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The sown area is optional: the farm's land area stands in for it.
    const area = sownArea.trim() === '' ? {} : { sownAreaHa: units.hectaresOf(numberFromField(sownArea)) };
    const checked = await validateWith((schemas) => schemas.submitCropDataSchema, { seedingDate, cropType, ...area });
    if ('error' in checked) return fail(checked.error);
    submit.mutate(checked.data, {
      // The new crop becomes the chosen one, and its message shows as the chosen crop's.
      onSuccess: (analysis) => {
        setProblem(undefined);
        onAnalysed(analysis.id);
      },
      onError: (error) => {
        console.error('Crop analysis failed', error);
        // The server's sentence names what to fix; no one field is marked.
        fail({ field: '', message: failureMessage(error, t('analysis.failure')) });
      },
    });
  }

  // The field at fault points at the message line, which says what is wrong with it.
  const faultOf = (field: 'seedingDate' | 'cropType' | 'sownAreaHa') => (problem?.field === field ? problemId : undefined);

  return (
    <ToolPanel title={t('analysis.heading')}>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <SeedingDatePicker value={seedingDate} onChange={setSeedingDate} problemId={faultOf('seedingDate')} />
        <Field
          label={t('analysis.cropName')}
          placeholder={t('analysis.cropPlaceholder')}
          value={cropType}
          onChange={(event) => setCropType(event.target.value)}
          list={suggestionsId}
          autoComplete="off"
          aria-invalid={faultOf('cropType') ? true : undefined}
          aria-describedby={faultOf('cropType')}
        />
        <Field
          label={t('analysis.sownArea', { unit: units.landName })}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          value={sownArea}
          onChange={(event) => setSownArea(event.target.value)}
          aria-invalid={faultOf('sownAreaHa') ? true : undefined}
          aria-describedby={faultOf('sownAreaHa')}
        />
        <datalist id={suggestionsId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Button type="submit" disabled={submit.isPending} className={cn(submit.isPending && 'bg-gray-400 hover:bg-gray-400')}>
          {submit.isPending ? t('analysis.submitting') : t('analysis.submit')}
        </Button>
      </form>
      <p id={problemId} role="status" className="mt-3 min-h-6 text-sm text-gray-800">
        {problem?.message ?? savedMessage}
      </p>
      {!problem && savedWorkings && <Workings>{savedWorkings}</Workings>}
    </ToolPanel>
  );
}
