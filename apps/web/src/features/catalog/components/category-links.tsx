import { categories, shellMessages } from '@bazaar/domain';
import { Link } from 'react-router';
import { titleCase } from '../utils/title-case';
import { paths } from '../../../config/paths';
import { CategoryIcon, categoryTint } from './category-icon';

export function categoryPath(category: string): string {
  return paths.products.getHref({ category });
}

/** One button per category of docs/product.md §3, each opening the product list filtered by it. */
export function CategoryLinks() {
  return (
    <section aria-labelledby="categories-title" className="space-y-4">
      <h2 id="categories-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        {shellMessages.home.categoriesTitle}
      </h2>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-10">
        {categories.map((category) => (
          <li key={category} className="shrink-0 snap-start">
            <Link
              to={categoryPath(category)}
              className="flex h-full w-24 flex-col items-center gap-2 rounded-2xl border border-zinc-200 bg-white p-3 text-center text-xs font-semibold text-zinc-800 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md sm:w-auto sm:text-sm dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-brand-500"
            >
              <span className={`grid size-12 place-items-center rounded-xl ${categoryTint(category)}`}>
                <CategoryIcon category={category} className="size-6" />
              </span>
              {titleCase(category)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
