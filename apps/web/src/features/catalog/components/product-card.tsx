import { discountLabel, formatRupees, shellMessages, type Paise } from '@bazaar/domain';
import { Link } from 'react-router';
import { CategoryIcon, categoryTint } from './category-icon';

export interface ProductCardData {
  name: string;
  /** The price paid, in paise. */
  price: Paise;
  /** The MRP in paise; a strike-through price and a discount badge show when it is above `price`. */
  mrp?: Paise;
  image?: string;
  category?: string;
}

/** A compact product tile for the home page grids: picture, name, price. */
export function ProductCard({ product, to }: { product: ProductCardData; to: string }) {
  const badge = product.mrp === undefined ? null : discountLabel(product.mrp, product.price);
  return (
    <Link
      to={to}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className={`relative grid aspect-square place-items-center ${categoryTint(product.category)}`}>
        {product.image ? (
          <img
            src={product.image}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <CategoryIcon
            category={product.category}
            className="size-12 transition-transform duration-300 group-hover:scale-110 sm:size-14"
          />
        )}
        {badge && (
          <span className="absolute top-2 left-2 rounded-full bg-emerald-600 px-2 py-0.5 text-xs font-bold text-white">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold text-zinc-900 sm:text-base dark:text-zinc-100">
          {product.name}
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-base font-bold text-zinc-900 dark:text-white">
            {formatRupees(product.price)}
          </span>
          {badge && product.mrp !== undefined && (
            <del className="text-xs text-zinc-500 dark:text-zinc-400">
              <span className="sr-only">{shellMessages.home.mrpLabel} </span>
              {formatRupees(product.mrp)}
            </del>
          )}
        </p>
      </div>
    </Link>
  );
}
