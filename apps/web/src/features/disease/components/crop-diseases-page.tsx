import type { DiseasePrediction } from '@farmsight/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { usePredictDisease } from '../api/predict-disease';
import { PredictionResult } from './prediction-result';

/** The spec's fixed pause between the server's answer and showing the result. */
export const RESULT_DELAY_MS = 2000;
export const NO_IMAGE_SELECTED = 'Please select an image file first.';

export function CropDiseasesPage() {
  const inputId = useId();
  const predictDisease = usePredictDisease();
  const [image, setImage] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [result, setResult] = useState<DiseasePrediction | null>(null);
  const [busy, setBusy] = useState(false);
  const resultTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resultTimer.current), []);
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setImage(file);
    setPreviewUrl(file ? URL.createObjectURL(file) : null);
  }

  function uploadAndPredict() {
    if (!image) {
      window.alert(NO_IMAGE_SELECTED);
      return;
    }
    setBusy(true);
    predictDisease.mutate(image, {
      onSuccess: (prediction) => {
        resultTimer.current = setTimeout(() => {
          setResult(prediction);
          setBusy(false);
        }, RESULT_DELAY_MS);
      },
      onError: (failure) => {
        console.error('Disease prediction failed:', failure);
        toast.error(errorMessage(failure));
        setBusy(false);
      },
    });
  }

  return (
    <>
      <PageHeader title="Crop Diseases" />
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
        <h2 className="text-xl font-semibold text-gray-900">Crop Disease Prediction</h2>
        <div className="mt-4 flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium text-gray-800">Leaf photo</label>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              onChange={choose}
              className="w-full max-w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-green-50 file:px-3 file:py-2 file:text-green-800"
            />
          </div>
          <div className="flex aspect-square w-full max-w-xs items-center justify-center overflow-hidden rounded-md border border-dashed border-gray-300 bg-gray-50">
            {previewUrl ? (
              <img src={previewUrl} alt="Selected leaf" className="size-full object-cover" />
            ) : (
              <span className="text-gray-500">Upload an image</span>
            )}
          </div>
          <div>
            <Button onClick={uploadAndPredict} disabled={busy}>{busy ? 'Uploading...' : 'Upload and Predict'}</Button>
          </div>
        </div>
        {result && <PredictionResult result={result} />}
        <p className="mt-8 text-xs text-gray-500">
          The model was trained on PlantVillage leaf photos (Hughes &amp; Salathé 2015; Mohanty, Hughes &amp; Salathé 2016; CC BY-SA 3.0).
          It knows 29 crop/disease classes of apple, corn, grape, bell pepper, potato, strawberry and tomato; field photos are harder than
          the lab photos it learned from, so confirm a diagnosis with your extension office.
        </p>
      </main>
    </>
  );
}
