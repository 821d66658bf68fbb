import { shellMessages } from '@bazaar/domain';
import { ServerCrash } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { buttonStyles } from './button';

const t = shellMessages.serverError;

/** The 500 screen of docs/product.md §2: for failed loads and as the route error boundary. */
export function ServerError() {
  return (
    <section
      aria-labelledby="server-error-title"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-400">
        <ServerCrash aria-hidden="true" className="size-8" />
      </span>
      <h1 id="server-error-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t.title}
      </h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t.text}</p>
      <Link to={paths.home.getHref()} className={buttonStyles({ size: 'lg' })}>
        {t.goHome}
      </Link>
    </section>
  );
}
