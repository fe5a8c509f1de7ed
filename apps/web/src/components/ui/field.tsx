import { useId, type ComponentProps } from 'react';

type FieldProps = ComponentProps<'input'> & { label: string };

/** A labelled input. */
export function Field({ label, id, ...inputProps }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={inputId}
        className="w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 placeholder:text-gray-400"
        {...inputProps}
      />
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
