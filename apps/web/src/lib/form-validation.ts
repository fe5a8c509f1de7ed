import { useEffect, useRef, useState } from 'react';
import { loadContractSchemas } from './contract-schemas';
import { translateMessage } from './i18n';
import { toast } from './toast';

/** The slice of a zod schema a form needs (the contracts' schemas; the web app never imports zod itself). */
type Schema<Output> = {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** A number field's text for the contract's schema: a blank field is NaN, which the schema refuses as missing. */
export const numberFromField = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A field at fault (its path in the schema, dot-joined) and the message to show under it. */
export type FieldError = { field: string; message: string };

/** The contracts' schemas, of which a form picks its own. */
type ContractSchemas = Awaited<ReturnType<typeof loadContractSchemas>>;

/**
 * The contract's parse of a form's values, or its first issue: zod reports issues in the order of the schema's
 * fields, which the contracts keep in the spec's order, so the first is the message the spec shows first. The
 * message is in the farmer's language. The schemas load apart from the page (lib/contract-schemas.ts); by a submit
 * they are normally in the browser already.
 */
export async function validateWith<Output>(
  schemaOf: (schemas: ContractSchemas) => Schema<Output>,
  values: unknown,
): Promise<{ data: Output } | { error: FieldError }> {
  const result = schemaOf(await loadContractSchemas()).safeParse(values);
  if (result.success) return { data: result.data };
  const [issue] = result.error.issues;
  return { error: { field: issue?.path.map(String).join('.') ?? '', message: translateMessage(issue?.message ?? 'Please check the form.') } };
}

/**
 * A form's feedback on its checks: the spec's error toast for each failed try and the field at fault marked with the
 * same message; the toasts are dismissed once the form succeeds, so none outlives the fix. The schemas start loading
 * when the farmer first puts the focus anywhere on the page (a field, usually), so they download while the form is
 * filled rather than with the screen (ADR 0061); a failed early load is simply tried again by the submit's check.
 */
export function useFormErrors() {
  const toasts = useRef<(string | number)[]>([]);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  useEffect(() => {
    const load = () => void loadContractSchemas().catch(() => undefined);
    document.addEventListener('focusin', load, { once: true });
    return () => document.removeEventListener('focusin', load);
  }, []);
  return {
    /** The message to show under `field` while it is the one at fault. */
    errorOf: (field: string) => (fieldError?.field === field ? fieldError.message : undefined),
    /** The outcome of a try's checks: `error` is toasted and marked; null clears the mark. */
    show(error: FieldError | null) {
      setFieldError(error);
      if (error) toasts.current.push(toast.error(error.message));
    },
    succeeded() {
      for (const id of toasts.current) toast.dismiss(id);
      toasts.current = [];
    },
  };
}
