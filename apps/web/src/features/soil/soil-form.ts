import { soilAnalysisRequestSchema, soilInputKeys, type SoilAnalysisRequest } from '@farmsight/contracts';
import { validateWith, type FieldError } from '@/lib/form-validation';

export interface SoilFormValues {
  pH: string;
  nitrogen: string;
  phosphorus: string;
  potassium: string;
}

export const emptySoilForm: SoilFormValues = { pH: '', nitrogen: '', phosphorus: '', potassium: '' };

/** The form's fields in order, with their labels. */
export const soilFormFields = [
  { name: 'pH', label: 'Soil pH' },
  { name: 'nitrogen', label: 'Nitrogen (N) in ppm' },
  { name: 'phosphorus', label: 'Phosphorus (P) in ppm' },
  { name: 'potassium', label: 'Potassium (K) in ppm' },
] as const satisfies readonly { name: keyof SoilFormValues; label: string }[];

/**
 * All four required (the spec's form); then the contract's ranges. Values are kept as typed: 12.9 ppm stays 12.9.
 * A failure names the form field at fault.
 */
export function toSoilRequest(values: SoilFormValues): { request: SoilAnalysisRequest } | { error: FieldError } {
  const numbers: Partial<Record<keyof SoilFormValues, number>> = {};
  for (const field of soilFormFields) {
    const text = values[field.name].trim();
    numbers[field.name] = Number(text);
    if (text === '' || !Number.isFinite(numbers[field.name])) return { error: { field: field.name, message: `Enter a number for ${field.label}.` } };
  }
  const result = validateWith(soilAnalysisRequestSchema, {
    soilData: Object.fromEntries(soilFormFields.map((field) => [soilInputKeys[field.name], numbers[field.name]])),
  });
  if ('data' in result) return { request: result.data };
  const atFault = soilFormFields.find((field) => result.error.field === `soilData.${soilInputKeys[field.name]}`);
  return { error: { field: atFault?.name ?? '', message: result.error.message } };
}
