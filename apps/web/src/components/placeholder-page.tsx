import { shellMessages } from '@bazaar/domain';
import { Construction } from 'lucide-react';

/** A screen whose behaviour a later change builds; it only names the screen. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{shellMessages.screens.placeholder}</p>
    </section>
  );
}
