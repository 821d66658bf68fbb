import { useId, type ReactNode } from 'react';

/** What a field hands its control: the id its label points to, and the invalid state and its wiring. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: string;
  /** The message under the control; the control is marked invalid and points to it. */
  error?: string;
  /** Marks the control invalid without a message of its own (a form-level message names the problem). */
  invalid?: boolean;
  /** A note under the control, shown while there is no error. */
  hint?: string;
  /** Marks the control required (docs/product.md §5 asterisk); the form's schema does the checking. */
  required?: boolean;
  className?: string;
}

/** The look of every text-like control: one height, one border, red while invalid. */
export function controlStyles({
  invalid,
  multiline = false,
  className,
}: {
  invalid: boolean;
  multiline?: boolean;
  className?: string;
}): string {
  return [
    'w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-sm transition-colors placeholder:text-zinc-400',
    'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
    'disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:text-zinc-500',
    // Chromium counts every <select> as :read-only; only a read-only text control is greyed out.
    '[&:not(select):read-only]:cursor-not-allowed [&:not(select):read-only]:bg-zinc-100 [&:not(select):read-only]:text-zinc-500',
    'dark:bg-zinc-950 dark:text-zinc-50 dark:placeholder:text-zinc-500',
    'dark:disabled:bg-zinc-800/60 dark:disabled:text-zinc-400 dark:[&:not(select):read-only]:bg-zinc-800/60 dark:[&:not(select):read-only]:text-zinc-400',
    invalid ? 'border-red-500 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700',
    multiline ? 'min-h-20 py-2' : 'h-11',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The frame of a form field: label (with the required asterisk), the control, then the hint or the error.
 * The control gets the ids and aria attributes through `children`, so a screen reader reads the message
 * with the control and announces it when it appears.
 */
export function Field({
  label,
  error,
  invalid = false,
  hint,
  required = false,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = Boolean(hint) && !error;
  const describedBy = [showHint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['flex min-w-0 flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {showHint && (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
