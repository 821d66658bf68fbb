import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlStyles, Field, type FieldProps } from './field';

export interface TextareaFieldProps
  extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text with its hint or error underneath. */
export function TextareaField({
  label,
  error,
  invalid,
  hint,
  required,
  className,
  rows = 3,
  ref,
  ...props
}: TextareaFieldProps) {
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
        <textarea
          ref={ref}
          rows={rows}
          {...props}
          {...control}
          className={controlStyles({ invalid: Boolean(error) || Boolean(invalid), multiline: true })}
        />
      )}
    </Field>
  );
}
