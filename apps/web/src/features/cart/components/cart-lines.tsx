import {
  cartMessages,
  catalogMessages,
  formatRupees,
  optionsText,
  rupeesToPaise,
  type CartLine,
} from '@bazaar/domain';
import { ImageOff, Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { TableHead } from '../../../components/data-table';
import { paths } from '../../../config/paths';

const t = cartMessages;

const columns = [
  { label: t.columns.product, className: 'py-3 pr-4 font-semibold' },
  { label: t.columns.price, className: 'px-4 py-3 font-semibold' },
  { label: t.columns.quantity, className: 'px-4 py-3 font-semibold' },
  { label: t.columns.total, className: 'py-3 pl-4 text-right font-semibold' },
];

const stepButton =
  'grid size-9 place-items-center rounded-lg border border-zinc-300 text-zinc-700 transition-colors ' +
  'hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-40 ' +
  'dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800';

/** issue 20: one cart line per product and variant (two sizes of one product are two lines). */
export const cartLineKey = (line: Pick<CartLine, 'id' | 'variantId'>) => `${line.id}:${line.variantId ?? ''}`;

/** A line's name as its controls are labelled: two sizes of one product must not read the same. */
const lineName = (line: CartLine) =>
  line.options ? `${line.name} (${optionsText(line.options)})` : line.name;

export interface CartLinesProps {
  lines: readonly CartLine[];
  /** The line (cartLineKey) whose update is on its way: its controls wait for the answer. */
  busyLine?: string;
  onChangeQuantity: (line: CartLine, quantity: number) => void;
}

/**
 * The cart's table (docs/product.md §2): Product Details, Price, Quantity, Total. On a phone each row becomes a card
 * (the column names move next to the values), so nothing scrolls sideways.
 */
export function CartLines({ lines, busyLine, onChangeQuantity }: CartLinesProps) {
  return (
    <table className="block w-full text-sm md:table">
      <TableHead
        columns={columns}
        className="sr-only md:not-sr-only md:table-header-group"
        rowClassName="border-b border-zinc-200 text-left text-xs tracking-wide text-zinc-500 uppercase dark:border-zinc-800 dark:text-zinc-400"
      />
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {lines.map((line) => (
          <CartRow
            key={cartLineKey(line)}
            line={line}
            busy={busyLine === cartLineKey(line)}
            onChangeQuantity={(quantity) => onChangeQuantity(line, quantity)}
          />
        ))}
      </tbody>
    </table>
  );
}

function CartRow({
  line,
  busy,
  onChangeQuantity,
}: {
  line: CartLine;
  busy: boolean;
  onChangeQuantity: (quantity: number) => void;
}) {
  const unit = rupeesToPaise(line.sellingPrice);
  const mrp = rupeesToPaise(line.mrpPrice);
  const atStock = line.quantity >= line.stock;
  return (
    <tr
      aria-busy={busy || undefined}
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-3 rounded-2xl border border-zinc-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0 dark:border-zinc-800 dark:bg-zinc-900 md:dark:bg-transparent"
    >
      <td className="col-span-2 md:py-4 md:pr-4">
        <div className="flex items-start gap-3">
          {line.image ? (
            <img
              src={line.image}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              className="size-20 shrink-0 rounded-xl bg-zinc-100 object-cover dark:bg-zinc-800"
            />
          ) : (
            <span className="grid size-20 shrink-0 place-items-center rounded-xl bg-zinc-100 text-zinc-400 dark:bg-zinc-800">
              <ImageOff aria-hidden="true" className="size-6" />
            </span>
          )}
          <div className="min-w-0 space-y-1">
            <Link
              to={paths.product.getHref(line.id, line.variantId)}
              className="line-clamp-2 font-semibold break-words text-zinc-900 hover:underline dark:text-zinc-50"
            >
              {line.name}
            </Link>
            {line.options ? (
              <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
                {optionsText(line.options)}
              </p>
            ) : (
              <p className="line-clamp-2 text-xs text-zinc-600 dark:text-zinc-400">{line.description}</p>
            )}
            <button
              type="button"
              disabled={busy}
              onClick={() => onChangeQuantity(0)}
              aria-label={t.remove(lineName(line))}
              className="inline-flex items-center gap-1 rounded text-xs font-medium text-red-700 hover:underline disabled:opacity-50 dark:text-red-400"
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
              {t.removeLabel}
            </button>
          </div>
        </div>
      </td>
      <td className="md:px-4 md:py-4">
        <span className="block text-xs text-zinc-500 md:hidden dark:text-zinc-400">{t.columns.price}</span>
        <span className="font-medium">{formatRupees(unit)}</span>
        {mrp > unit && (
          <del className="ml-2 text-xs text-zinc-500 dark:text-zinc-400">{formatRupees(mrp)}</del>
        )}
      </td>
      <td className="row-span-2 self-center justify-self-end md:px-4 md:py-4">
        <span className="sr-only md:hidden">{t.columns.quantity}</span>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={stepButton}
            disabled={busy || line.quantity <= 1}
            onClick={() => onChangeQuantity(line.quantity - 1)}
            aria-label={t.decrease(lineName(line))}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <output
            aria-label={t.quantityOf(lineName(line))}
            className="min-w-8 text-center font-semibold tabular-nums"
          >
            {line.quantity}
          </output>
          <button
            type="button"
            className={stepButton}
            disabled={busy || atStock}
            onClick={() => onChangeQuantity(line.quantity + 1)}
            aria-label={t.increase(lineName(line))}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
        {atStock && (
          <p className="mt-1 text-right text-xs text-amber-700 md:text-center dark:text-amber-400">
            {line.stock > 0 ? t.inStockOnly(line.stock) : catalogMessages.outOfStock}
          </p>
        )}
      </td>
      <td className="md:py-4 md:pl-4 md:text-right">
        <span className="block text-xs text-zinc-500 md:hidden dark:text-zinc-400">{t.columns.total}</span>
        <span className="font-bold">{formatRupees(unit * line.quantity)}</span>
      </td>
    </tr>
  );
}
