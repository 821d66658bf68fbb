import { authMessages } from '@bazaar/domain';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export const inputStyles = (invalid: boolean) =>
  [
    'h-11 w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-sm transition-colors placeholder:text-zinc-400',
    'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
    'dark:bg-zinc-950 dark:text-zinc-50 dark:placeholder:text-zinc-500',
    invalid ? 'border-red-500 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700',
  ].join(' ');

/** A labelled input with its message underneath; a password input gets a show/hide toggle. */
export function TextField({ label, error, type = 'text', className, ref, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={isPassword && visible ? 'text' : type}
          aria-describedby={error ? errorId : undefined}
          {...props}
          aria-invalid={error || props['aria-invalid'] ? true : undefined}
          className={`${inputStyles(Boolean(error) || props['aria-invalid'] === true)} ${isPassword ? 'pr-11' : ''}`}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? authMessages.hidePassword : authMessages.showPassword}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-zinc-500 hover:text-zinc-800 dark:text-zinc-400 dark:hover:text-zinc-100"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message under a whole form (a server answer or a form-level check). */
export function FormMessage({ children, tone = 'error' }: { children?: string; tone?: 'error' | 'info' }) {
  if (!children) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300'
          : 'rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800 dark:border-brand-900/60 dark:bg-brand-900/40 dark:text-brand-200'
      }
    >
      {children}
    </p>
  );
}
