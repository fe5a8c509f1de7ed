import { useRef } from 'react';
import { toast } from 'sonner';

/** The slice of a zod schema a form needs (the contracts' schemas; the web app never imports zod itself). */
type Schema<Output> = {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** A field at fault (its path in the schema, dot-joined) and the message to show under it. */
export type FieldError = { field: string; message: string };

/**
 * The contract's parse of a form's values, or its first issue: zod reports issues in the order of the schema's
 * fields, which the contracts keep in the spec's order, so the first is the message the spec shows first.
 */
export function validateWith<Output>(schema: Schema<Output>, values: unknown): { data: Output } | { error: FieldError } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const [issue] = result.error.issues;
  return { error: { field: issue?.path.map(String).join('.') ?? '', message: issue?.message ?? 'Please check the form.' } };
}

/** A form's error toasts (the spec's feedback): shown one per failed try, all dismissed once the form succeeds. */
export function useErrorToasts() {
  const shown = useRef<(string | number)[]>([]);
  return {
    show(message: string) {
      shown.current.push(toast.error(message));
    },
    dismiss() {
      for (const id of shown.current) toast.dismiss(id);
      shown.current = [];
    },
  };
}
