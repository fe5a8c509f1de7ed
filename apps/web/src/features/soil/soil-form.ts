import {
  DEFAULT_SOIL_UNIT,
  soilHealthCardFields,
  soilInputKeys,
  type SoilAnalysisRequest,
  type SoilHealthCardField,
  type SoilUnit,
} from '@farmsight/contracts';
import i18next from 'i18next';
import { validateWith, type FieldError } from '@/lib/form-validation';

type SoilInput = keyof typeof soilInputKeys;

export interface SoilFormValues extends Record<SoilInput, string> {
  unit: SoilUnit;
  /** The optional Soil Health Card values, as typed ('' when left empty). */
  soilHealthCard: Record<SoilHealthCardField, string>;
  /** A catalogue crop for the fertilizer plan; '' for none. */
  cropId: string;
}

const healthCardKeys = Object.keys(soilHealthCardFields) as SoilHealthCardField[];

export const emptySoilForm = (unit: SoilUnit): SoilFormValues => ({
  pH: '',
  nitrogen: '',
  phosphorus: '',
  potassium: '',
  unit,
  soilHealthCard: Object.fromEntries(healthCardKeys.map((key) => [key, ''])) as Record<SoilHealthCardField, string>,
  cropId: '',
});

/** The spec's four fields in order, with their labels in the farmer's language: N, P and K in the chosen unit ('Nitrogen (N) in ppm'). */
export const soilFormFields = (unit: SoilUnit) =>
  (['pH', 'nitrogen', 'phosphorus', 'potassium'] as const satisfies readonly SoilInput[]).map((name) => ({
    name,
    label: i18next.t(`soil:fields.${name}`, { unit }),
  }));

/** The optional Soil Health Card fields; each is named 'soilHealthCard.<key>' where the form marks it. */
export const healthCardFormFields = healthCardKeys.map((key) => ({ name: `soilHealthCard.${key}`, key }));

/** A Soil Health Card field's label in the farmer's language ('Zinc (Zn) in ppm'). */
export const healthCardLabel = (key: SoilHealthCardField) => i18next.t(`soil:healthCard.fields.${key}`);

const numberError = (field: string, label: string): { error: FieldError } => ({ error: { field, message: i18next.t('soil:page.enterNumber', { label }) } });

/**
 * All four spec fields required; the Soil Health Card values and the crop only when given; then the contract's
 * ranges for the chosen unit. Values are kept as typed: 12.9 ppm stays 12.9. The default unit (ppm) is left out of
 * the request, so a ppm report is the spec's request exactly. A failure names the form field at fault.
 */
export async function toSoilRequest(values: SoilFormValues): Promise<{ request: SoilAnalysisRequest } | { error: FieldError }> {
  const soilData: Record<string, number> = {};
  for (const field of soilFormFields(values.unit)) {
    const text = values[field.name].trim();
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) return numberError(field.name, field.label);
    soilData[soilInputKeys[field.name]] = value;
  }
  const soilHealthCard: Record<string, number> = {};
  for (const field of healthCardFormFields) {
    const text = values.soilHealthCard[field.key].trim();
    if (text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value)) return numberError(field.name, healthCardLabel(field.key));
    soilHealthCard[field.key] = value;
  }
  const result = await validateWith((schemas) => schemas.soilAnalysisRequestSchema, {
    soilData,
    ...(values.unit === DEFAULT_SOIL_UNIT ? {} : { unit: values.unit }),
    ...(Object.keys(soilHealthCard).length ? { soilHealthCard } : {}),
    ...(values.cropId ? { cropId: values.cropId } : {}),
  });
  if ('data' in result) return { request: result.data };
  const spec = soilFormFields(values.unit).find((field) => result.error.field === `soilData.${soilInputKeys[field.name]}`);
  return { error: { field: spec?.name ?? result.error.field, message: result.error.message } };
}
