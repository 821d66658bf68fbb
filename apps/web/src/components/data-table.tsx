/**
 * The pieces the data tables share (the seller's customers, recent orders, sales by day and products, the
 * cart): a header row of column headings and the look of the simple tables. Each table keeps its own frame,
 * rows and phone layout; what a heading cell looks like (padding, alignment, hidden on phones) is its column's
 * className.
 */

/** One column heading: its text and the classes of its cell. */
export interface TableColumn {
  label: string;
  className?: string;
}

/** Small grey capitals: the header row of the seller's tables. */
export const tableHeadText = 'text-xs text-zinc-500 uppercase dark:text-zinc-400';

/** Thin lines between the rows of a table body. */
export const tableRowDividers = 'divide-y divide-zinc-100 dark:divide-zinc-800';

/** A table's `<thead>`: one row of `<th scope="col">` headings, in the order given. */
export function TableHead({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly TableColumn[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
