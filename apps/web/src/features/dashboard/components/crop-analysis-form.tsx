import { MISSING_CROP_INPUT_MESSAGE } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSubmitCropData } from '../api/submit-crop-data';
import { SeedingDatePicker } from './seeding-date-picker';
import { ToolPanel } from './tool-panel';

export const CROP_SUBMIT_FAILURE = 'Failed to submit data. Please try again.';

/** 'Analyse your crop Growth': seeding date and crop name in; the line below shows a problem, else the chosen crop's message. */
export function CropAnalysisForm({ savedMessage, onAnalysed }: { savedMessage: string | undefined; onAnalysed: (cropId: string) => void }) {
  const [seedingDate, setSeedingDate] = useState('');
  const [cropType, setCropType] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = useSubmitCropData();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!seedingDate.trim() || !cropType.trim()) {
      setProblem(MISSING_CROP_INPUT_MESSAGE);
      return;
    }
    submit.mutate(
      { seedingDate: seedingDate.trim(), cropType },
      {
        // The new crop becomes the chosen one, and its message shows as the chosen crop's.
        onSuccess: (analysis) => {
          setProblem(undefined);
          onAnalysed(analysis.id);
        },
        onError: (error) => {
          console.error('Crop analysis failed', error);
          setProblem(failureMessage(error, CROP_SUBMIT_FAILURE));
        },
      },
    );
  }

  return (
    <ToolPanel title="Analyse your crop Growth">
      <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SeedingDatePicker value={seedingDate} onChange={setSeedingDate} />
        <Field label="Crop name" placeholder="Enter crop Name" value={cropType} onChange={(event) => setCropType(event.target.value)} />
        <Button type="submit" disabled={submit.isPending} className={cn(submit.isPending && 'bg-gray-400 hover:bg-gray-400')}>
          {submit.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </form>
      <p role="status" className="mt-3 min-h-6 text-sm text-gray-800">
        {problem ?? savedMessage}
      </p>
    </ToolPanel>
  );
}
