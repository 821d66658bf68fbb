import { shellMessages } from '@bazaar/domain';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** The Bazaar word mark, a link to the home page. */
export function Logo() {
  return (
    <Link
      to={paths.home.getHref()}
      aria-label={shellMessages.brand.homeLink}
      className="inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight"
    >
      <span className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white dark:bg-brand-500">
        <ShoppingBag aria-hidden="true" className="size-5" />
      </span>
      <span>{shellMessages.brand.name}</span>
    </Link>
  );
}
