import { shellMessages } from '@bazaar/domain';

export interface LoaderProps {
  /** Accessible name of the spinner; defaults to 'Loading'. */
  label?: string;
  /** Shows the visible 'Loading...' text under the spinner. */
  showText?: boolean;
  /** Fills the viewport height, for whole-page loading. */
  fullPage?: boolean;
  className?: string;
}

export function Loader({
  label = shellMessages.loader.label,
  showText = false,
  fullPage = false,
  className,
}: LoaderProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={[
        'flex flex-col items-center justify-center gap-3 p-8',
        fullPage ? 'min-h-dvh' : 'min-h-48',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-zinc-200 border-t-brand-600 dark:border-zinc-700 dark:border-t-brand-400"
      />
      {showText && (
        <span className="text-sm text-zinc-600 dark:text-zinc-400">{shellMessages.loader.text}</span>
      )}
    </div>
  );
}
