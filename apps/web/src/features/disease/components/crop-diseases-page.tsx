import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { failureMessage } from '@/lib/api-client';
import { useDiseaseModel } from '../api/get-disease-model';
import { usePredictDisease } from '../api/predict-disease';
import { PredictionResult } from './prediction-result';
import { SymptomGuide } from './symptom-guide';
import { toast } from '@/lib/toast';

/** The spec's fixed pause between the server's answer and showing the result. */
export const RESULT_DELAY_MS = 2000;

export function CropDiseasesPage() {
  const { t } = useTranslation('disease');
  const inputId = useId();
  const cameraId = useId();
  const chosenId = useId();
  const guideId = useId();
  const predictDisease = usePredictDisease();
  const model = useDiseaseModel();
  const [image, setImage] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // The answer shows RESULT_DELAY_MS after it arrives; until then the upload still reads as busy.
  const [revealed, setRevealed] = useState(false);
  const resultTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resultTimer.current), []);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  /** A new photo or a new upload starts from a blank result: the old answer was about another photo. */
  function clearResult() {
    clearTimeout(resultTimer.current);
    predictDisease.reset();
    setRevealed(false);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    clearResult();
    setImage(file);
    setPreviewUrl(file ? URL.createObjectURL(file) : null);
  }

  function uploadAndPredict() {
    if (!image) {
      window.alert(t('noImageSelected'));
      return;
    }
    clearResult();
    // Only the latest upload's callbacks run, so an answer to an earlier photo never shows.
    predictDisease.mutate(image, {
      onSuccess: () => {
        resultTimer.current = setTimeout(() => setRevealed(true), RESULT_DELAY_MS);
      },
      onError: (failure) => {
        console.error('Disease prediction failed:', failure);
        toast.error(failureMessage(failure));
      },
    });
  }

  const result = revealed ? predictDisease.data : undefined;
  const busy = predictDisease.isPending || (predictDisease.isSuccess && !revealed);

  return (
    <>
      <PageHeader title={t('pageTitle')} />
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
        <h2 className="text-xl font-semibold text-gray-900">{t('heading')}</h2>
        {model.data && <p className="mt-1 text-sm text-amber-900">{t('limits', { crops: model.data.crops.length, classes: model.data.classes })}</p>}
        <div className="mt-4 flex flex-col gap-4">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
                {t('photoLabel')}
              </label>
              {/* The browser's own picker reads 'Choose File / No file chosen'; this one is styled and says what it wants. */}
              <div className="flex flex-wrap items-center gap-3">
                <input id={inputId} type="file" accept="image/*" onChange={choose} aria-describedby={chosenId} className="peer sr-only" />
                <label
                  htmlFor={inputId}
                  className="cursor-pointer rounded-md border border-green-700 bg-white px-3 py-2 text-sm font-medium text-green-800 hover:bg-green-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-green-700"
                >
                  {t('choosePhoto')}
                </label>
                {/* On a phone this opens the back camera straight away; elsewhere it is a second picker. */}
                <input
                  id={cameraId}
                  type="file"
                  accept="image/*"
                  capture="environment"
                  onChange={choose}
                  aria-describedby={`${chosenId} ${guideId}`}
                  className="peer/camera sr-only"
                />
                <label
                  htmlFor={cameraId}
                  className="cursor-pointer rounded-md border border-green-700 bg-white px-3 py-2 text-sm font-medium text-green-800 hover:bg-green-50 peer-focus-visible/camera:outline-2 peer-focus-visible/camera:outline-offset-2 peer-focus-visible/camera:outline-green-700"
                >
                  {t('takePhoto')}
                </label>
                <span id={chosenId} className="min-w-0 truncate text-sm text-gray-700">
                  {image ? image.name : t('noPhotoChosen')}
                </span>
              </div>
              {/* The robustness benchmark (ml/MODEL_CARD.md) shows why: the model misreads most leaves photographed on soil, among leaves or in a hand. */}
              <p className="text-sm text-gray-700">{t('photoTip')}</p>
            </div>
            {model.data && (
              <aside aria-labelledby="known-crops-heading" className="text-sm text-gray-700 sm:w-56">
                <h3 id="known-crops-heading" className="font-medium text-gray-800">
                  {t('knownCrops')}
                </h3>
                <ul className="mt-1 flex flex-wrap gap-1">
                  {model.data.crops.map((crop) => (
                    <li key={crop} className="rounded bg-green-50 px-2 py-0.5 text-green-900">
                      {crop}
                    </li>
                  ))}
                </ul>
              </aside>
            )}
          </div>
          {/* The server judges the centre square of the photo; the preview shows that square, framed by the guide. */}
          <figure className="w-full max-w-xs">
            <div className="relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-md border border-dashed border-gray-300 bg-gray-50">
              {previewUrl ? (
                <img src={previewUrl} alt={t('selectedLeaf')} className="size-full object-cover" />
              ) : (
                <span className="text-gray-500">{t('uploadPlaceholder')}</span>
              )}
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-3 rounded-sm border-2 border-white/80 shadow-[0_0_0_1px_rgba(0,0,0,0.35)]"
              />
            </div>
            <figcaption id={guideId} className="mt-1 text-xs text-gray-600">
              {t('squareGuide')}
            </figcaption>
          </figure>
          <div>
            <Button onClick={uploadAndPredict} disabled={busy}>
              {busy ? t('uploading') : t('uploadAndPredict')}
            </Button>
          </div>
        </div>
        {result && <PredictionResult result={result} />}
        <SymptomGuide />
        <p className="mt-8 text-xs text-gray-500">{t('modelCredit')}</p>
      </div>
    </>
  );
}
