import type { ReactNode } from 'react';
import { useId } from 'react';

/** The responsive product grid (docs/product.md §2: at most 5 columns). Children are `<li>`s. */
export function ProductList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5"
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
