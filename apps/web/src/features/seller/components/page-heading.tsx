import type { ReactNode } from 'react';

/** A back-office page's title with the line under it that says what the page is for. */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{intro}</p>
    </div>
  );
}

/** What a back-office list shows when it has nothing yet: an icon over one line, in a dashed frame. */
export function EmptyList({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 px-6 py-12 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
      {icon}
      <p>{children}</p>
    </div>
  );
}
