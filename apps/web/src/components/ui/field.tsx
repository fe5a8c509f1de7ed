import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type FieldProps = ComponentProps<'input'> & { label: string; hint?: string; error?: string };

/**
 * A labelled input; `hint` (a unit or format) shows beside the label, `error` marks the input invalid and shows the
 * message under it; both are tied to the input for screen readers.
 */
export function Field({ label, hint, id, error, ...inputProps }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={inputId} label={label} hint={hint} hintId={hintId} />
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'w-full rounded-md border px-3 py-2 text-gray-900 placeholder:text-gray-400',
          error ? 'border-red-700 outline-red-700' : 'border-gray-300',
        )}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A field's label with its hint beside it; the hint is outside the label, so the label's text stays exactly its own. */
export function FieldLabel({ htmlFor, label, hint, hintId }: { htmlFor: string; label: string; hint?: string; hintId: string }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <label htmlFor={htmlFor} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {hint && (
        <span id={hintId} className="text-xs text-gray-600">
          {hint}
        </span>
      )}
    </div>
  );
}

type SelectFieldProps = ComponentProps<'select'> & { label: string; options: readonly { value: string; label: string }[] };

/** A labelled drop-down list. */
export function SelectField({ label, id, options, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select id={selectId} className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900" {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
