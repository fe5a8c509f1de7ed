import { soilInputKeys, type SoilAnalysisRequest } from '@farmsight/contracts';

export interface SoilFormValues {
  pH: string;
  nitrogen: string;
  phosphorus: string;
  potassium: string;
}

export const emptySoilForm: SoilFormValues = { pH: '', nitrogen: '', phosphorus: '', potassium: '' };

/** The form's fields in order, with their labels. */
export const soilFormFields = [
  { name: 'pH', label: 'Soil pH', decimal: true },
  { name: 'nitrogen', label: 'Nitrogen (N) in ppm', decimal: false },
  { name: 'phosphorus', label: 'Phosphorus (P) in ppm', decimal: false },
  { name: 'potassium', label: 'Potassium (K) in ppm', decimal: false },
] as const satisfies readonly { name: keyof SoilFormValues; label: string; decimal: boolean }[];

/** pH as a decimal, N, P and K as integers; all four required. */
export function toSoilRequest(values: SoilFormValues): { request: SoilAnalysisRequest } | { error: string } {
  const parsed: Partial<Record<keyof SoilFormValues, number>> = {};
  for (const field of soilFormFields) {
    const text = values[field.name].trim();
    const value = field.decimal ? Number.parseFloat(text) : Number.parseInt(text, 10);
    if (text === '' || !Number.isFinite(value)) return { error: `Enter a number for ${field.label}.` };
    parsed[field.name] = value;
  }
  return {
    request: {
      soilData: {
        [soilInputKeys.pH]: parsed.pH,
        [soilInputKeys.nitrogen]: parsed.nitrogen,
        [soilInputKeys.phosphorus]: parsed.phosphorus,
        [soilInputKeys.potassium]: parsed.potassium,
      },
    },
  };
}
