/**
 * The disease module's public face: leaf-photo prediction routes, the per-class advice the assistant cites, and the
 * symptom guide for crops the photo model does not know (matchSymptoms: crop, the farmer's words, language).
 */
export { adviceByClass, type ClassAdvice } from './data/advice';
export { guideCrops, matchSymptoms } from './symptom-guide';
export { default } from './routes';
