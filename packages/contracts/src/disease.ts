/** The multipart field that carries the leaf photo. */
export const DISEASE_IMAGE_FIELD = 'image';
export const MAX_DISEASE_IMAGE_BYTES = 10 * 1024 * 1024;
export const diseasePaths = { predict: '/predict/', model: '/model/', guide: '/guide/', guideMatch: '/guide/match/' } as const;

/**
 * What the gate before the diagnosis decided (ADR 0042): a diagnosis, or one of three answers that name no disease.
 * - `not-a-leaf`: the photo does not look like a plant leaf (the leaf / not-leaf head, or the photo checks);
 * - `unknown-crop`: it looks like a leaf, but far from every crop the model learnt (Mahalanobis distance);
 * - `unclear`: a leaf of a known crop, but the calibrated confidence is under the threshold.
 */
export const diseaseVerdicts = ['diagnosis', 'not-a-leaf', 'unknown-crop', 'unclear'] as const;
export type DiseaseVerdict = (typeof diseaseVerdicts)[number];

/** Parts of the plant the symptom guide sorts its entries by. */
export const plantParts = ['leaf', 'stem', 'ear', 'boll', 'pod', 'root', 'whole-plant'] as const;
export type PlantPart = (typeof plantParts)[number];
