import {
  catalogMessages,
  formatRupeeAmount,
  imageVariantUrl,
  optionNamesOf,
  sellerMessages,
  type SellerProductRow,
  stockStatus,
  stockStatusKey,
  type StockStatusKey,
  variantsSummary,
} from '@bazaar/domain';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { TableHead } from '../../../components/data-table';
import { paths } from '../../../config/paths';

const t = sellerMessages.products;
const columns = t.columns;
const headings = [
  columns.product,
  columns.category,
  columns.stock,
  columns.visibility,
  columns.price,
  columns.status,
  columns.actions,
].map((label) => ({ label, className: 'px-4 py-3' }));

const statusStyles: Record<StockStatusKey, string> = {
  'in-stock': 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  'low-stock': 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  'out-of-stock': 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

// Phones, tablets and laptops: each row is a card (the product on top, then the other columns two by two, each
// named by its data-label); from xl up, a plain table. The table needs 50rem, and beside the seller menu
// (from md) the page has less than that until xl: as a table there, the Status and Actions columns (edit,
// delete) sat behind a sideways scroll at 768 and 1024 px.
const cell = 'min-w-0 align-middle xl:table-cell xl:px-4 xl:py-3';
const labelled =
  'before:mb-1 before:block before:text-xs before:font-semibold before:tracking-wide before:text-zinc-500 before:uppercase before:content-[attr(data-label)] xl:before:hidden dark:before:text-zinc-400';

/**
 * docs/product.md §2: Product (first image, name, id), Category, Stock, Visibility, Price, Status, Actions; the
 * 'Loading...' and 'Nothing to Display' rows. Should the table still be wider than its frame, it scrolls
 * sideways inside it.
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
      <table className="block w-full text-left text-sm xl:table xl:min-w-[50rem]">
        <TableHead
          columns={headings}
          className="hidden bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase xl:table-header-group dark:bg-zinc-800/60 dark:text-zinc-400"
        />
        <tbody
          aria-busy={stale || undefined}
          className={`block divide-y divide-zinc-200 transition-opacity xl:table-row-group dark:divide-zinc-800 ${stale ? 'opacity-60' : ''}`}
        >
          {message !== undefined ? (
            <tr className="block xl:table-row">
              <td
                colSpan={7}
                className="block px-4 py-10 text-center text-zinc-600 xl:table-cell dark:text-zinc-400"
              >
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
  const variants = row.variants ?? [];
  // issue 20: a product with variants is sold from its lowest-priced variant's price and holds their stock summed
  const figures = variantsSummary(variants);
  const stock = figures?.stock ?? row.stock;
  const sizesOnly = variants.every((variant) => optionNamesOf(variant.options).join() === 'size');
  const status = stockStatusKey(stock);
  return (
    <tr className="grid grid-cols-2 gap-x-4 gap-y-3 p-4 text-zinc-800 xl:table-row xl:p-0 dark:text-zinc-200">
      <td className={`${cell} col-span-2`}>
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
                  className="line-clamp-2 max-w-72 text-brand-700 hover:underline dark:text-brand-300"
                >
                  {row.name}
                </Link>
              ) : (
                <span className="line-clamp-2 max-w-72">{row.name}</span>
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
      <td data-label={columns.category} className={`${cell} ${labelled} capitalize`}>
        {row.category}
      </td>
      <td data-label={columns.stock} className={`${cell} ${labelled} tabular-nums`}>
        <span className="block">{stock}</span>
        {figures && (
          <span className="block text-xs text-zinc-500 dark:text-zinc-400">
            {t.variantCount(variants.length, sizesOnly)}
          </span>
        )}
      </td>
      <td data-label={columns.visibility} className={`${cell} ${labelled}`}>
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
      <td
        data-label={columns.price}
        className={`${cell} ${labelled} font-medium whitespace-nowrap tabular-nums`}
      >
        {figures && (
          <span className="text-xs font-normal text-zinc-600 dark:text-zinc-400">
            {catalogMessages.priceFrom}{' '}
          </span>
        )}
        {formatRupeeAmount(figures?.sellingPrice ?? row.price)}
      </td>
      <td data-label={columns.status} className={`${cell} ${labelled}`}>
        <span
          className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${statusStyles[status]}`}
        >
          {stockStatus(stock)}
        </span>
      </td>
      <td className={`${cell} self-end`}>
        <div className="flex items-center justify-end gap-1 xl:justify-start">
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
