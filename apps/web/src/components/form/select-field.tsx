import type { SelectOption } from '@bazaar/domain';
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlStyles, Field, type FieldProps } from './field';

export interface SelectFieldProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'> {
  ref?: Ref<HTMLSelectElement>;
  /** The first, empty choice ('Select a brand'). */
  placeholder: string;
  options: readonly SelectOption<string | number>[];
}

/** A labelled drop-down of `options` (value = option id) with its hint or error underneath. */
export function SelectField({
  label,
  error,
  invalid,
  hint,
  required,
  className,
  placeholder,
  options,
  ref,
  ...props
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      invalid={invalid}
      hint={hint}
      required={required}
      className={className}
    >
      {(control) => (
        <select
          ref={ref}
          {...props}
          {...control}
          className={controlStyles({ invalid: Boolean(error) || Boolean(invalid) })}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.value}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
