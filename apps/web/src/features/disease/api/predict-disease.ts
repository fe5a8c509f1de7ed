import { DISEASE_IMAGE_FIELD, diseasePaths, diseasePredictionSchema, type DiseasePrediction } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Uploads one leaf photo as multipart form data (field "image"). */
export async function predictDisease(image: File): Promise<DiseasePrediction> {
  const form = new FormData();
  form.append(DISEASE_IMAGE_FIELD, image);
  const response = await api.disease.post(diseasePaths.predict, form);
  return diseasePredictionSchema.parse(response.data);
}

export function usePredictDisease() {
  return useMutation({ mutationFn: predictDisease });
}
