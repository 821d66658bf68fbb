import type { ReactNode } from 'react';
import { useId } from 'react';

/**
 * The responsive product grid (docs/product.md §2: at most 5 columns). Children are `<li>`s. Two columns on
 * phones; from `sm` as many as fit at 10.5rem or more each (a card's buttons, "Choose options" included, on one
 * line) up to five: the columns follow the grid's own width, which the filter column beside it narrows (at
 * 1024 px, five columns left 126 px cards whose buttons were cut off).
 */
export function ProductList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(max(10.5rem,calc((100%_-_4rem)/5)),1fr))] sm:gap-4"
    >
      {children}
    </ul>
  );
}

/** A titled section around a product grid. */
export function ProductGrid({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      <ProductList>{children}</ProductList>
    </section>
  );
}
