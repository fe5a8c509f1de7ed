import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type FieldProps = ComponentProps<'input'> & { label: string; error?: string };

/** A labelled input; `error` marks it invalid and shows the message under it, tied to it for screen readers. */
export function Field({ label, id, error, ...inputProps }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
