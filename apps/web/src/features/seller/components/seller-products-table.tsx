import {
  formatRupees,
  imageVariantUrl,
  rupeesToPaise,
  sellerMessages,
  stockStatus,
  stockStatusKey,
  type SellerProductRow,
  type StockStatusKey,
} from '@bazaar/domain';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const t = sellerMessages.products;
const columns = t.columns;

const statusStyles: Record<StockStatusKey, string> = {
  'in-stock': 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  'low-stock': 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  'out-of-stock': 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

const cell = 'px-4 py-3 align-middle';

/**
 * spec §2: Product (first image, name, id), Category, Stock, Visibility, Price, Status, Actions; the
 * 'Loading...' and 'Nothing to Display' rows. Wider than a phone: it scrolls sideways inside its frame.
 */
export function SellerProductsTable({
  rows,
  loading,
  stale = false,
  onToggle,
  onDelete,
}: {
  rows: readonly SellerProductRow[] | undefined;
  loading: boolean;
  /** The rows of the previous filters or page, on screen while the new ones load. */
  stale?: boolean;
  onToggle: (id: string, visible: boolean) => void;
  onDelete: (id: string, name: string) => void;
}) {
  const message = loading ? t.loading : rows?.length === 0 ? t.empty : undefined;
  return (
    // A focusable region, so a keyboard can scroll the table sideways on a phone.
    <div role="region" aria-label={t.title} tabIndex={0} className="overflow-x-auto focus-visible:outline-2">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <thead className="bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:bg-zinc-800/60 dark:text-zinc-400">
          <tr>
            {[
              columns.product,
              columns.category,
              columns.stock,
              columns.visibility,
              columns.price,
              columns.status,
              columns.actions,
            ].map((name) => (
              <th key={name} scope="col" className="px-4 py-3">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          aria-busy={stale || undefined}
          className={`divide-y divide-zinc-200 transition-opacity dark:divide-zinc-800 ${stale ? 'opacity-60' : ''}`}
        >
          {message !== undefined ? (
            <tr>
              <td colSpan={7} className="px-4 py-10 text-center text-zinc-600 dark:text-zinc-400">
                {message}
              </td>
            </tr>
          ) : (
            rows?.map((row) => <ProductRow key={row._id} row={row} onToggle={onToggle} onDelete={onDelete} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

function ProductRow({
  row,
  onToggle,
  onDelete,
}: {
  row: SellerProductRow;
  onToggle: (id: string, visible: boolean) => void;
  onDelete: (id: string, name: string) => void;
}) {
  const image = row.image[0];
  const visible = !row.isHide;
  // A draft or a hidden product has no public page yet (it answers 404).
  const listed = !row.isDraft && visible;
  const status = stockStatusKey(row.stock);
  return (
    <tr className="text-zinc-800 dark:text-zinc-200">
      <td className={cell}>
        <div className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-800">
            {image ? (
              <img
                src={imageVariantUrl(image, 320) ?? image}
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
            ) : (
              <ImageOff aria-hidden="true" className="size-5 text-zinc-400" />
            )}
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {listed ? (
                <Link
                  to={paths.product.getHref(row._id)}
                  title={t.viewInShop(row.name)}
                  className="max-w-64 truncate text-brand-700 hover:underline dark:text-brand-300"
                >
                  {row.name}
                </Link>
              ) : (
                <span className="max-w-64 truncate">{row.name}</span>
              )}
              {row.isDraft && (
                <span className="rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-semibold text-zinc-700 dark:bg-zinc-700 dark:text-zinc-200">
                  {t.draft}
                </span>
              )}
            </p>
            <p className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{t.productId(row._id)}</p>
          </div>
        </div>
      </td>
      <td className={`${cell} capitalize`}>{row.category}</td>
      <td className={`${cell} tabular-nums`}>{row.stock}</td>
      <td className={cell}>
        <button
          type="button"
          role="switch"
          aria-checked={visible}
          aria-label={t.visibleInShop(row.name)}
          onClick={() => onToggle(row._id, !visible)}
          className={[
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
            'focus-visible:ring-2 focus-visible:ring-brand-500/50 focus-visible:outline-none',
            visible ? 'bg-brand-600' : 'bg-zinc-300 dark:bg-zinc-600',
          ].join(' ')}
        >
          <span
            aria-hidden="true"
            className={[
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              visible ? 'translate-x-5.5' : 'translate-x-0.5',
            ].join(' ')}
          />
        </button>
      </td>
      <td className={`${cell} font-medium whitespace-nowrap tabular-nums`}>
        {formatRupees(rupeesToPaise(row.price))}
      </td>
      <td className={cell}>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${statusStyles[status]}`}
        >
          {stockStatus(row.stock)}
        </span>
      </td>
      <td className={cell}>
        <div className="flex items-center gap-1">
          <Link
            to={paths.seller.editProduct.getHref(row._id)}
            aria-label={t.edit(row.name)}
            title={t.edit(row.name)}
            className="grid size-9 place-items-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-brand-700 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-brand-300"
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
          <button
            type="button"
            aria-label={t.delete(row.name)}
            title={t.delete(row.name)}
            onClick={() => onDelete(row._id, row.name)}
            className="grid size-9 place-items-center rounded-lg text-zinc-600 hover:bg-red-50 hover:text-red-700 dark:text-zinc-300 dark:hover:bg-red-500/15 dark:hover:text-red-300"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </td>
    </tr>
  );
}
