import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlStyles, Field, type FieldProps } from './field';

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'> {
  ref?: Ref<HTMLInputElement>;
  /** A fixed sign inside the input's start, e.g. '₹'. */
  leading?: ReactNode;
  /** Content inside the input's end, e.g. the password field's show/hide button. */
  trailing?: ReactNode;
}

/** A labelled input with its hint or error underneath (react-hook-form: spread `register(name)` into it). */
export function TextField({
  label,
  error,
  invalid,
  hint,
  required,
  className,
  leading,
  trailing,
  type = 'text',
  ref,
  ...props
}: TextFieldProps) {
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
        <div className="relative">
          {leading && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-sm text-zinc-500 dark:text-zinc-400"
            >
              {leading}
            </span>
          )}
          <input
            ref={ref}
            type={type}
            {...props}
            {...control}
            className={controlStyles({
              invalid: Boolean(error) || Boolean(invalid),
              className: [leading && 'pl-7', trailing && 'pr-11'].filter(Boolean).join(' '),
            })}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
}
