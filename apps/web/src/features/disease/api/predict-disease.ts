import { DISEASE_IMAGE_FIELD, diseasePaths, type DiseasePrediction } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downscalePhoto } from '../utils/downscale-photo';

/** Uploads one leaf photo, shrunk to about one megapixel first, as multipart form data (field "image"). */
export async function predictDisease(image: File): Promise<DiseasePrediction> {
  const form = new FormData();
  const upload = await downscalePhoto(image);
  form.append(DISEASE_IMAGE_FIELD, upload, upload === image ? image.name : 'leaf.jpg');
  const response = await api.disease.post<DiseasePrediction>(diseasePaths.predict, form);
  return response.data;
}

export function usePredictDisease() {
  return useMutation({ mutationFn: predictDisease });
}
