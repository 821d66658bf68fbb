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
